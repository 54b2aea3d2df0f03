// foundation-main*.test.ts: main.ts started as an operator starts it, a child process with an
// environment of its own, its output collected, killed after the test if it still runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, inject } from 'vitest';
import { seededDataDir as seededDir } from '../support/data-dir';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let dataDir: string | undefined;
export const children: ChildProcess[] = [];

/**
 * For a file of main.ts tests: a data directory from the run's seed dump before them, and every child still running
 * killed after each test. Returns the directory's path (read it inside tests).
 */
export function mainProcesses(): () => string {
  beforeAll(async () => {
    // The run's seed dump as a cleanly stopped data directory: main.ts opens it without a 5 s initdb.
    dataDir = await seededDir(inject('lanesSeedDump'));
  }, 60_000);
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  return () => {
    if (!dataDir) throw new Error('The data directory is made in beforeAll: read it inside a test');
    return dataDir;
  };
}

/** `tsx server/main.ts` with only `env` (and PATH, HOME, HOST, PORT 0) as its environment. */
export function startMain(env: Record<string, string>) {
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

/** A loopback port someone holds. */
export async function busyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
