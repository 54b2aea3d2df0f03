// The client's layers as docs/architecture.md draws them, checked on every import of src/ (type-only and lazy ones
// included, which the lint zones in eslint.config.js do not all see): imports run down only, no feature folder
// imports another, and no entity folder another.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** Top to bottom; a layer may import its own files and those of the layers it lists. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  main: ['app', 'lib', 'config'],
  app: ['features', 'entities', 'shared', 'components', 'lib', 'config'],
  features: ['entities', 'shared', 'components', 'lib', 'config'],
  entities: ['shared', 'components', 'lib'],
  shared: ['lib'],
  components: ['lib'],
  lib: [],
  config: [],
};
/** Layers whose folders stand apart from one another. */
const APART = new Set(['features', 'entities']);

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

/** `features/board` for a feature's file, `lib` for the layer's; `main` and `config` for the two top files. */
function placeOf(file: string): { layer: string; folder: string } {
  const [first = '', second = ''] = path.relative(SRC, file).split(path.sep);
  const layer = first.replace(/(\.test)?\.tsx?$/, '');
  return { layer, folder: APART.has(layer) ? `${layer}/${second}` : layer };
}

/** Every import in src/ that breaks a rule, as "from -> to (rule)". */
function brokenImports(files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const from = placeOf(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target?.startsWith(SRC + path.sep)) continue;
      const to = placeOf(target);
      const where = `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`;
      if (from.layer === to.layer) {
        if (APART.has(from.layer) && from.folder !== to.folder)
          broken.push(`${where} (one ${from.layer.slice(0, -1)} folder imports another)`);
      } else if (!(MAY_IMPORT[from.layer] ?? []).includes(to.layer)) {
        broken.push(`${where} (${from.layer} may not import ${to.layer})`);
      }
    }
  }
  return broken;
}

test('imports in src/ run down the layers, and no feature or entity folder imports another', () => {
  const files = sources(SRC);
  expect(files.length).toBeGreaterThan(100);
  // A new folder of src/ takes its place in MAY_IMPORT first.
  expect([...new Set(files.map((file) => placeOf(file).layer))].sort()).toEqual(
    Object.keys(MAY_IMPORT).sort(),
  );
  expect(brokenImports(files)).toEqual([]);
});
