// The service as its own process, as an operator starts it (build/server.mjs, which the run's global setup builds
// from server/, or `npm start`'s scripts/start.mjs): only the environment given (and PATH, HOME, HOST 127.0.0.1,
// PORT 0), its output collected. The one launcher of every test that starts the service as a process.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, inject } from 'vitest';
import { SERVER_BUNDLE } from '../../scripts/build-server.mjs';
import { seededDataDir } from './data-dir';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface MainProcess {
  child: ChildProcess;
  /** Its exit code and everything it wrote, once its output has closed. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** The first match of `pattern` in its stdout so far or to come; rejects if it exits without one. */
  line(pattern: RegExp): Promise<RegExpExecArray>;
  /** The URL it prints once listening: `http://127.0.0.1:<port>`. */
  listening(): Promise<string>;
  /** What it has written to stderr so far. */
  stderr(): string;
  /** Signals it; under `npmStart`, its whole process group, as a terminal's Ctrl-C does. */
  signal(name: NodeJS.Signals): void;
}

/** Started and listening at `url`. */
export type ListeningMain = MainProcess & { url: string };

export interface MainOptions {
  /** A shell lowers the open-file limit to this first. */
  fileLimit?: number;
  /** `npm start` (scripts/start.mjs) instead of server/main.ts, leading a process group (Ctrl-C signals the group). */
  npmStart?: boolean;
}

export function spawnMain(env: Record<string, string>, options: MainOptions = {}): MainProcess {
  const node = [process.execPath, ...(options.npmStart ? ['scripts/start.mjs'] : [SERVER_BUNDLE])];
  const [command, ...args] = options.fileLimit
    ? ['sh', '-c', `ulimit -n ${options.fileLimit} && exec ${node.map((part) => `"${part}"`).join(' ')}`]
    : node;
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.npmStart === true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // 'close', not 'exit': the streams have ended, so what a last line said is in stdout (and a grandchild's too).
  const exited = once(child, 'close').then(([code]) => ({ code: code as number | null, stdout, stderr }));
  const line = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) resolve(match);
      };
      check();
      child.stdout!.on('data', check);
      void exited.then((result) =>
        reject(new Error(`${args.join(' ')} exited (${result.code}): ${result.stderr}`)),
      );
    });
  return {
    child,
    exited,
    line,
    listening: async () => (await line(/Lanes is running at (http:\/\/127\.0\.0\.1:\d+)/))[1]!,
    stderr: () => stderr,
    signal: (name) => process.kill(options.npmStart ? -child.pid! : child.pid!, name),
  };
}

export async function startMainProcess(
  env: Record<string, string>,
  options: MainOptions = {},
): Promise<ListeningMain> {
  const main = spawnMain(env, options);
  return { ...main, url: await main.listening() };
}

/**
 * For a file whose tests start the service: the run's seed dump as a data directory, made before them, and every
 * process a test started killed after it if it still runs. Read `dataDir()` inside tests.
 */
export function mainProcesses() {
  let dataDir: string | undefined;
  const started: MainProcess[] = [];
  beforeAll(async () => {
    // A cleanly stopped directory: main.ts opens it without recovery (tests/support/data-dir.ts).
    dataDir = await seededDataDir(inject('lanesSeedDump'));
  }, 60_000);
  afterEach(() => {
    for (const main of started.splice(0)) if (main.child.exitCode === null) main.signal('SIGKILL');
  });
  const spawnTracked = (env: Record<string, string>, options?: MainOptions) => {
    const main = spawnMain(env, options);
    started.push(main);
    return main;
  };
  return {
    dataDir(): string {
      if (!dataDir) throw new Error('The data directory is made in beforeAll: read it inside a test');
      return dataDir;
    },
    spawn: spawnTracked,
    start: async (env: Record<string, string>, options?: MainOptions): Promise<ListeningMain> => {
      const main = spawnTracked(env, options);
      return { ...main, url: await main.listening() };
    },
  };
}
