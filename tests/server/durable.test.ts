// Nothing acknowledged is lost: the embedded database fsyncs its write-ahead log before a commit is acknowledged,
// and a data directory removed or replaced while running stops the service before it acknowledges another write.
// Against the real service (`tsx server/main.ts` as a child process) and a real PGlite data directory on disk.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DataDirectoryLostError, guardDataDir } from '../../server/db/data-dir-guard';
import { openPglite } from '../../server/db/pglite';
import { seededDataDir as seededDir } from '../support/data-dir';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

const seededDataDir = () => seededDir(inject('lanesSeedDump'));

function startMain(env: Record<string, string>, wrapper: string[] = []) {
  const command = [...wrapper, process.execPath, '--import', 'tsx', 'server/main.ts'];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      // The requests send their own text, as an API key may (tests/server/trusted-documents.test.ts: production's).
      LANES_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, stdout, stderr }));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Lanes is running at (\S+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((result) => reject(new Error(`main.ts exited (${result.code}): ${result.stderr}`)));
  });
  // A test that expects the service to refuse to start never reads the URL.
  url.catch(() => undefined);
  return { child, exited, url };
}

async function post(url: string, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    response,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: object }[] },
  };
}

async function signIn(url: string): Promise<string> {
  const { response } = await post(
    url,
    'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
  );
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

const CREATE_TASK = 'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }';

describe('durable commits', () => {
  beforeAll(async () => {
    // strace is how the test sees the system calls; it is part of the machine this suite runs on.
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    await seededDataDir(); // prepares the cached clean directory once (see tests/support/data-dir.ts)
  }, 60_000);

  it('fsyncs the write-ahead log before each acknowledged commit', async () => {
    const dataDir = await seededDataDir();
    const main = startMain({ DATA_DIR: dataDir });
    const url = await main.url;
    const cookie = await signIn(url);
    const tracer = await traceSyncs(main.child.pid!, path.join(path.dirname(dataDir), 'strace.txt'));
    for (let i = 0; i < 20; i += 1) {
      const { body } = await post(url, CREATE_TASK, { t: `durable ${i}` }, cookie);
      expect(body.errors).toBeUndefined();
    }
    const syncs = await tracer.stop();
    // Each commit synced the WAL segment it wrote (the descriptor's path, -y, names it).
    const walSyncs = syncs.filter((line) => /fsync\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>\) = 0/.test(line));
    expect(walSyncs.length).toBeGreaterThanOrEqual(20);
    main.child.kill('SIGTERM');
    expect((await main.exited).code).toBe(0);
  }, 60_000);

  it('stock PGlite (relaxed) never syncs: what the durable setting changes', async () => {
    const dataDir = await seededDataDir();
    const { db } = await openPglite({ dataDir, durable: false });
    // This very process, traced while it writes: every fsync of the 20 commits would show.
    const tracer = await traceSyncs(process.pid, path.join(path.dirname(dataDir), 'strace-relaxed.txt'));
    let syncs: string[];
    try {
      for (let i = 0; i < 20; i += 1) {
        await db.query('INSERT INTO projects (id, key, name, description) VALUES ($1, $2, $3, $4)', [
          `relaxed-${i}`,
          `RX${String.fromCharCode(65 + i)}`,
          'r',
          '',
        ]);
      }
    } finally {
      syncs = await tracer.stop();
      await db.close();
    }
    expect(syncs).toEqual([]);
  });
});

/** Attaches strace to a running process (and its threads) and collects its fsync/fdatasync calls until stop(). */
async function traceSyncs(pid: number, file: string): Promise<{ stop(): Promise<string[]> }> {
  const tracer = spawn('strace', ['-f', '-y', '-e', 'trace=fsync,fdatasync', '-o', file, '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(tracer);
  let said = '';
  await new Promise<void>((resolve, reject) => {
    tracer.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
      if (said.includes('attached')) resolve();
    });
    tracer.once('exit', () => reject(new Error(`strace: ${said}`)));
  });
  return {
    async stop() {
      const exited = once(tracer, 'exit');
      tracer.kill('SIGINT'); // detaches; the traced process runs on
      await exited;
      return (await readFile(file, 'utf8')).split('\n').filter((line) => /f(data)?sync\(/.test(line));
    },
  };
}

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
    const main = startMain({ DATA_DIR: dataDir });
    const url = await main.url;
    const cookie = await signIn(url);
    expect((await post(url, CREATE_TASK, { t: 'before' }, cookie)).body.errors).toBeUndefined();
    await rm(dataDir, { recursive: true });
    // The write races the directory watch: either it is answered with the refusal, or the service has already
    // stopped and the connection fails. It is never acknowledged.
    const outcome = await post(url, CREATE_TASK, { t: 'after' }, cookie).then(
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

  it('an existing but empty data directory is refused, never silently seeded', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'lanes-empty-'));
    const result = await startMain({ DATA_DIR: empty }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `lanes: Cannot use the data directory ${empty} (it exists but is empty; Lanes creates and seeds a ` +
        'database only where no directory exists): move it away or set DATA_DIR to another directory\n',
    });
  });
});
