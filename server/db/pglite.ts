// The embedded database: PGlite in a data directory (or in memory), behind the shared Db interface. PGlite runs on a
// thread of its own (server/db/pglite-worker.ts): its statements are synchronous WebAssembly, and on the service's
// thread one slow statement would stop every request, /healthz included. PGlite's own worker needs a browser (Web
// Locks, BroadcastChannel), so the few messages are ours.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './types';
import path from 'node:path';
import type { Engine, PgliteOptions } from './pglite-open';
import type { Reply, Request, SerializedError } from './pglite-protocol';
import { projectFile } from '../paths';

export type { PgliteOptions } from './pglite-open';

export interface EmbeddedDatabase {
  db: Db;
  /** A tar of the whole database, for `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

/** The database thread ended (it failed, or was closed): answered as the database being away (server/db/unavailable.ts). */
export class EmbeddedDatabaseStoppedError extends Error {
  override name = 'EmbeddedDatabaseStoppedError';
  readonly code = '57P01';
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Send = <T>(request: DistributiveOmit<Request, 'id'>) => Promise<T>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

// Bootstrap in plain JavaScript: a worker's entry is loaded before any TypeScript loader the thread is given.
const WORKER_ENTRY = projectFile('server/db/pglite-worker-entry.mjs');

function revive(error: SerializedError): Error {
  const revived = Object.assign(new Error(error.message), error.fields);
  revived.name = error.name;
  return revived;
}

/**
 * PGlite's engine compiled once per process: each database's thread gets the compiled modules (V8 shares their code
 * between threads) rather than compiling 9 MB of WebAssembly and tiering it up again, about 1 s of CPU per database
 * in a process that opens many (the tests, a cluster's instances).
 */
let engine: Promise<Engine> | undefined;
function compiledEngine(): Promise<Engine> {
  if (engine) return engine;
  engine = (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, fsBundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(pglite!),
      WebAssembly.compile(initdb!),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Uint8Array(fsBundle!) };
  })();
  // A failed read or compile is not kept: the next open tries again instead of failing for the process's life.
  engine.catch(() => (engine = undefined));
  return engine;
}

export async function openPglite(options: PgliteOptions = {}): Promise<EmbeddedDatabase> {
  const load = options.loadDataDir;
  const workerData: PgliteOptions = {
    ...options,
    engine: await compiledEngine(),
    ...(load instanceof Blob ? { loadDataDir: new Uint8Array(await load.arrayBuffer()) } : {}),
  };
  const worker = new Worker(WORKER_ENTRY, { workerData });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;

  const started = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle database thread keeps no process alive, as an idle connection would not.
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(revive(reply.error));
  });
  const fail = (error: Error) => {
    stopped ??= new EmbeddedDatabaseStoppedError(`The embedded database stopped: ${error.message}`);
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`its thread exited (${code})`)));

  const send: Send = <T>(request: DistributiveOmit<Request, 'id'>) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });

  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const db: Db = {
    kind: 'pglite',
    query: (text, params) => send({ op: 'query', text, ...(params ? { params: [...params] } : {}) }),
    async transaction(fn) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(transactionDb(send, tx, 0));
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    close() {
      closing ??= send({ op: 'close' }).then(
        () => worker.terminate().then(() => undefined),
        () => worker.terminate().then(() => undefined),
      );
      return closing;
    },
  };
  return {
    db,
    dumpDataDir: async () => new Blob([await send<Uint8Array<ArrayBuffer>>({ op: 'dump' })]),
  };
}

// Nested transactions become savepoints, so a helper that opens its own transaction composes inside another.
function transactionDb(send: Send, tx: number, depth: number): Db {
  return {
    kind: 'pglite',
    query: (text, params) => send({ op: 'query', tx, text, ...(params ? { params: [...params] } : {}) }),
    async transaction(fn) {
      const name = `lanes_sp_${depth + 1}`;
      await send({ op: 'exec', tx, text: `SAVEPOINT ${name}` });
      try {
        const result = await fn(transactionDb(send, tx, depth + 1));
        await send({ op: 'exec', tx, text: `RELEASE SAVEPOINT ${name}` });
        return result;
      } catch (error) {
        await send({ op: 'exec', tx, text: `ROLLBACK TO SAVEPOINT ${name}` });
        throw error;
      }
    },
    close: () => Promise.reject(new Error('close() the database, not a transaction')),
  };
}
