// `node build/server.mjs` as an operator runs it, told to use a database or Redis that refuses connections: one clear
// line without the URL's password, and exit code 1 (its other settings: foundation-main-errors.test.ts).
import { describe, expect, it } from 'vitest';
import { mainProcesses } from '../support/main-process';
import { freePort } from '../support/redis';

const { dataDir: seededDataDir, spawn: startMain } = mainProcesses();

describe('server/main.ts', () => {
  it('says the database at DATABASE_URL cannot be reached, without its password', async () => {
    // A port that refuses connections: taken a moment ago, closed now.
    const port = await freePort();
    const result = await startMain({ DATABASE_URL: `postgres://lanes:hunter2@127.0.0.1:${port}/lanes` })
      .exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `lanes: Cannot reach the database at DATABASE_URL postgres://lanes:***@127.0.0.1:${port}/lanes ` +
        `(connect ECONNREFUSED 127.0.0.1:${port}): start PostgreSQL or fix the URL, or unset DATABASE_URL ` +
        'to use the embedded database\n',
    });
  });

  it('says Redis at REDIS_URL cannot be reached', async () => {
    const port = await freePort();
    const result = await startMain({
      DATA_DIR: seededDataDir(),
      REDIS_URL: `redis://:hunter2@127.0.0.1:${port}`,
    }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `lanes: Cannot reach Redis at REDIS_URL redis://:***@127.0.0.1:${port} ` +
        `(connect ECONNREFUSED 127.0.0.1:${port}): start Redis or unset REDIS_URL\n`,
    });
  });
});
