// An empty embedded database for tests that build one from nothing (migrations, their data): loaded from the run's
// dump of an empty cluster (tests/support/global-setup.ts) rather than through an initdb of its own.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite } from '../../server/db/pglite';

export async function openEmptyPglite(): ReturnType<typeof openPglite> {
  return openPglite({ loadDataDir: new Blob([await readFile(inject('lanesEmptyDump'))]) });
}
