// How Debian's Chromium is started on these machines, for the e2e tests and `npm run bench:web` alike: its own
// background connections are refused by the closed network, and as root it needs --no-sandbox.

/** The whole browser: what the benches measure, since it is what a person waits for (bench/web.ts, bench/frame.ts). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The tests' browser: Chromium's headless shell, Debian's build of what Playwright itself runs for headless tests.
 * Same engine as the whole browser without its interface layer; the browser tests took two thirds of the time
 * (docs/performance.md).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
