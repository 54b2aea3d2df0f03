// A data directory removed or replaced while the embedded database runs stops the service before it acknowledges
// another write (fsync before each acknowledged commit: durable.test.ts). Against a real PGlite data directory on
// disk, and the real service (`node build/server.mjs` as a child process).
import { cp, rename, rm } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { DataDirectoryLostError, guardDataDir } from '../../server/db/data-dir-guard';
import { openPglite } from '../../server/db/pglite';
import { signInByHash } from '../support/api-keys';
import { graphql } from '../support/capacity';
import { seededDataDir as seededDir } from '../support/data-dir';
import { mainProcesses } from '../support/main-process';

const seededDataDir = () => seededDir(inject('lanesSeedDump'));
const mains = mainProcesses();
const CREATE_TASK = 'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }';

const LOST = (dir: string) =>
  `The data directory ${dir} was removed or replaced while Lanes was running: stopped without acknowledging ` +
  'further writes; restore it, or restart Lanes to create and seed a new one';

describe('a data directory removed or replaced while running', () => {
  it.each([
    ['removed', (dir: string) => rm(dir, { recursive: true })],
    [
      'replaced by a copy',
      async (dir: string) => {
        await rename(dir, `${dir}.moved`);
        await cp(`${dir}.moved`, dir, { recursive: true });
      },
    ],
  ])('%s: the next write is refused and reported once', async (_, change) => {
    const dataDir = await seededDataDir();
    const { db } = await openPglite({ dataDir });
    const reports: string[] = [];
    const guard = guardDataDir(db, dataDir, (message) => reports.push(message));
    try {
      await guard.db.query("INSERT INTO projects (id, key, name, description) VALUES ('g1', 'GA', 'g', '')");
      await change(dataDir);
      // Straight after the change, before the directory watch can have fired: the synchronous check refuses.
      await expect(
        guard.db.query("INSERT INTO projects (id, key, name, description) VALUES ('g2', 'GB', 'g', '')"),
      ).rejects.toEqual(new DataDirectoryLostError(LOST(dataDir)));
      await expect(guard.db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(
        DataDirectoryLostError,
      );
      await expect(guard.db.query('SELECT 1')).rejects.toBeInstanceOf(DataDirectoryLostError);
      expect(reports).toEqual([LOST(dataDir)]);
    } finally {
      guard.close();
      await db.close();
    }
  });

  it('the service never acknowledges the next write, and exits 1 with one line', async () => {
    const dataDir = await seededDataDir();
    // The requests send their own text, as an API key may (trusted-documents.test.ts: production's).
    const main = await mains.start({ DATA_DIR: dataDir, LANES_ENV: 'development' });
    const { url } = main;
    const cookie = await signInByHash(`${url}/graphql`, 'ada@lanes.test');
    expect((await graphql(url, CREATE_TASK, { t: 'before' }, cookie)).body.errors).toBeUndefined();
    await rm(dataDir, { recursive: true });
    // The write races the directory watch: either it is answered with the refusal, or the service has already
    // stopped and the connection fails. It is never acknowledged.
    const outcome = await graphql(url, CREATE_TASK, { t: 'after' }, cookie).then(
      ({ body }) => body,
      () => 'connection closed',
    );
    if (outcome !== 'connection closed') {
      expect(outcome).toEqual({
        data: null,
        errors: [
          {
            message: 'The service lost its data directory and is stopping; this change was not saved',
            locations: [{ line: 1, column: 24 }],
            path: ['createTask'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      });
    }
    const result = await main.exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`lanes: ${LOST(dataDir)}\n`);
  });
});
