// `npm run test:e2e` runs this first: the end-to-end tests drive Debian's Chromium at /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';
// Another apt run (a parallel job, unattended upgrades) holds the dpkg lock for a while: wait for it, not fail.
const RUN =
  'apt-get -o DPkg::Lock::Timeout=600 update && apt-get -o DPkg::Lock::Timeout=600 install -y chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}: run \`sudo sh -c '${INSTALL}'\` and try again.`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing it with \`${INSTALL}\``);
  const { status } = spawnSync('sh', ['-c', RUN], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (status !== 0 || !existsSync(CHROMIUM)) {
    console.error(`Installing Chromium failed: run \`${INSTALL}\` as root and try again.`);
    process.exit(status || 1);
  }
}
