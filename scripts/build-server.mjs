// `npm run build`'s second half: the service compiled into one module, build/server.mjs, that node runs without a
// TypeScript loader. Under tsx every module the service imports, its packages' too, passes through the loader's
// thread, three times the CPU of loading it built (docs/performance.md). The packages stay in node_modules.
// `npm start` builds it at each start and the tests' global setup once per run (about 0.1 s), so the service they
// run (tests/support/main-process.ts) is never older than server/. The codegen check and the tests' own service
// processes are compiled with the same `bundle()`.
import { build } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One folder below the root, as server/paths.ts is: the files the service reads are found from there. */
export const SERVER_BUNDLE = fileURLToPath(new URL('../build/server.mjs', import.meta.url));

/** `entry` (from the root) and what it imports of the project, as one module at `outfile`; packages stay imports. */
export async function bundle(entry, outfile) {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    write: false,
  });
  // Written beside and renamed over: a process starting meanwhile (npm start in one test, services in others) reads
  // the whole of the old file or of the new one, never a half-written one.
  for (const file of outputFiles) {
    await mkdir(path.dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
  return outfile;
}

export const buildServer = () => bundle('server/main.ts', SERVER_BUNDLE);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
