// Refuses queries once PGlite's directory is deleted or replaced: its open files would ack writes lost on restart.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

/** The data directory vanished or was replaced; nothing more is written. */
export class DataDirectoryLostError extends Error {
  override name = 'DataDirectoryLostError';
}

interface Identity {
  dir: string;
  version: string;
}

function identityOf(dataDir: string): Identity | null {
  try {
    const dir = fs.statSync(dataDir);
    const version = fs.statSync(path.join(dataDir, 'PG_VERSION'));
    return { dir: `${dir.dev}:${dir.ino}`, version: `${version.dev}:${version.ino}` };
  } catch {
    return null;
  }
}

// Statements that only read; anything else (INSERT, UPDATE, DELETE, WITH … , DDL) is checked as a write.
const READ_ONLY = /^\s*(SELECT|SHOW)\b/i;

export interface DataDirGuard {
  db: Db;
  close(): void;
}

export function guardDataDir(db: Db, dataDir: string, onLost: (message: string) => void): DataDirGuard {
  const expected = identityOf(dataDir);
  if (!expected) throw new DataDirectoryLostError(`${dataDir} has no PG_VERSION`);
  const message =
    `The data directory ${dataDir} was removed or replaced while Lanes was running: stopped without ` +
    'acknowledging further writes; restore it, or restart Lanes to create and seed a new one';
  let lost = false;

  const check = (): void => {
    if (!lost) {
      const now = identityOf(dataDir);
      if (now && now.dir === expected.dir && now.version === expected.version) return;
      lost = true;
      watcher?.close();
      onLost(message);
    }
    throw new DataDirectoryLostError(message);
  };
  const refuseIfLost = (): void => {
    if (lost) throw new DataDirectoryLostError(message);
  };

  let watcher: fs.FSWatcher | undefined;
  try {
    watcher = fs.watch(dataDir, { persistent: false }, () => {
      try {
        check();
      } catch {
        // Reported through onLost.
      }
    });
    watcher.on('error', () => {
      try {
        check();
      } catch {
        // Reported through onLost.
      }
    });
  } catch {
    // No watcher (an unusual filesystem): the synchronous checks still guard every write.
  }

  const guarded = (inner: Db, inTransaction: boolean): Db => ({
    kind: inner.kind,
    async query<R>(text: string, params?: readonly unknown[]): Promise<R[]> {
      refuseIfLost();
      // Inside a transaction nothing is acknowledged before the commit, which is checked below.
      if (inTransaction || READ_ONLY.test(text)) return inner.query<R>(text, params);
      check();
      const rows = await inner.query<R>(text, params);
      check();
      return rows;
    },
    async transaction(fn) {
      if (inTransaction) return inner.transaction((tx) => fn(guarded(tx, true)));
      check();
      const result = await inner.transaction(async (tx) => {
        const value = await fn(guarded(tx, true));
        check(); // Throwing here rolls the transaction back.
        return value;
      });
      check(); // Committed into a directory that vanished meanwhile: not acknowledged.
      return result;
    },
    close: () => inner.close(),
  });

  return {
    db: guarded(db, false),
    close: () => watcher?.close(),
  };
}
