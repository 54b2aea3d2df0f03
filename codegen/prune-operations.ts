// After `npm run codegen` writes, removes the modules in generated/operations/ that no output produced: those of an
// operation that was deleted or renamed. Codegen removes stale files only in watch mode (`removeStaleFiles` in
// @graphql-codegen/cli runs under `config.watch` alone); a lifecycle hook is its documented way to act on what it
// wrote, and receives every output's path, whether rewritten or unchanged.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * An `afterAllFileWrite` hook: deletes the files directly in `dir` that are not among the written paths (relative
 * ones are codegen's, against the folder it ran in: `cwd`).
 */
export function pruneUnwritten(
  dir: string,
  cwd: string = process.cwd(),
): ((...written: string[]) => Promise<void>) & { dir: string } {
  const root = path.resolve(cwd, dir);
  const prune = async (...written: string[]) => {
    const kept = new Set(written.map((file) => path.resolve(cwd, file)));
    // Nothing written there (a partial run, say): nothing to compare against, so nothing is removed.
    if (![...kept].some((file) => path.dirname(file) === root)) return;
    for (const entry of await readdir(root, { withFileTypes: true })) {
      const file = path.join(root, entry.name);
      if (entry.isFile() && !kept.has(file)) {
        await rm(file);
        console.log(`Removed ${path.relative(process.cwd(), file)} (no operation produces it any more)`);
      }
    }
  };
  return Object.assign(prune, { dir: root });
}
