// End-to-end tests: the built app and the service on a random loopback port, driven in Debian's Chromium.
//
// Three files at a time on the CI machine's two cores: each file has a Chromium and a service with a database of its
// own (tests/e2e/support/browser.ts), so no file's data meets another's; the build they serve is read only. A browser
// test waits on the page as much as it computes, so a third file fills that wait; a fourth only slows each test
// (docs/performance.md, "The suite: three browser workers").
import { defineConfig } from 'vitest/config';
import DurationSequencer from './scripts/duration-sequencer';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 3,
    sequence: { sequencer: DurationSequencer },
    isolate: false,
  },
});
