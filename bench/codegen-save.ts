// `npx tsx bench/codegen-save.ts`: how long `npm run dev` takes from a saved .graphql document to its rewritten
// module in generated/. A Vite dev server with the codegen-on-save plugin runs in this process on a copy of
// codegen's inputs (the worktree is not touched); one document is saved five times, alternating two versions, after
// one warm-up save. Prints each save's wall and CPU time (this process: Vite's watcher and codegen) with the load
// average, then the medians as one JSON line.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger, createServer } from 'vite';
import { copyOfCodegenInputs } from '../tests/codegen/support';
import { codegenOnSave } from '../vite.config';

const SAVES = 5;
const DOCUMENT = 'src/features/team/api/InboxCount.graphql';
const MODULE = 'generated/operations/InboxCount.ts';
const VERSIONS = [
  'query InboxCount {\n  inbox(first: 0) {\n    unreadCount\n  }\n}\n',
  'query InboxCount {\n  inbox(first: 0) {\n    unread: unreadCount\n  }\n}\n',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;

const copy = await copyOfCodegenInputs();
// Codegen compares an output with the file at its relative name from the process's folder, not from its cwd option:
// run from the copy, or an output equal to the worktree's own file is never written.
process.chdir(copy.dir);
const logger = createLogger('silent');
const errors: string[] = [];
logger.error = (message) => void errors.push(message);
const server = await createServer({
  root: copy.dir,
  configFile: false,
  customLogger: logger,
  plugins: [codegenOnSave()],
  server: { port: 0, host: '127.0.0.1' },
  optimizeDeps: { noDiscovery: true, include: [] },
});
await server.listen();

/** Saves `version` and waits (polling every 5 ms) until the module shows it: wall and CPU milliseconds. */
async function save(version: number) {
  const module = path.join(copy.dir, MODULE);
  const before = await readFile(module, 'utf8');
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  await writeFile(path.join(copy.dir, DOCUMENT), VERSIONS[version] as string);
  for (;;) {
    const now = await readFile(module, 'utf8').catch(() => before);
    if (now !== before && now.includes('unread: unreadCount') === (version === 1)) break;
    if (errors.length > 0) throw new Error(errors.join('\n'));
    if (performance.now() - start > 60_000)
      throw new Error('bench: generated/ was not rewritten within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

try {
  await save(1);
  const rows: { wallMs: number; cpuMs: number; load: number }[] = [];
  for (let i = 0; i < SAVES; i++) {
    // Vite's watcher settles before the next save, as between a person's saves.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const row = { ...(await save(i % 2)), load: os.loadavg()[0] as number };
    rows.push(row);
    console.log(
      `save ${i + 1}: wall ${row.wallMs.toFixed(0)} ms, CPU ${row.cpuMs.toFixed(0)} ms, load ${row.load.toFixed(1)}`,
    );
  }
  const walls = rows.map((r) => r.wallMs);
  const cpus = rows.map((r) => r.cpuMs);
  console.log(
    JSON.stringify({
      codegen_save_wall_ms: Math.round(median(walls)),
      codegen_save_wall_ms_min: Math.round(Math.min(...walls)),
      codegen_save_wall_ms_max: Math.round(Math.max(...walls)),
      codegen_save_cpu_ms: Math.round(median(cpus)),
      codegen_save_cpu_ms_min: Math.round(Math.min(...cpus)),
      codegen_save_cpu_ms_max: Math.round(Math.max(...cpus)),
      load_average: Math.round(median(rows.map((r) => r.load)) * 10) / 10,
    }),
  );
} finally {
  await server.close();
  await copy.remove();
}
