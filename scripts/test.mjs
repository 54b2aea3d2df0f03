// `npm test`: every check, stopping at the first stage that fails with a non-zero exit. The static checks and the
// build run at once (each takes about one core); the test stages use both cores themselves. At the end: each stage's
// time and the ten slowest test files. `--record-durations` (npm run test:durations) then writes each file's time to
// tests/durations.json, the order the next runs start files in (scripts/duration-sequencer.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const timesDir = mkdtempSync(path.join(os.tmpdir(), 'lanes-test-times-'));
const REPORTERS = ['--reporter=default', '--reporter=./scripts/file-times-reporter.ts'];
/** The environment of a vitest stage: where its file times go (scripts/file-times-reporter.ts). */
const timed = (name) => ({ LANES_TEST_TIMES: path.join(timesDir, `${name}.json`) });

/** Stages in order; a stage of several commands runs them at once. */
const stages = [
  // Chromium, PostgreSQL, redis-server and nginx from Debian, installed when missing (the tests run them).
  ['system packages', [['node', ['scripts/ensure-system-packages.mjs']]]],
  [
    'codegen check, typecheck, lint and the build',
    [
      ['npm', ['run', '--silent', 'codegen:check']],
      ['npm', ['run', '--silent', 'typecheck']],
      ['npm', ['run', '--silent', 'lint']],
      // The one build of the run: the bundle budget and the browser tests read this dist/ (tests/support/dist.ts).
      ['npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' }],
    ],
  ],
  [
    'unit and integration tests',
    [['npx', ['--no-install', 'vitest', 'run', ...REPORTERS]]],
    timed('unit-and-integration'),
  ],
  // The in-process ratios against their goals in docs/performance.md (ratios only: a loaded machine passes).
  ['bench check', [['npm', ['run', '--silent', 'bench:check']]]],
  [
    'end-to-end tests',
    [['npx', ['--no-install', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', ...REPORTERS]]],
    timed('end-to-end'),
  ],
];

/** Runs a command; alone it writes straight to the terminal, beside others its output comes whole when it ends. */
function run(command, args, env, alone) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = null;
const started = Date.now();

for (const [title, commands, env = {}] of stages) {
  console.log(`\n== ${title}`);
  const stageStarted = Date.now();
  const results = await Promise.all(
    commands.map(async ([command, args, own = {}]) => {
      const commandStarted = Date.now();
      const result = await run(command, args, { ...env, ...own }, commands.length === 1);
      return { ...result, label: [command, ...args].join(' '), ms: Date.now() - commandStarted };
    }),
  );
  for (const { status, output, label, ms } of commands.length > 1 ? results : []) {
    process.stdout.write(output);
    console.log(`-- ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
  }
  const ok = results.every((result) => result.status === 0);
  const ms = Date.now() - stageStarted;
  timings.push([title, ok, ms]);
  console.log(`== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
  if (!ok) {
    failed = results.find((result) => result.status !== 0)?.status ?? 1;
    break;
  }
}

console.log('\n== Stages');
for (const [title, ok, ms] of timings)
  console.log(`${seconds(ms).padStart(9)}  ${title}${ok ? '' : ' (FAILED)'}`);
console.log(`${seconds(Date.now() - started).padStart(9)}  in all`);

const files = [];
for (const [title, , env] of stages) {
  if (!env?.LANES_TEST_TIMES) continue;
  try {
    const times = JSON.parse(readFileSync(env.LANES_TEST_TIMES, 'utf8'));
    const count = (state) => times.reduce((sum, file) => sum + file[state], 0);
    console.log(
      `${title}: ${times.length} files, ${count('passed')} tests passed, ${count('failed')} failed, ${count('skipped')} skipped`,
    );
    files.push(...times);
  } catch {
    // The stage did not run (or wrote nothing).
  }
}
if (files.length > 0) {
  console.log('\n== The ten slowest test files');
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${seconds(file.seconds * 1000).padStart(9)}  ${file.file} (${file.project})`);
  }
}
if (process.argv.includes('--record-durations') && failed === null) {
  const durations = Object.fromEntries(
    files
      .map((file) => [`${file.project}:${file.file}`, Math.round(file.seconds * 10) / 10])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync('tests/durations.json', `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`\nRecorded ${files.length} files' times in tests/durations.json.`);
}
rmSync(timesDir, { recursive: true, force: true });
process.exit(failed ?? 0);
