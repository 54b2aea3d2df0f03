// Integration tests: made once per run and shared by every file: PostgreSQL with its template database, which every
// test service copies (tests/support/postgres-run.ts), the seeded dump a service on PGlite loads
// (tests/support/service.ts), an empty cluster's dump, and the directory every temporary one goes in
// (tests/support/temp.ts); and the service built from server/ as its processes run it (tests/support/main-process.ts),
// with the tests' own service processes (tests/support/process-bundles.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgresRun } from './postgres-run';
import { createEmptyDump, createSeedDump } from './seed-dump';
import { buildServer, bundle } from '../../scripts/build-server.mjs';
import { PROCESS_BUNDLES } from './process-bundles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar dump of a migrated and seeded database (see tests/support/service.ts). */
    lanesSeedDump: string;
    /** A tar dump of an empty PGlite cluster: a database from nothing without an initdb of its own. */
    lanesEmptyDump: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The dumps are made in this process, PostgreSQL and the build in their own: all at once.
  const [seedDump, postgres] = await Promise.all([
    createSeedDump(),
    startPostgresRun(),
    buildServer(),
    ...Object.values(PROCESS_BUNDLES).map(({ entry, outfile }) => bundle(entry, outfile)),
  ]);
  project.provide('lanesSeedDump', seedDump);
  project.provide('lanesEmptyDump', await createEmptyDump());
  project.provide('lanesPostgres', postgres.run);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'lanes-run-'));
  project.provide('lanesTmp', tmp);
  return async () => {
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
}
