// `npm test`: every check, stopping at the first stage that fails with a non-zero exit. The codegen check and the
// build run at once first (the tests read both); the typecheck and lint run beside the browser tests, whose files
// wait on their pages a fifth of the time, so that time does their work (the unit and integration stage keeps both
// cores busy alone). At the end: each stage's time and the ten slowest test files. `--record-durations` (npm run
// test:durations) then writes each file's time to tests/durations.json, the order the next runs start files in
// (scripts/duration-sequencer.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const timesDir = mkdtempSync(path.join(os.tmpdir(), 'lanes-test-times-'));
const REPORTERS = ['--reporter=default', '--reporter=./scripts/file-times-reporter.ts'];
/** The environment of a vitest run: where its file times go (scripts/file-times-reporter.ts), named for the summary. */
const timed = (name) => ({ LANES_TEST_TIMES: path.join(timesDir, `${name}.json`) });

/** Stages in order; a stage of several commands runs them at once. */
const stages = [
  // Chromium, PostgreSQL, redis-server and nginx from Debian, installed when missing (the tests run them).
  ['system packages', [['node', ['scripts/ensure-system-packages.mjs'], { live: true }]]],
  [
    'codegen check and the build',
    [
      ['npm', ['run', '--silent', 'codegen:check']],
      // The one build of the run: the bundle budget and the browser tests read this dist/ (tests/support/dist.ts).
      ['npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' }],
    ],
  ],
  [
    'unit and integration tests',
    [
      [
        'npx',
        ['--no-install', 'vitest', 'run', ...REPORTERS],
        { live: true, ...timed('unit and integration tests') },
      ],
    ],
  ],
  // The in-process ratios against their goals in docs/performance.md (ratios only: a loaded machine passes).
  ['bench check', [['npm', ['run', '--silent', 'bench:check'], { live: true }]]],
  [
    'end-to-end tests, typecheck and lint',
    [
      [
        'npx',
        ['--no-install', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', ...REPORTERS],
        { live: true, ...timed('end-to-end tests') },
      ],
      ['npm', ['run', '--silent', 'typecheck']],
      ['npm', ['run', '--silent', 'lint']],
    ],
  ],
];

/**
 * Runs a command. A live one writes straight to the terminal; the others' output comes whole when each ends, with its
 * result, so a failing typecheck shows while the browser tests go on.
 */
function run(command, args, env, live) {
  const label = [command, ...args].join(' ');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (!live) {
        process.stdout.write(output);
        console.log(`-- ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(Date.now() - started)}`);
      }
      resolve(status);
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = null;
const started = Date.now();

for (const [title, commands] of stages) {
  console.log(`\n== ${title}`);
  const stageStarted = Date.now();
  const statuses = await Promise.all(
    commands.map(([command, args, { live, ...env } = {}]) => run(command, args, env, live)),
  );
  const ok = statuses.every((status) => status === 0);
  const ms = Date.now() - stageStarted;
  timings.push([title, ok, ms]);
  console.log(`== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
  if (!ok) {
    failed = statuses.find((status) => status !== 0) ?? 1;
    break;
  }
}

console.log('\n== Stages');
for (const [title, ok, ms] of timings)
  console.log(`${seconds(ms).padStart(9)}  ${title}${ok ? '' : ' (FAILED)'}`);
console.log(`${seconds(Date.now() - started).padStart(9)}  in all`);

const files = [];
for (const [, commands] of stages) {
  for (const { LANES_TEST_TIMES } of commands
    .map(([, , env = {}]) => env)
    .filter((env) => env.LANES_TEST_TIMES)) {
    try {
      const times = JSON.parse(readFileSync(LANES_TEST_TIMES, 'utf8'));
      const count = (state) => times.reduce((sum, file) => sum + file[state], 0);
      console.log(
        `${path.basename(LANES_TEST_TIMES, '.json')}: ${times.length} files, ${count('passed')} tests passed, ${count('failed')} failed, ${count('skipped')} skipped`,
      );
      files.push(...times);
    } catch {
      // The stage did not run (or wrote nothing).
    }
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
