// The production build the tests share: built into dist/ once per run (when any of its sources is newer than the
// last build), then read by the bundle budget, the service tests that serve the app and the browser tests.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = path.join(ROOT, 'dist');
const SOURCES = ['src', 'generated', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

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

/** dist/, built now if it is missing or older than a source. */
export async function ensureDist(): Promise<string> {
  if (!distIsStale()) return DIST;
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (StrictMode's double
    // effects and all): the tests check what `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error('vite build failed: the tests need dist/ (run npm run build)');
  return DIST;
}
