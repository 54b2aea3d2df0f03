// `npm run bench:load`: the reference service under load, as `npm start` runs it (build/server.mjs in a child process
// on a random loopback port, the embedded database durable in a fresh temporary directory, seeded). Bounded loops
// (autocannon, a fixed duration per case) against 127.0.0.1 only. Prints one table line per case, then one JSON line:
// Board and MoveTask req/s, p50 and p99 at concurrency 1, 16 and 64, and Board's p99 while the abuse cases of
// bench/abuse.ts run at the same time from another process (light ones, then the attacks of issue 8 at full size).
//
//   BENCH_LOAD_SECONDS=5 (per case)   BENCH_CPU_PROF=dir (the service writes a V8 CPU profile there on exit)
//   BENCH_LOAD_ONLY=board_c16,move_c16 (run only these cases: a profile of one case shows only its costs)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BoardDocument, MoveTaskDocument } from '../generated/graphql';
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 5);
const CONCURRENCY = [1, 16, 64] as const;
const ONLY = process.env['BENCH_LOAD_ONLY']?.split(',').filter(Boolean) ?? null;
const wanted = (name: string) => ONLY === null || ONLY.includes(name);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The service's CPU time per request (user + system): unlike req/s, it holds on a machine shared with others. */
  cpuMsPerRequest?: number;
}

async function startService(dataDir: string) {
  await buildServer();
  const profileDir = process.env['BENCH_CPU_PROF'];
  const child = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), SERVER_BUNDLE],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // Its traffic is text, as an API key's is; production's trusted documents would refuse it unread.
        LANES_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /Lanes is running at (\S+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code})`)));
  });
  return {
    url,
    /** The service's CPU time so far, in ms (Linux /proc: utime + stime, in clock ticks of 10 ms). */
    async cpuMs(): Promise<number> {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    /** The service's peak resident memory so far, in MB (Linux /proc). */
    async peakRssMb(): Promise<number> {
      return memoryMb(child.pid, 'VmHWM');
    },
    /**
     * Starts the peak over from now (Linux: 5 to /proc/pid/clear_refs resets VmHWM), so the peak of the load and
     * abuse runs is told apart from the first start's (PGlite's initdb, the demo passwords' scrypt).
     */
    async resetPeak(): Promise<void> {
      await writeFile(`/proc/${child.pid}/clear_refs`, '5');
    },
    /** The service's resident memory now, in MB (Linux /proc). */
    async rssMb(): Promise<number> {
      return memoryMb(child.pid, 'VmRSS');
    },
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** bench/abuse-process.ts started and sending; stop() ends it and resolves with its counts. */
async function startAbuseProcess(baseUrl: string, cookie: string, kind: 'light' | 'issue') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/abuse-process.ts', baseUrl, cookie, kind],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => stdout.includes('started') && resolve());
    child.once('exit', (code) => reject(new Error(`bench/abuse-process.ts exited (${code})`)));
  });
  return {
    async stop(): Promise<Record<string, number>> {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(stdout.slice(stdout.indexOf('started') + 'started'.length)) as Record<string, number>;
    },
  };
}

async function memoryMb(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function graphql(url: string, query: string, variables: object, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(body.errors)}`);
  return { response, data: body.data! };
}

function figures(result: autocannon.Result): Figures {
  // No answer within the run (the service was blocked throughout): the latencies are "more than the run", not 0.
  const answered = result.requests.total > 0;
  return {
    rps: Math.round(result.requests.average),
    p50: answered ? result.latency.p50 : Number.POSITIVE_INFINITY,
    p99: answered ? result.latency.p99 : Number.POSITIVE_INFINITY,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function boardLoad(url: string, cookie: string, connections: number, seconds = SECONDS) {
  const result = await autocannon({
    url: `${url}/graphql`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: String(BoardDocument), variables: { key: 'LAN' } }),
  });
  return figures(result);
}

/** Where each bench task is now, across the MoveTask runs (a stale version would be refused as CONFLICT). */
const taskStates = new Map<string, { version: number; status: string }>();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/**
 * Each worker moves its own task back and forth between Backlog and To do, carrying the version it got back. Plain
 * fetch (undici, keep-alive) rather than autocannon: autocannon resets a connection's context between requests, so
 * it cannot carry the version from one move to the next.
 */
async function moveLoad(
  url: string,
  cookie: string,
  taskIds: string[],
  connections: number,
): Promise<Figures> {
  const query = String(MoveTaskDocument);
  const latencies: number[] = [];
  let errors = 0;
  const kinds = new Map<string, number>();
  const count = (kind: string) => {
    errors += 1;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  };
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    taskIds.slice(0, connections).map(async (id) => {
      // Carried over from the previous run that moved this task (every task starts in Backlog at version 1).
      let { version, status } = taskStates.get(id) ?? { version: 1, status: 'BACKLOG' };
      while (performance.now() < end) {
        const target = status === 'TODO' ? 'BACKLOG' : 'TODO';
        const start = performance.now();
        try {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ query, variables: { id, status: target, expectedVersion: version } }),
          });
          const body = (await response.json()) as {
            data?: { moveTask?: { version: number } };
            errors?: { extensions?: { code?: string } }[];
          };
          if (body.data?.moveTask) {
            version = body.data.moveTask.version;
            status = target;
          } else count(`HTTP ${response.status} ${body.errors?.[0]?.extensions?.code ?? ''}`.trim());
        } catch (error) {
          count(String((error as Error).cause ?? error).slice(0, 80));
        }
        latencies.push(performance.now() - start);
      }
      taskStates.set(id, { version, status });
    }),
  );
  latencies.sort((x, y) => x - y);
  if (kinds.size > 0)
    console.log(`move_c${connections} refusals: ${JSON.stringify(Object.fromEntries(kinds))}`);
  return {
    rps: Math.round(latencies.length / SECONDS),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}

