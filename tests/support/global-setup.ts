// Integration tests: one seeded database dump per run, which every test file loads into its own in-memory PGlite.
import type { TestProject } from 'vitest/node';
import { createSeedDump } from './seed-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar dump of a migrated and seeded database (see tests/support/service.ts). */
    lanesSeedDump: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('lanesSeedDump', await createSeedDump());
}
