// npm run codegen:check on a copy of the inputs: it reports every difference (a stale module, an orphan one), ends
// with the fix, exits non-zero, and writes nothing.
import { spawn } from 'node:child_process';
import { appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { copyOfCodegenInputs, ROOT, snapshot } from './support';

let remove: (() => Promise<void>) | undefined;
afterEach(async () => {
  await remove?.();
  remove = undefined;
});

function check(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/codegen-check.mjs'), dir], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('a current generated/ passes with one line', { timeout: 120_000 }, async () => {
  const copy = await copyOfCodegenInputs();
  remove = copy.remove;
  const before = await snapshot(copy.dir);
  const result = await check(copy.dir);
  expect(result).toEqual({ code: 0, stdout: 'generated/ is current\n', stderr: '' });
  expect(await snapshot(copy.dir)).toEqual(before);
});

test(
  'a stale module and an orphan one are both reported, and both stay as they were',
  { timeout: 120_000 },
  async () => {
    const copy = await copyOfCodegenInputs();
    remove = copy.remove;
    await writeFile(path.join(copy.dir, 'generated/operations/Renamed.ts'), 'export {};\n');
    await appendFile(path.join(copy.dir, 'generated/operations/Board.ts'), '// edited by hand\n');
    const before = await snapshot(copy.dir);
    const result = await check(copy.dir);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'generated/ is stale:',
        '  generated/operations/Board.ts (differs)',
        '  generated/operations/Renamed.ts (no operation produces it)',
        'run npm run codegen',
        '',
      ].join('\n'),
    });
    expect(await snapshot(copy.dir)).toEqual(before);
  },
);
