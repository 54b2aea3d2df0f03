// The browser app: `npm run dev` serves it with a proxy to the service; `npm run build` writes dist/ for `npm start`.
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { tsImport } from 'tsx/esm/api';
import type * as CodegenWatchModule from './codegen/watch';
import type * as ThemeModule from './src/lib/theme';

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
 * wouter imports use-sync-external-store's shim, which keeps a copy of the hook for React 16 and 17; on React 19 it
 * hands back React's own, so that copy is dead code on every page: its imports get React's hook directly.
 */
const SHIM = '\0lanes:use-sync-external-store';
export const reactOwnSyncExternalStore = {
  name: 'lanes:react-own-sync-external-store',
  resolveId(source: string) {
    return /^use-sync-external-store\/shim(\/index(\.js)?)?$/.test(source) ? SHIM : null;
  },
  load(id: string) {
    return id === SHIM ? "export { useSyncExternalStore } from 'react';" : null;
  },
} satisfies Plugin;

/**
 * Modules that only re-export, said to have no side effects so that Rolldown looks through them: each chunk then
 * depends on the modules whose exports it uses, not on everything re-exported. generated/hooks.ts re-exports one
 * module per operation (without this, every document went into the chunk every route loads); src/lib/graphql/index.ts
 * re-exports the layer, whose entity cache (cache/) loads on demand (react.ts) or with the screens that import it. The budget test
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

/** The entity cache's entry (src/lib/graphql/cache/). */
const ENTITY_CACHE = path.join(SRC, 'lib', 'graphql', 'cache', 'index.ts');

/** What the sign-in page loads besides the entry: kept out of the signed-in screens' shared chunk. */
const SIGN_IN_MODULES =
  /[\\/]src[\\/](features[\\/]auth[\\/]|entities[\\/]viewer[\\/]|components[\\/](TextField|characterLimit)\.|lib[\\/]validation[\\/](text|auth)\.)|[\\/]generated[\\/]operations[\\/](SignIn|SignUp|DemoAccounts)\./;

/**
 * The menu (the card's and the account's): shared by the board's first paint and the account menu's list, loaded on
 * demand. Its own chunk, as the menu library's was: in the screens chunk every signed-in page would load it.
 */
const MENU_MODULE = /[\\/]src[\\/]components[\\/]Menu\.tsx$/;

/** A relative import's file, as TypeScript resolves it here (no index files outside the barrels). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, base, path.join(base, 'index.ts')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile(),
  );
}

const GENERATED_HOOKS = fileURLToPath(new URL('./generated/hooks.ts', import.meta.url));

/**
 * The files a module imports statically (type-only imports left out). Through generated/hooks.ts, by the names
 * imported: it re-exports every operation, and each screen uses a few.
 */
function staticImportsOf(file: string, operations: ReadonlyMap<string, string>): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, clause = '', spec = ''] of source.matchAll(
    /^(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s*'([^']+)'/gms,
  )) {
    const target = resolveImport(file, spec);
    if (!target) continue;
    if (target !== GENERATED_HOOKS) {
      found.push(target);
      continue;
    }
    const names = /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? [...operations.keys()];
    for (const name of names) {
      const operation = operations.get(name.trim().split(/\s+as\s+/)[0]!);
      if (operation) found.push(operation);
    }
  }
  return found;
}

/**
 * What the board's first paint reaches (docs/performance.md holds it to a budget): its screens' modules, the parts
 * they load as they paint, and the signed-in frame's, followed through their static imports.
 */
const BOARD_ROOTS = [
  'app/routes/BoardRoute.tsx',
  'app/routes/ProjectRoute.tsx',
  'app/SignedInParts.tsx',
  'lib/graphql/subscriptions/sse.ts',
];

function boardModules(): Set<string> {
  const operations = new Map<string, string>();
  for (const [, names = '', spec = ''] of readFileSync(GENERATED_HOOKS, 'utf8').matchAll(
    /export \{([^}]*)\} from '([^']+)'/g,
  ))
    for (const name of names.split(',')) operations.set(name.trim(), resolveImport(GENERATED_HOOKS, spec)!);
  const reached = new Set<string>();
  const walk = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const next of staticImportsOf(file, operations)) walk(next);
  };
  for (const root of BOARD_ROOTS) walk(path.join(SRC, root));
  return reached;
}

