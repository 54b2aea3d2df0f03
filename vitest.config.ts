// Unit tests sit beside their code (src/, server/); integration tests live in tests/ (end-to-end ones in tests/e2e
// run from vitest.e2e.config.ts).
//
// Four workers on the CI machine's two cores: many files wait on purpose (budgets refilling, instances failing and
// coming back), and on a machine shared with other work more processes take a larger share of it; six only crowd
// the CPU (docs/performance.md has the figures). Server, codegen and integration files run without a fresh module
// graph per file (`isolate: false`): a worker imports the service once and runs file after file in it.
// Nothing such a file leaves behind at module level is read by another: the service's state lives in the app a test
// makes (server/app.ts), fake timers, stubbed globals and spies are restored by the files that set them, and a
// database is a file's own (tests/support). The client's unit tests (src/) keep a module graph each: the client keeps
// state per page at module level (the data layer's table of operations by name, where the first document of a name
// wins; the device's; the undo stack), and its tests make documents of their own under the app's operation names.
import { defineConfig } from 'vitest/config';
import DurationSequencer from './scripts/duration-sequencer';

export default defineConfig({
  test: {
    maxWorkers: 4,
    // Longest files first, from a recorded run: a clean clone has no cache of times (scripts/duration-sequencer.ts).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'codegen/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // A hang guard, not a speed limit: two workers share the machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
