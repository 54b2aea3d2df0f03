// `npm run codegen:check`: fails when generated/ differs from what schema/ and src/**/*.graphql produce now, and
// never writes. Codegen runs in memory (codegen/run.ts) and every output is compared with the file on disk; a module
// in generated/operations/ that no output produces (a deleted or renamed operation's) is reported too.
// `codegen-check.mjs [folder]` checks another folder laid out like this one (the tests do).
// codegen/run.ts is compiled first (about 0.05 s): through tsx's loader every package codegen loads crossed its thread
// too, two fifths of the check's CPU (docs/performance.md).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundle } from './build-server.mjs';

const cwd = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
const compiled = await bundle(
  'codegen/run.ts',
  fileURLToPath(new URL('../build/codegen-run.mjs', import.meta.url)),
);
const { generateInMemory, differences } = await import(pathToFileURL(compiled).href);

let found;
try {
  found = await differences(cwd, await generateInMemory(cwd));
} catch (error) {
  console.error(`codegen failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (found.length === 0) {
  console.log('generated/ is current');
} else {
  const why = { stale: 'differs', missing: 'missing', orphan: 'no operation produces it' };
  console.error('generated/ is stale:');
  for (const { file, kind } of found) console.error(`  ${file} (${why[kind]})`);
  console.error('run npm run codegen');
  process.exitCode = 1;
}