/**
 * The app's own modules that two or more signed-in screens (or their parts) share, in two chunks: what the board's
 * first paint uses, and the rest (shared by other screens, or with a part loaded on demand such as undo), which the
 * board does not load. Left to itself, Rolldown gave each set of sharers its own chunk: the board's first paint took
 * 21 files, and on a slow phone connection (six at a time over HTTP/1.1) their round trips, not their bytes, held the
 * board's LCP at 2.4 s; with one shared chunk it takes 9 (LCP 2.1 s, Lighthouse median of three). Left out: modules
 * loaded with import() (each its own chunk) and what the sign-in page loads (its budget test fails otherwise).
 */
function sharedScreenModules(board: boolean): (id: string) => boolean {
  const onDemand = dynamicImportTargets(SRC);
  // The entity cache is loaded on demand only before a screen is (a mutation's effects): every signed-in screen
  // imports it, so it goes with them rather than in a file of its own, one round trip fewer for each.
  onDemand.delete(ENTITY_CACHE);
  const reached = boardModules();
  return (id) => {
    const file = id.split('?')[0]!;
    return (
      /[\\/](src|generated|node_modules[\\/]@tanstack)[\\/]/.test(file) &&
      !onDemand.has(file) &&
      !SIGN_IN_MODULES.test(file) &&
      !MENU_MODULE.test(file) &&
      // Packages are the board's when shared: its first paint uses TanStack Query's shared parts.
      (reached.has(file) || file.includes('node_modules')) === board
    );
  };
}

/**
 * `npm run dev` regenerates on save: Vite's own file watcher tells codegen/watch.ts of every change; a failed run is
 * printed in the terminal and shown in the browser's error overlay (the last good generated/ stays), and the next
 * good run clears it with a reload. codegen loads only with the dev server, through tsx at run time (a static import
 * would put codegen in every config load, `vite build` included).
 */
export function codegenOnSave(): Plugin {
  return {
    name: 'lanes:codegen-on-save',
    apply: 'serve',
    async configureServer(server) {
      const { watchCodegen } = (await tsImport(
        './codegen/watch.ts',
        import.meta.url,
      )) as typeof CodegenWatchModule;
      const logger = server.config.logger;
      let failed = false;
      const watch = watchCodegen(server.config.root, {
        onSuccess(ms, trigger) {
          logger.info(`codegen: generated/ updated after ${trigger} (${Math.round(ms)} ms)`, {
            timestamp: true,
          });
          // The overlay stays until a full reload; generated/'s own changes have already gone out as updates.
          if (failed) server.ws.send({ type: 'full-reload' });
          failed = false;
        },
        onError(error, trigger) {
          failed = true;
          const message = `codegen failed after ${trigger}; generated/ is left as it was.\n${error.message}`;
          logger.error(message, { timestamp: true });
          server.ws.send({
            type: 'error',
            err: { message, stack: '', plugin: 'lanes:codegen-on-save', id: trigger },
          });
        },
      });
      for (const event of ['add', 'change', 'unlink'] as const)
        server.watcher.on(event, (file: string) => watch.changed(file));
    },
  };
}

/**
 * The version of what the device keeps (src/app/device.ts): the generated documents and types give the shape of every
 * kept result, so a change to them (a schema or document change) drops what was kept instead of reading it wrongly.
 * CACHE_FORMAT counts changes to how it is kept.
 */
const CACHE_FORMAT = 1;
export const CACHE_VERSION = createHash('sha256')
  .update(`${CACHE_FORMAT}\n`)
  .update(readFileSync(fileURLToPath(new URL('./generated/graphql.ts', import.meta.url))))
  .digest('hex')
  .slice(0, 16);

