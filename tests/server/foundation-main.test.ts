// `node build/server.mjs` as an operator runs it: the URL on success and a clean exit on SIGTERM, and `npm start` on
// Ctrl-C (each fixable startup problem's one line: foundation-main-errors.test.ts).
import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DemoAccountsDocument } from '../../generated/hooks';
import { bearer, keyFor, persistedBody, signInByHash } from '../support/api-keys';
import { mainProcesses } from '../support/main-process';
import { tempDir } from '../support/temp';

const { dataDir: seededDataDir, spawn: startMain } = mainProcesses();

describe('server/main.ts', () => {
  it('serves the seeded database, prints its URL, and stops cleanly on SIGTERM', async () => {
    const main = startMain({ DATA_DIR: seededDataDir() });
    const [, url] = await main.line(
      /"msg":"Lanes is running at (http:\/\/127\.0\.0\.1:\d+) \(embedded database in .+?\)"/,
    );
    // As the app asks it: by hash (main.ts without LANES_ENV runs as production, which takes no text unkeyed).
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'lanes_session=not-a-session',
        'x-request-id': 'req-1',
      },
      body: JSON.stringify(persistedBody(DemoAccountsDocument)),
    });
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(
      ((await response.json()) as { data: { demoAccounts: { email: string }[] } }).data.demoAccounts.map(
        (a) => a.email,
      ),
    ).toEqual(['ada@lanes.test', 'grace@lanes.test', 'linus@lanes.test']);
    // An API key at work, refused, and revoked: the key is never written to the log, whatever the request.
    const cookie = await signInByHash(`${url}/graphql`, 'ada@lanes.test');
    const key = await keyFor(`${url}/graphql`, 'ada@lanes.test', 'READ', { cookie });
    for (const [body, headers] of [
      [{ query: 'query Mine { viewer { email } }' }, bearer(key)],
      [{ query: 'mutation Nope { signOut }' }, bearer(key)],
      [{ query: '{ viewer { email } }' }, { authorization: `Bearer ${key}x` }],
    ] as const) {
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'keyed', ...headers },
        body: JSON.stringify(body),
      });
    }
    main.child.kill('SIGTERM');
    const result = await main.exited;
    expect(result.code).toBe(0);
    // One JSON record a line (pino): the start, the request (id, operation, duration, outcome; never the cookie),
    // the stop.
    const records = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((r) => r.msg)).toEqual([
      `Lanes is running at ${url} (embedded database in ${seededDataDir()})`,
      ...Array.from({ length: 6 }, () => 'request'),
      'SIGTERM: stopping Lanes',
    ]);
    expect(records[1]).toMatchObject({
      level: 30,
      requestId: 'req-1',
      operation: 'DemoAccounts',
      status: 200,
      outcome: 'ok',
      durationMs: expect.any(Number),
    });
    expect(
      records.filter((r) => r.requestId === 'keyed').map((r) => [r.operation, r.status, r.errors]),
    ).toEqual([
      ['Mine', 200, undefined],
      ['Nope', 200, ['FORBIDDEN']],
      [null, 401, ['UNAUTHENTICATED']],
    ]);
    expect(result.stdout).not.toContain('not-a-session');
    expect(result.stdout).not.toContain(key.slice('lanes_'.length));
    expect(result.stdout).not.toContain(cookie.slice('lanes_session='.length));
    expect(result.stderr).toBe('');
  });

  it('npm start skips a build that is current, and stops cleanly on Ctrl-C to the whole process group', async () => {
    // index.html written now is newer than every source, so start.mjs must not run vite build.
    const dist = await tempDir('lanes-dist-');
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Lanes</title>');
    const start = startMain({ DATA_DIR: seededDataDir(), STATIC_DIR: dist }, { npmStart: true });
    const url = await start.listening();
    expect(await (await fetch(`${url}/p/LAN`)).text()).toBe('<!doctype html><title>Lanes</title>');
    // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group, the service included.
    start.signal('SIGINT');
    const { code, stdout, stderr } = await start.exited;
    expect(code).toBe(0);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual([
      `Lanes is running at ${url} (embedded database in ${seededDataDir()})`,
      'SIGINT: stopping Lanes',
    ]);
    expect(stderr).toBe('');
  });
});