async function main() {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'lanes-load-'));
  const service = await startService(path.join(parent, 'data'));
  try {
    const signIn = await graphql(
      service.url,
      'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
      {},
    );
    const cookie = signIn.response.headers.getSetCookie()[0]!.split(';')[0]!;
    // One task per MoveTask connection, in a project of their own so the Board figures stay on the seeded board.
    await graphql(
      service.url,
      'mutation { createProject(input: { key: "LOAD", name: "Load" }) { id } }',
      {},
      cookie,
    );
    const taskIds: string[] = [];
    for (let i = 0; i < Math.max(...CONCURRENCY); i += 1) {
      const { data } = await graphql(
        service.url,
        'mutation ($t: String!) { createTask(input: { projectKey: "LOAD", title: $t }) { id } }',
        { t: `load ${i}` },
        cookie,
      );
      taskIds.push((data['createTask'] as { id: string }).id);
    }
    await boardLoad(service.url, cookie, 16, 2); // warm-up: JIT, caches, connections

    const results: Record<string, Figures> = {};
    // Resident memory after each phase (current and peak so far), so a peak can be traced to the phase that made it.
    const memory: Record<string, [rss: number, peak: number]> = {};
    const noteMemory = async (phase: string) => {
      memory[phase] = [await service.rssMb(), await service.peakRssMb()];
    };
    await noteMemory('setup');
    const startupPeakMb = await service.peakRssMb();
    await service.resetPeak();
    const measured = async (run: () => Promise<Figures>): Promise<Figures> => {
      const before = await service.cpuMs();
      const f = await run();
      const requests = f.rps * SECONDS;
      return {
        ...f,
        cpuMsPerRequest: Math.round((((await service.cpuMs()) - before) / requests) * 100) / 100,
      };
    };
    for (const c of CONCURRENCY) {
      if (!wanted(`board_c${c}`)) continue;
      results[`board_c${c}`] = await measured(() => boardLoad(service.url, cookie, c));
      await noteMemory(`board_c${c}`);
    }
    for (const c of CONCURRENCY) {
      if (!wanted(`move_c${c}`)) continue;
      results[`move_c${c}`] = await measured(() => moveLoad(service.url, cookie, taskIds, c));
      await noteMemory(`move_c${c}`);
    }
    if (wanted('board_c16_while_moving')) {
      // The Board's own project changing all the while (one mover, back to back): every move is a new seq, so the
      // Board is computed again after each one instead of answered from the result cache.
      const { data } = await graphql(
        service.url,
        'mutation { createTask(input: { projectKey: "LAN", title: "bench mover" }) { id } }',
        {},
        cookie,
      );
      const mover = (data['createTask'] as { id: string }).id;
      const [board, moves] = await Promise.all([
        measured(() => boardLoad(service.url, cookie, 16)),
        moveLoad(service.url, cookie, [mover], 1),
      ]);
      results['board_c16_while_moving'] = board;
      results['move_c1_beside_board'] = moves;
      await noteMemory('board_c16_while_moving');
    }

    let abuseCounts: Record<string, number> = {};
    for (const [name, kind] of [
      ['board_c16_under_abuse', 'light'],
      ['board_c16_under_issue_abuse', 'issue'],
    ] as const) {
      if (!wanted(name)) continue;
      const abuse = await startAbuseProcess(service.url, cookie, kind);
      results[name] = await measured(() => boardLoad(service.url, cookie, 16));
      abuseCounts = { ...abuseCounts, ...(await abuse.stop()) };
      await noteMemory(name);
    }

    for (const [name, f] of Object.entries(results)) {
      console.log(
        `${name.padEnd(24)} ${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}  cpu ${f.cpuMsPerRequest ?? '-'} ms/req`,
      );
    }
    console.log(`abuse requests completed: ${JSON.stringify(abuseCounts)}`);
    console.log(`service memory after each phase, MB [rss, peak so far]: ${JSON.stringify(memory)}`);
    const line: Record<string, number> = {};
    for (const [name, f] of Object.entries(results)) {
      line[`${name}_rps`] = f.rps;
      // JSON has no infinity: -1 stands for "no answer within the run".
      line[`${name}_p50_ms`] = Number.isFinite(f.p50) ? f.p50 : -1;
      line[`${name}_p99_ms`] = Number.isFinite(f.p99) ? f.p99 : -1;
      line[`${name}_errors`] = f.errors;
      if (f.cpuMsPerRequest !== undefined) line[`${name}_cpu_ms_per_req`] = f.cpuMsPerRequest;
    }
    // The first start (a new database created and seeded) and the load and abuse runs that follow, apart.
    line['service_startup_peak_rss_mb'] = startupPeakMb;
    line['service_peak_rss_mb'] = await service.peakRssMb();
    line['seconds_per_case'] = SECONDS;
    console.log(JSON.stringify(line));
  } finally {
    await service.stop();
    await rm(parent, { recursive: true, force: true });
  }
}

await main();
