// Unit tests sit beside their code (src/, server/); integration tests live in tests/ (end-to-end ones in tests/e2e
// run from vitest.e2e.config.ts).
//
// Two workers, one per core of the CI machine, and no fresh module graph per file (`isolate: false`): a worker
// imports the service once and runs file after file in it. Nothing a file leaves behind at module level is read by
// another: the service's state lives in the app a test makes (server/app.ts), fake timers, stubbed globals and
// spies are restored by the files that set them, and a database is a file's own (tests/support). The exception is
// below.
import { defineConfig } from 'vitest/config';

// The exception: these register their own test documents under operation names (Board, Task…) in the data layer's
// per-process table of operations (src/lib/graphql/selections.ts, first name wins, as the app's names are unique), so
// each runs in a module graph of its own.
const ISOLATED = ['src/lib/graphql/cache.test.ts', 'src/lib/graphql/cache.property.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'codegen/**/*.test.ts'],
          exclude: [...ISOLATED],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: [...ISOLATED],
          environment: 'node',
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
