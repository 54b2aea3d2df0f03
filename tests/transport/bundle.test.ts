// The data layer as a browser app bundles it: src/lib/graphql, graphql-request, TanStack Query and three generated
// hooks, react external, minified, code-split as an app build splits it (the WebSocket transport loads on demand). No
// graphql-js may be in any of it: documents are printed at build time, plain strings load the parser in Node only,
// and graphql-request's own imports of graphql-js go to the stand-in vite.config.ts gives them (redirected the same
// way here, for importers inside node_modules/graphql-request only).
// The gzipped size of what a page loads up front is printed as JSON (goal: 20 kB) and held under a budget.
import { build, type Metafile, type Plugin } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The budget this test holds (the goal is 20 kB): what a page loads before any of the app's own code (measured
 * 21.3 kB). The three hooks bring only their own documents (generated/hooks.ts emits each as a pure expression; the
 * Board document is the largest, about 2 kB gzipped); both subscription transports load on the first subscription.
 * TanStack Query is about 11 kB and graphql-request, the design card's driver, about 3 kB.
 */
const BUDGET_GZIP_BYTES = 22_000;

/** vite.config.ts's graphql-request redirect, as an esbuild plugin: `graphql` from graphql-request is the stand-in. */
const graphqlRequestRuntime: Plugin = {
  name: 'graphql-request-runtime',
  setup(builder) {
    builder.onResolve({ filter: /^graphql$/ }, (args) =>
      /[\\/]node_modules[\\/]graphql-request[\\/]/.test(args.importer)
        ? { path: fileURLToPath(new URL('../../src/lib/graphql/graphqlRequestRuntime.ts', import.meta.url)) }
        : undefined,
    );
  },
};

const ENTRY = `
export { useBoardQuery, useMoveTaskMutation, useBoardEventsSubscription } from './generated/hooks';
export { GraphQLProvider, createGraphQLClient, createQueryClient } from './src/lib/graphql';
`;

/** The outputs a page loads at once: the entry and, transitively, its static imports (not dynamic ones). */
function loadedUpFront(outputs: Metafile['outputs'], entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? [])
      if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
  };
  visit(entry);
  return seen;
}

it('bundles without graphql-js, in budget', async () => {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, sourcefile: 'layer.ts', loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    outdir: 'out',
    absWorkingDir: ROOT,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [graphqlRequestRuntime],
  });
  const outputs = result.metafile.outputs;
  const inputs = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
  expect(inputs.filter((path) => /node_modules\/graphql\//.test(path))).toEqual([]);
  // The layer's own entry files made it in (the check above looked at a real bundle).
  expect(inputs).toContain('src/lib/graphql/client.ts');
  expect(inputs).toContain('node_modules/graphql-request/build/legacy/classes/GraphQLClient.js');
  expect(inputs).toContain('src/lib/graphql/graphqlRequestRuntime.ts');
  expect(inputs).toContain('node_modules/@tanstack/query-core/build/modern/queryClient.js');

  // The stdin entry is the one output no other output imports.
  const imported = new Set(Object.values(outputs).flatMap((output) => output.imports.map((i) => i.path)));
  const [entry] = Object.keys(outputs).filter((name) => !imported.has(name));
  expect(entry).toBeDefined();
  const upFront = loadedUpFront(outputs, entry as string);
  const files = new Map(result.outputFiles.map((file) => [file.path.slice(ROOT.length), file.contents]));
  const bytes = (names: Iterable<string>) =>
    Buffer.concat([...names].map((name) => files.get(name) as Uint8Array));
  const upFrontBytes = bytes(upFront);
  const lazyBytes = bytes(Object.keys(outputs).filter((name) => !upFront.has(name)));
  const figures = {
    data_layer_gzip_bytes: gzipSync(upFrontBytes).length,
    data_layer_min_bytes: upFrontBytes.length,
    on_demand_gzip_bytes: gzipSync(lazyBytes).length,
  };
  console.log(JSON.stringify(figures));
  expect(figures.data_layer_gzip_bytes).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});
