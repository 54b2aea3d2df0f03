// The hook codegen.ts runs after every write: a module no output produced (a deleted or renamed operation's) goes;
// written ones, other folders' files and subfolders stay. A real folder on disk; the real codegen run is
// `npm run codegen` (README), whose wiring the last test checks.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test, vi } from 'vitest';
import config from '../codegen';
import { pruneUnwritten } from './prune-operations';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function folderWith(...names: string[]): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lanes-prune-'));
  const operations = path.join(dir, 'operations');
  await mkdir(path.join(operations, 'nested'), { recursive: true });
  for (const name of names) await writeFile(path.join(operations, name), 'export {};\n');
  return operations;
}

test('removes the modules no output wrote, and says which', async () => {
  const operations = await folderWith('Board.ts', 'Renamed.ts', 'keys.ts');
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await pruneUnwritten(operations)(
    path.join(operations, 'Board.ts'),
    path.join(operations, 'keys.ts'),
    path.join(dir!, 'hooks.ts'),
  );
  expect((await readdir(operations)).sort()).toEqual(['Board.ts', 'keys.ts', 'nested']);
  expect(log.mock.calls).toEqual([
    [expect.stringMatching(/Renamed\.ts \(no operation produces it any more\)$/)],
  ]);
});

test('removes nothing when nothing was written to the folder', async () => {
  const operations = await folderWith('Board.ts', 'keys.ts');
  await pruneUnwritten(operations)(path.join(dir!, 'hooks.ts'));
  expect((await readdir(operations)).sort()).toEqual(['Board.ts', 'keys.ts', 'nested']);
});

test('codegen.ts runs it on generated/operations after every write', () => {
  const hook = config.hooks?.afterAllFileWrite as ReturnType<typeof pruneUnwritten> | undefined;
  expect(typeof hook).toBe('function');
  expect(hook?.dir).toBe(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../generated/operations'),
  );
});
