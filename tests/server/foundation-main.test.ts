// `tsx server/main.ts` as an operator runs it: one clear line and exit code 1 for each fixable startup problem,
// the URL on success, and a clean exit on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DemoAccountsDocument } from '../../generated/hooks';
import { bearer, keyFor, persistedBody, signInByHash } from '../support/api-keys';
import { seededDataDir as seededDir } from '../support/data-dir';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let seededDataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  // The run's seed dump as a cleanly stopped data directory: main.ts opens it without a 5 s initdb.
  seededDataDir = await seededDir(inject('lanesSeedDump'));
}, 60_000);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, stdout, stderr }));
  const line = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) resolve(match);
      };
      child.stdout.on('data', check);
      void exited.then((result) => reject(new Error(`main.ts exited (${result.code}): ${result.stderr}`)));
    });
  return { child, exited, line };
}

async function busyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('server/main.ts', () => {
  it('serves the seeded database, prints its URL, and stops cleanly on SIGTERM', async () => {
    const main = startMain({ DATA_DIR: seededDataDir });
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
      `Lanes is running at ${url} (embedded database in ${seededDataDir})`,
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

  it('says the port is in use', async () => {
    const busy = await busyPort();
    try {
      const result = await startMain({ DATA_DIR: seededDataDir, PORT: String(busy.port) }).exited;
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `lanes: Port ${busy.port} is in use: stop the other process or set PORT\n`,
      });
    } finally {
      await busy.close();
    }
  });

  it('says the database at DATABASE_URL cannot be reached, without its password', async () => {
    const busy = await busyPort();
    // A port that refuses connections: taken a moment ago, closed now.
    await busy.close();
    const result = await startMain({ DATABASE_URL: `postgres://lanes:hunter2@127.0.0.1:${busy.port}/lanes` })
      .exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `lanes: Cannot reach the database at DATABASE_URL postgres://lanes:***@127.0.0.1:${busy.port}/lanes ` +
        `(connect ECONNREFUSED 127.0.0.1:${busy.port}): start PostgreSQL or fix the URL, or unset DATABASE_URL ` +
        'to use the embedded database\n',
    });
  });

  it('says Redis at REDIS_URL cannot be reached', async () => {
    const busy = await busyPort();
    await busy.close();
    const result = await startMain({
      DATA_DIR: seededDataDir,
      REDIS_URL: `redis://:hunter2@127.0.0.1:${busy.port}`,
    }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `lanes: Cannot reach Redis at REDIS_URL redis://:***@127.0.0.1:${busy.port} ` +
        `(connect ECONNREFUSED 127.0.0.1:${busy.port}): start Redis or unset REDIS_URL\n`,
    });
  });

  it('says a corrupt data directory should be moved away', async () => {
    const corrupt = await mkdtemp(path.join(os.tmpdir(), 'lanes-corrupt-'));
    await writeFile(path.join(corrupt, 'PG_VERSION'), 'not a version\n');
    await mkdir(path.join(corrupt, 'global'));
    await writeFile(path.join(corrupt, 'global', 'pg_control'), 'garbage');
    const result = await startMain({ DATA_DIR: corrupt }).exited;
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(
        `^lanes: The embedded database in ${corrupt} is corrupt or unreadable \\([^\\n]+\\): ` +
          'move that directory away \\(a fresh one is created and seeded\\) or set DATA_DIR\\n$',
      ),
    );
  });

  it('refuses a data directory that holds something else', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'lanes-other-'));
    await writeFile(path.join(other, 'notes.txt'), 'mine');
    const result = await startMain({ DATA_DIR: other }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `lanes: Cannot use the data directory ${other} (it is not a database directory): move it away or set DATA_DIR to another directory\n`,
    });
  });

  it('says what is wrong with PORT', async () => {
    const result = await startMain({ PORT: 'eighty' }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'lanes: PORT must be a whole number from 0 to 65535, not "eighty"\n',
    });
  });

  it('npm start skips a build that is current, and stops cleanly on Ctrl-C to the whole process group', async () => {
    // index.html written now is newer than every source, so start.mjs must not run vite build.
    const dist = await mkdtemp(path.join(os.tmpdir(), 'lanes-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Lanes</title>');
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: seededDataDir,
        STATIC_DIR: dist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        const match = /Lanes is running at (\S+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`npm start exited: ${stderr}`)));
    });
    expect(await (await fetch(`${url}/p/LAN`)).text()).toBe('<!doctype html><title>Lanes</title>');
    const exited = once(child, 'exit');
    // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group, the service included.
    process.kill(-(child.pid ?? 0), 'SIGINT');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual([
      `Lanes is running at ${url} (embedded database in ${seededDataDir})`,
      'SIGINT: stopping Lanes',
    ]);
    expect(stderr).toBe('');
  });
});
