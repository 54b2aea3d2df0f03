// The browser app: `npm run dev` serves it with a proxy to the service; `npm run build` writes dist/ for `npm start`.
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The plugin is CommonJS (module.exports = unplugin); `.vite` is its Vite form.
const optimizeLocales = createRequire(import.meta.url)('@react-aria/optimize-locales-plugin') as {
  vite(options: { locales: string[] }): Plugin;
};

const servicePort = Number(process.env.SERVICE_PORT ?? 4000);

/**
 * graphql-request imports `parse`, `print` and `Kind` from graphql-js, and the layer never lets it call them (it hands
 * graphql-request printed strings with excludeOperationName): for its imports only, `graphql` is the few-line
 * stand-in in src/lib/graphql/graphqlRequestRuntime.ts, which keeps 44 kB of graphql-js out of the app. Every other
 * importer, and Node (vitest, the service), gets the real graphql-js. An alias cannot say "only from this importer".
 */
const GRAPHQL_REQUEST_RUNTIME = fileURLToPath(
  new URL('./src/lib/graphql/graphqlRequestRuntime.ts', import.meta.url),
);
export const graphqlRequestRuntime = {
  name: 'lanes:graphql-request-runtime',
  resolveId(source: string, importer: string | undefined) {
    if (source === 'graphql' && importer && /[\\/]node_modules[\\/]graphql-request[\\/]/.test(importer))
      return GRAPHQL_REQUEST_RUNTIME;
    return null;
  },
} satisfies Plugin;

/**
 * Modules that only re-export, said to have no side effects so that Rolldown looks through them: each chunk then
 * depends on the modules whose exports it uses, not on everything re-exported. generated/hooks.ts re-exports one
 * module per operation (without this, every document went into the chunk every route loads); src/lib/graphql/index.ts
 * re-exports the layer, whose cache.ts loads on demand (react.ts) or with the screens that import it. The budget test
 * checks the first; tests/transport/bundle.test.ts builds with these rules.
 */
export const RE_EXPORTS_SIDE_EFFECTS = [
  { test: /[\\/]generated[\\/]hooks\.ts$/, sideEffects: false },
  { test: /[\\/]src[\\/]lib[\\/]graphql[\\/]index\.ts$/, sideEffects: false },
  // The product rules: the sign-in page loads the sign-in rules (auth.ts, text.ts), not every form's.
  { test: /[\\/]src[\\/]lib[\\/]validation[\\/]index\.ts$/, sideEffects: false },
];

const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/** Every module some code loads with import(): each must stay a chunk of its own, loaded when asked for. */
function dynamicImportTargets(dir: string): Set<string> {
  const targets = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) {
      const base = path.resolve(path.dirname(file), spec!);
      for (const ext of ['.ts', '.tsx']) targets.add(base + ext);
    }
  }
  return targets;
}

/** What the sign-in page loads besides the entry: kept out of the signed-in screens' shared chunk. */
const SIGN_IN_MODULES =
  /[\\/]src[\\/](features[\\/]auth[\\/]|features[\\/]ui[\\/](TextField|characterLimit)\.|lib[\\/]validation[\\/](text|auth)\.)|[\\/]generated[\\/]operations[\\/](SignIn|SignUp|DemoAccounts)\./;

/**
 * The app's own modules that two or more signed-in screens (or their parts) share, in one chunk. Left to itself,
 * Rolldown gave each set of sharers its own chunk: the board's first paint took 21 files, and on a slow phone
 * connection (six at a time over HTTP/1.1) their round trips, not their bytes, held the board's LCP at 2.4 s; with
 * this group it takes 9 (LCP 2.1 s, Lighthouse median of three). Left out: modules loaded with import() (each its
 * own chunk) and what the sign-in page loads (its budget test fails otherwise).
 */
function sharedScreenModules(): (id: string) => boolean {
  const onDemand = dynamicImportTargets(SRC);
  return (id) => {
    const file = id.split('?')[0]!;
    return (
      /[\\/](src|generated|node_modules[\\/]@tanstack)[\\/]/.test(file) &&
      !onDemand.has(file) &&
      !SIGN_IN_MODULES.test(file)
    );
  };
}

/** The languages the app ships; react-aria's strings for every other locale are left out of the bundle. */
export const APP_LOCALES = ['en-US'];

export default defineConfig({
  plugins: [
    { ...graphqlRequestRuntime, enforce: 'pre' },
    react(),
    optimizeLocales.vite({ locales: APP_LOCALES }),
    // Brotli and gzip files beside each built file, once at build time: the server (sirv) picks one by
    // Accept-Encoding, so no CPU is spent compressing static files per request. Source maps are never served.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      exclude: /\.map$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  // The dev server pre-bundles graphql-request with Rolldown, which runs its own plugins: the same redirect there.
  optimizeDeps: { rolldownOptions: { plugins: [graphqlRequestRuntime] } },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://127.0.0.1:${servicePort}`, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Maps for decoding production stack traces, without a sourceMappingURL comment; the server answers 404 for them.
    sourcemap: 'hidden',
    // Which chunks each route needs: read by the bundle budget test (tests/budget).
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: RE_EXPORTS_SIDE_EFFECTS },
      output: {
        // Everything the entry imports (React, the router, the data layer, the frame) in one chunk: Rolldown's default
        // split it into five, and one file compresses 2.3 kB smaller than five (brotli shares one dictionary). The
        // entity merge (cache.ts) and the subscription transports are imported on demand, so they stay out of it;
        // a group for the data layer alone beside this one measured 2 kB more on every page.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'screens',
              test: sharedScreenModules(),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
