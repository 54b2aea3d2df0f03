// End-to-end runs: the built app in dist/ (built once per run: tests/support/dist.ts) and the run's PostgreSQL with its
// seeded template (tests/support/postgres-run.ts), of which each test file's service gets a copy.
import type { TestProject } from 'vitest/node';
import { ensureDist } from '../support/dist';
import { startPostgresRun } from '../support/postgres-run';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app the services under test serve. */
    lanesDist: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [dist, postgres] = await Promise.all([ensureDist(), startPostgresRun()]);
  project.provide('lanesDist', dist);
  project.provide('lanesPostgres', postgres.run);
  return () => postgres.stop();
}
