// codegen.ts driven from code, for a folder holding schema/, src/ and generated/: one run in memory compared with
// generated/ (npm run codegen:check, which must never write), and one run that writes (npm run dev, on every save).
// Both go through @graphql-codegen/cli's own generate(), so they produce exactly what `npm run codegen` does.
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import config from '../codegen';
import { pruneUnwritten } from './prune-operations';

/** The folder whose modules are one per operation: a file there that no output produces is an orphan. */
export const OPERATIONS_DIR = 'generated/operations';

export interface GeneratedFile {
  /** Relative to the folder, with forward slashes. */
  file: string;
  content: string;
}

export interface Difference {
  file: string;
  /** stale: differs from what codegen produces; missing: not on disk; orphan: no output produces it. */
  kind: 'stale' | 'missing' | 'orphan';
}

const relative = (cwd: string, file: string) =>
  path.relative(cwd, path.resolve(cwd, file)).split(path.sep).join('/');

/**
 * What codegen produces now from `cwd`'s schema and documents, without writing anything. Rejects with codegen's
 * own error (a document that no longer validates, say); listr's progress lines are silenced.
 */
export async function generateInMemory(cwd: string): Promise<GeneratedFile[]> {
  const outputs = (await generate({ ...config, cwd, silent: true, hooks: {} }, false)) as Types.FileOutput[];
  return outputs.map((output) => ({ file: relative(cwd, output.filename), content: output.content }));
}

/** Every file under generated/ that differs from `outputs`, orphan modules in generated/operations/ included. */
export async function differences(cwd: string, outputs: GeneratedFile[]): Promise<Difference[]> {
  const found: Difference[] = [];
  for (const { file, content } of outputs) {
    const onDisk = await readFile(path.join(cwd, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (onDisk === undefined) found.push({ file, kind: 'missing' });
    else if (onDisk !== content) found.push({ file, kind: 'stale' });
  }
  const produced = new Set(outputs.map((output) => output.file));
  const entries = await readdir(path.join(cwd, OPERATIONS_DIR), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = `${OPERATIONS_DIR}/${entry.name}`;
    if (entry.isFile() && !produced.has(file)) found.push({ file, kind: 'orphan' });
  }
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * Regenerates `cwd`'s generated/ as `npm run codegen` does (orphans pruned), quietly. On an error nothing is
 * written (codegen's allowPartialOutputs is off), so the last good generated/ stays.
 */
export async function generateToDisk(cwd: string): Promise<void> {
  await generate(
    {
      ...config,
      cwd,
      silent: true,
      hooks: { afterAllFileWrite: pruneUnwritten(path.join(cwd, OPERATIONS_DIR), cwd) },
    },
    true,
  );
}
