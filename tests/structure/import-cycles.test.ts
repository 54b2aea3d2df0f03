// No module of src/, server/ or generated/ reaches itself through its imports (type-only and lazy ones included):
// a circle makes load order decide what is defined, and keeps layers from being read one at a time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The import graph's strongly connected components with more than one module (Tarjan). */
function cycles(files: string[]): string[][] {
  const edges = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
      return [file, targets.filter((target): target is string => target !== undefined)];
    }),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1) found.push(component.map((member) => path.relative(ROOT, member)).sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

test('no import cycles in src/, server/ or generated/', () => {
  const files = ['src', 'server', 'generated'].flatMap((dir) => sources(path.join(ROOT, dir)));
  expect(files.length).toBeGreaterThan(100);
  expect(cycles(files)).toEqual([]);
});
