// `npm test`: every check, in order, stopping at the first failure with a non-zero exit.
import { spawnSync } from 'node:child_process';

const steps = [
  // Chromium, PostgreSQL, redis-server and nginx from Debian, installed when missing (the tests run them).
  ['system packages', 'node', ['scripts/ensure-system-packages.mjs']],
  ['codegen check', 'npm', ['run', '--silent', 'codegen:check']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and integration tests', 'npx', ['--no-install', 'vitest', 'run']],
  // The in-process ratios against their goals in docs/performance.md (ratios only: a loaded machine passes).
  ['bench check', 'npm', ['run', '--silent', 'bench:check']],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
];

for (const [title, command, args] of steps) {
  console.log(`\n== ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  console.log(
    `== ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) process.exit(status ?? 1);
}
