// End-to-end runs: build the app into dist/ once when any of its sources is newer than the last build, and make
// the seeded database dump each test file's service loads (tests/support/service.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createSeedDump } from '../support/seed-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    lanesSeedDump: string;
    /** The built app the services under test serve. */
    lanesDist: string;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const SOURCES = ['src', 'generated', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

export function distIsStale(): boolean {
  const built = statSync(path.join(DIST, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export default async function setup(project: TestProject): Promise<void> {
  if (distIsStale()) {
    const { status } = spawnSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (StrictMode's double
      // effects and all): the tests drive what `npm start` serves.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (status !== 0)
      throw new Error('vite build failed: the end-to-end tests need dist/ (run npm run build)');
  }
  project.provide('lanesDist', DIST);
  project.provide('lanesSeedDump', await createSeedDump());
}
