// A throwaway copy of what codegen reads and writes (schema/, the src/**/*.graphql documents, generated/), so a
// test can break or change it while the worktree stays as it is. codegen.ts itself is the worktree's.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function copyOfCodegenInputs(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lanes-codegen-'));
  await cp(path.join(ROOT, 'schema'), path.join(dir, 'schema'), { recursive: true });
  await cp(path.join(ROOT, 'generated'), path.join(dir, 'generated'), { recursive: true });
  await cp(path.join(ROOT, 'src'), path.join(dir, 'src'), {
    recursive: true,
    filter: async (from) => !from.endsWith('.ts') && !from.endsWith('.tsx') && !from.endsWith('.css'),
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Every file under `dir` with its content: two snapshots are equal when nothing was written, added or removed. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return out;
}
