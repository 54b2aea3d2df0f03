// `npm run test:changed [-- <ref>]`: the inner loop. Runs only the test files that the change can reach through
// their imports (vitest --changed): the uncommitted change by default, or everything since <ref> (e.g. main). Unit
// and integration tests first, then the end-to-end ones; each set is skipped when none is affected.
import { spawnSync } from 'node:child_process';

const ref = process.argv[2];
const changed = ref ? [`--changed=${ref}`] : ['--changed'];
for (const config of [[], ['--config', 'vitest.e2e.config.ts']]) {
  const { status } = spawnSync(
    'npx',
    ['--no-install', 'vitest', 'run', ...config, ...changed, '--passWithNoTests'],
    {
      stdio: 'inherit',
    },
  );
  if (status !== 0) process.exit(status ?? 1);
}
