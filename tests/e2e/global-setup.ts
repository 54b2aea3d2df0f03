// End-to-end runs: the built app in dist/ (built once per run: tests/support/dist.ts) and the seeded database dump
// each test file's service loads (tests/support/service.ts).
import type { TestProject } from 'vitest/node';
import { ensureDist } from '../support/dist';
import { createSeedDump } from '../support/seed-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    lanesSeedDump: string;
    /** The built app the services under test serve. */
    lanesDist: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const [dist, dump] = await Promise.all([ensureDist(), createSeedDump()]);
  project.provide('lanesDist', dist);
  project.provide('lanesSeedDump', dump);
}
