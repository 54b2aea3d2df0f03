// A throwaway PostgreSQL server for tests of the DATABASE_URL path: initdb into a temporary directory (or a copy of
// a cluster made once), started on a free loopback port with fsync off, removed on stop. Finds the binaries on PATH,
// in /usr/local/bin or Debian's /usr/lib/postgresql/<version>/bin; when there are none and we are root, installs
// Debian's package.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestPostgres {
  /** postgres://lanes@127.0.0.1:<port>/postgres */
  url: string;
  /** The cluster's directory (copied by startPostgres({ from }) once the server is halted). */
  dataDir: string;
  stop(): Promise<void>;
  /** Stops the server (fast shutdown: every connection is cut), keeping its data and port for resume(). */
  halt(): void;
  /** Starts it again on the same port and data, waiting until it accepts connections. */
  resume(): void;
}

const INSTALL_HINT =
  'PostgreSQL is not installed: run `apt-get install -y postgresql` (as root), then the tests again';

function findBinDir(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/local/bin',
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return (
    candidates.find(
      (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
    ) ?? null
  );
}

function ensureBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error(INSTALL_HINT);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const after = install.status === 0 ? findBinDir() : null;
  if (!after) throw new Error(INSTALL_HINT);
  return after;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Who runs the server: PostgreSQL refuses to run as root, so under root it runs as postgres (or nobody). */
function serverAccount(): { runAs: string[]; uid: number | null } {
  if (process.getuid?.() !== 0) return { runAs: [], uid: null };
  const user = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  return {
    runAs: ['runuser', '-u', user, '--'],
    uid: Number(execFileSync('id', ['-u', user]).toString().trim()),
  };
}

/** A new cluster (initdb), never started: startPostgres({ from }) copies it rather than running initdb again. */
export function initCluster(): string {
  const bin = ensureBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lanes-pg-base-'));
  const dataDir = path.join(dir, 'data');
  const { runAs, uid } = serverAccount();
  if (uid !== null) chownSync(dir, uid, 0);
  const [file, ...rest] = [
    ...runAs,
    path.join(bin, 'initdb'),
    ...['-D', dataDir, '-U', 'lanes', '--auth=trust', '-E', 'UTF8', '--no-sync'],
  ] as [string, ...string[]];
  execFileSync(file, rest, { stdio: 'pipe', cwd: dir });
  return dataDir;
}

export interface StartPostgresOptions {
  /** A cluster made by initCluster() to copy, instead of running initdb: a fraction of a second instead of seconds. */
  from?: string;
}

export async function startPostgres(options: StartPostgresOptions = {}): Promise<TestPostgres> {
  const bin = ensureBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lanes-pg-'));
  const dataDir = path.join(dir, 'data');
  const { runAs, uid } = serverAccount();
  if (uid !== null) chownSync(dir, uid, 0);
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = [...runAs, path.join(bin, command), ...args] as [string, ...string[]];
    execFileSync(file, rest, { stdio: 'pipe', cwd: dir });
  };
  if (options.from) {
    // -a keeps the owner (the server's account) and the 0700 mode PostgreSQL insists on.
    execFileSync('cp', ['-a', options.from, dataDir]);
  } else {
    run('initdb', ['-D', dataDir, '-U', 'lanes', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  const port = await freePort();
  // Every test service's pool (up to 10 connections each) meets on the run's server: four workers, some with several
  // services at once, can pass the default 100.
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=400`,
      'start',
    ]);
  start();
  return {
    url: `postgres://lanes@127.0.0.1:${port}/postgres`,
    dataDir,
    halt: () => run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']),
    resume: start,
    async stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
