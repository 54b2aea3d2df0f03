// The benchmark's harness: a loopback server answering with canned bytes, and a runner that interleaves every case
// round by round, in a shuffled order (so drift in the machine hits all cases alike), and reports the median of the
// rounds.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type PayloadSize = '1kb' | '1mb';

export interface BenchCase {
  /** Shown in the table, e.g. `client.execute`. */
  name: string;
  size: PayloadSize;
  /** One operation. Cases measuring something tiny do `batch` operations per call. */
  run: () => Promise<unknown> | unknown;
  batch?: number;
  /** The floor the others are compared with (one per size). */
  floor?: boolean;
}

export interface BenchGroup {
  name: string;
  setup(env: BenchEnv): Promise<BenchCase[]>;
  teardown?(): Promise<void> | void;
}

export interface BenchEnv {
  /** `http://127.0.0.1:<port>/graphql/<size>`: POST answers with the canned payload of that size. */
  url(size: PayloadSize): string;
  /** The canned result of each size, as parsed JSON (what every case should end up holding). */
  payloads: Record<PayloadSize, unknown>;
  bytes: Record<PayloadSize, Buffer>;
}

export interface CaseResult {
  name: string;
  size: PayloadSize;
  /** Median over rounds, milliseconds per operation. */
  ms: number;
  /** Median over rounds, CPU milliseconds per operation (this process, the loopback server included). */
  cpuMs: number;
  floor: boolean;
  /** Set for micro cases (many operations per call): not comparable with a request, so no ratio. */
  batch?: number;
}

export async function startCannedServer(bytes: Record<PayloadSize, Buffer>) {
  const server: Server = createServer((req, res) => {
    const size = (req.url ?? '').endsWith('/1mb') ? '1mb' : '1kb';
    const body = bytes[size];
    // The request body is drained before answering, as a real server would.
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (size: PayloadSize) => `http://127.0.0.1:${port}/graphql/${size}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// `gc` without restarting node with --expose-gc: the flag can be set at run time, and a new context then has it.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function collectGarbage() {
  gc();
}

/** A small deterministic generator (mulberry32), so two runs shuffle alike. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface RunOptions {
  rounds: number;
  /** Operations per case per round, by payload size. */
  ops: Record<PayloadSize, number>;
  warmupRounds: number;
}

export async function runInterleaved(cases: BenchCase[], options: RunOptions): Promise<CaseResult[]> {
  const samples = new Map<BenchCase, number[]>(cases.map((c) => [c, []]));
  // CPU time beside wall time: on a shared machine, other processes stretch the wall clock but not this process's
  // CPU time, so the CPU ratios stay readable when the machine is busy.
  const cpuSamples = new Map<BenchCase, number[]>(cases.map((c) => [c, []]));
  const random = seededRandom(0x1a2e5);
  for (let round = 0; round < options.warmupRounds + options.rounds; round++) {
    // A fresh order each round, so no case always follows the same neighbour, and a full collection before each
    // case, so none pays for the garbage another left behind (Apollo's normalised 1 MB leaves a lot).
    for (const benchCase of shuffled(cases, random)) {
      collectGarbage();
      const ops = options.ops[benchCase.size];
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      for (let i = 0; i < ops; i++) await benchCase.run();
      const elapsed = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (round < options.warmupRounds) continue;
      const perOp = ops * (benchCase.batch ?? 1);
      samples.get(benchCase)?.push(elapsed / perOp);
      cpuSamples.get(benchCase)?.push((cpu.user + cpu.system) / 1000 / perOp);
    }
  }
  return cases.map((c) => ({
    name: c.name,
    size: c.size,
    ms: median(samples.get(c) ?? []),
    cpuMs: median(cpuSamples.get(c) ?? []),
    floor: c.floor ?? false,
    ...(c.batch === undefined ? {} : { batch: c.batch }),
  }));
}

export function ratioToFloor(results: CaseResult[], name: string, size: PayloadSize): number {
  const floor = results.find((r) => r.floor && r.size === size);
  const result = results.find((r) => r.name === name && r.size === size);
  if (!floor || !result) throw new Error(`bench: no result for ${name} (${size})`);
  return round(result.ms / floor.ms, 3);
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function table(results: CaseResult[]): string {
  const lines = [
    'size  case                                                 ms/op   x floor   cpu ms/op   cpu x floor',
  ];
  const num = (value: number) => (value < 0.01 ? value.toExponential(3) : value.toFixed(4));
  for (const size of ['1kb', '1mb'] as const) {
    const floor = results.find((r) => r.floor && r.size === size);
    for (const r of results.filter((x) => x.size === size)) {
      const comparable = floor && r.batch === undefined;
      const ratio = comparable ? (r.ms / floor.ms).toFixed(3) : '';
      const cpuRatio = comparable ? (r.cpuMs / floor.cpuMs).toFixed(3) : '';
      lines.push(
        `${size.padEnd(5)} ${r.name.padEnd(47)} ${num(r.ms).padStart(10)} ${ratio.padStart(9)} ` +
          `${num(r.cpuMs).padStart(11)} ${cpuRatio.padStart(13)}`,
      );
    }
  }
  return lines.join('\n');
}
