// npm run codegen:check on a copy of the inputs: it reports every difference (a stale module, an orphan one), ends
// with the fix, exits non-zero, and writes nothing; the manifest of trusted documents is one of the files it checks.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { copyOfCodegenInputs, ROOT, snapshot } from './support';

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

// The three runs of the check are each a process on a copy of their own, and take most of the file's time: they run
// at once (test.concurrent), each asserting with its own context's expect and removing its own copy.
test.concurrent(
  'a current generated/ passes with one line',
  { timeout: 120_000 },
  async ({ expect, onTestFinished }) => {
    const copy = await copyOfCodegenInputs();
    onTestFinished(copy.remove);
    const before = await snapshot(copy.dir);
    const result = await check(copy.dir);
    expect(result).toEqual({ code: 0, stdout: 'generated/ is current\n', stderr: '' });
    expect(await snapshot(copy.dir)).toEqual(before);
  },
);

test.concurrent(
  'a stale module and an orphan one are both reported, and both stay as they were',
  { timeout: 120_000 },
  async ({ expect, onTestFinished }) => {
    const copy = await copyOfCodegenInputs();
    onTestFinished(copy.remove);
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

test.concurrent(
  'a document changed without running codegen leaves the manifest of trusted documents stale, and says so',
  { timeout: 120_000 },
  async ({ expect, onTestFinished }) => {
    const copy = await copyOfCodegenInputs();
    onTestFinished(copy.remove);
    const viewer = path.join(copy.dir, 'src/features/auth/api/Viewer.graphql');
    await writeFile(viewer, (await readFile(viewer, 'utf8')).replace(/\{/, '{\n  __typename'));
    const result = await check(copy.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('  generated/persisted-documents.json (differs)\n');
  },
);

test('every generated document carries the hash of its manifest entry, the SHA-256 of the entry', async () => {
  const manifest = JSON.parse(
    await readFile(path.join(ROOT, 'generated/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const operations = await readdir(path.join(ROOT, 'generated/operations'));
  const hashes: string[] = [];
  for (const file of operations.filter((name) => name !== 'keys.ts')) {
    const text = await readFile(path.join(ROOT, 'generated/operations', file), 'utf8');
    const hash = /"hash":"([0-9a-f]{64})"/.exec(text)?.[1];
    expect(hash, file).toBeDefined();
    hashes.push(hash!);
  }
  expect(hashes.sort()).toEqual(Object.keys(manifest).sort());
  for (const [hash, document] of Object.entries(manifest)) {
    expect(createHash('sha256').update(document).digest('hex')).toBe(hash);
  }
});