/**
 * The service worker, written at build time: the release's files (the shell, every chunk, the manifest and icon) are
 * downloaded once into a cache named by the release, served from it first, and the page's navigations get the shell.
 * A new release installs beside the running one and takes over at once (the next navigation loads its shell); its old
 * cache goes. /graphql and any other origin are never touched. Our own few lines: vite-plugin-pwa's Workbox runtime
 * and workbox-window would add a few kB for the same three events.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'lanes:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => /^assets\/[^/]+\.(js|css|svg|woff2)$/.test(file))
        .sort();
      const shell = ['/', '/favicon.svg', '/manifest.webmanifest', ...files.map((file) => `/${file}`)];
      const release = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      const source = `// Written by vite.config.ts (serviceWorker): the app shell of one release.
const CACHE = 'lanes-shell-${release}';
const SHELL = ${JSON.stringify(shell)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('lanes-shell-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/graphql')) return;
  const kept = request.mode === 'navigate' ? '/' : request;
  event.respondWith(caches.match(kept, { cacheName: CACHE }).then((response) => response || fetch(request)));
});
`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * The browser sends every generated document by its hash (src/main.tsx: `persistedQueries`), and in production the
 * service runs only its manifest's documents, so their text in the bundle is never sent: it is left out of
 * generated/operations/* in the build (the service, Node and `npm run dev` load the modules whole).
 */
export function documentsByHashOnly(): Plugin {
  return {
    name: 'lanes:documents-by-hash-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]generated[\\/]operations[\\/][^\\/]+\.ts$/.test(id) || !code.includes('"hash":"'))
        return null;
      return { code: code.replace(/"query":"(?:[^"\\]|\\.)*",/, ''), map: null };
    },
  };
}

/**
 * The theme's script, inline at the top of <head>: it runs before the stylesheet paints, so a page never shows the
 * other theme first (src/lib/theme.ts; the service's CSP allows it by hash, server/http.ts).
 */
export function themeBeforePaint(): Plugin {
  return {
    name: 'lanes:theme-before-paint',
    // Through tsx at run time, as codegen is: a static import of a source file would not load under Node's own loader.
    async transformIndexHtml() {
      const { THEME_SCRIPT } = (await tsImport('./src/lib/theme.ts', import.meta.url)) as typeof ThemeModule;
      return [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }];
    },
  };
}

/** The languages the app ships; react-aria's strings for every other locale are left out of the bundle. */
export const APP_LOCALES = ['en-US'];

export default defineConfig({
  plugins: [
    { ...graphqlRequestRuntime, enforce: 'pre' },
    { ...reactOwnSyncExternalStore, enforce: 'pre' },
    react(),
    documentsByHashOnly(),
    // npm run dev: a saved schema or .graphql document regenerates generated/.
    codegenOnSave(),
    optimizeLocales.vite({ locales: APP_LOCALES }),
    serviceWorker(),
    themeBeforePaint(),
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
  define: { __LANES_CACHE_VERSION__: JSON.stringify(CACHE_VERSION) },
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
    // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17): no polyfill on
    // every page for the ones that did not.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: RE_EXPORTS_SIDE_EFFECTS },
      output: {
        // Everything the entry imports (React, the router, the data layer, the frame) in one chunk: Rolldown's default
        // split it into five, and one file compresses 2.3 kB smaller than five (brotli shares one dictionary). The
        // entity merge (cache/) and the subscription transports are imported on demand, so they stay out of it;
        // a group for the data layer alone beside this one measured 2 kB more on every page.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The form parts that the sign-in page and the signed-in screens' forms share, in one file beside the
            // entry: in it, every signed-in page carried the sign-in form; split by Rolldown, they were four files.
            {
              name: 'forms',
              test: /[\\/]src[\\/](components[\\/](TextField|characterLimit)\.|lib[\\/]validation[\\/]text\.|app[\\/]useDocumentTitle\.)/,
            },
            // The sign-in form and its rules, shared by the sign-in, sign-up, invitation and password screens.
            {
              name: 'signIn',
              test: /[\\/]src[\\/](features[\\/]auth[\\/](SignInForm|DemoAccountList)|lib[\\/]validation[\\/]auth)\.|[\\/]generated[\\/]operations[\\/](SignIn|DemoAccounts)\./,
            },
            {
              name: 'screens',
              test: sharedScreenModules(true),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'screens-more',
              test: sharedScreenModules(false),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // What every signed-in page loads on demand at its first paint beside the screens chunk: the live transport
            // and the viewer's own events. One file, not two: on a slow phone connection each costs a round trip.
            {
              name: 'signedIn',
              test: /[\\/]src[\\/](lib[\\/]graphql[\\/]subscriptions[\\/]sse|app[\\/]SignedInParts)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
