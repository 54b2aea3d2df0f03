// `npm test` runs this first: the tests drive Debian's Chromium (its headless shell), and run PostgreSQL,
// redis-server and nginx as real parts of the cluster. What is missing is installed with apt-get (as root) in one
// run, waiting for the dpkg lock that another apt run (a parallel job, unattended upgrades) may hold.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  );

const PACKAGES = [
  // The whole browser for the benches, its headless shell for the tests (tests/support/chromium.ts).
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'chromium-headless-shell', present: () => existsSync('/usr/bin/chromium-headless-shell') },
  { name: 'postgresql', present: hasPostgres },
  { name: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
  { name: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
];

const missing = PACKAGES.filter((p) => !p.present()).map((p) => p.name);
if (missing.length > 0) {
  const list = missing.join(' ');
  const install = `apt-get update && apt-get install -y --no-install-recommends ${list}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing system packages (${list}): run \`sudo sh -c '${install}'\` and try again.`);
    process.exit(1);
  }
  console.log(`Missing system packages: installing them with \`${install}\``);
  const lock = '-o DPkg::Lock::Timeout=600';
  const { status } = spawnSync(
    'sh',
    ['-c', `apt-get ${lock} update && apt-get ${lock} install -y --no-install-recommends ${list}`],
    { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
  const still = PACKAGES.filter((p) => missing.includes(p.name) && !p.present()).map((p) => p.name);
  if (status !== 0 || still.length > 0) {
    console.error(`Installing ${still.join(' ') || list} failed: run \`${install}\` as root and try again.`);
    process.exit(status || 1);
  }
}
