// How Debian's Chromium is started on these machines, for the e2e tests and `npm run bench:web` alike: its own
// background connections are refused by the closed network, and as root it needs --no-sandbox.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
