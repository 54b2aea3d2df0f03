// End-to-end tests: the built app and the service on a random loopback port, driven in Debian's Chromium.
//
// Two files at a time, one per core: each file has a Chromium and a service with a database of its own
// (tests/e2e/support/browser.ts), so no file's data meets another's; the build they serve is read only.
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
    maxWorkers: 2,
    sequence: { sequencer: DurationSequencer },
    isolate: false,
  },
});
