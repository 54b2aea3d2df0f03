// A service shared by the test files one worker runs (vitest's worker-scoped fixture), for files where isolation is
// not the subject: each makes its own data (a project of its own) or only reads the seed, asserts nothing about what
// another file may add, and is handed sessions (TestService.sessionFor) rather than signing in, so no per-account
// count carries from file to file. A file that needs a pristine database, a cold cache, its own limits or clock
// starts a service of its own (startService).
//
//   import { test } from '../support/fixtures';
//   let service: TestService;
//   test.beforeAll(({ sharedService }) => void (service = sharedService));
import { test as base } from 'vitest';
import { startService } from './service';

// vitest reads a fixture's dependencies from its first parameter, which must be a pattern: none here.
// eslint-disable-next-line no-empty-pattern
export const test = base.extend('sharedService', { scope: 'worker' }, async ({}, { onCleanup }) => {
  const service = await startService();
  onCleanup(() => service.close());
  return service;
});
