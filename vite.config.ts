// The browser app: `npm run dev` serves it with a proxy to the service; `npm run build` writes dist/ for `npm start`.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
const graphqlRequestRuntime = {
  name: 'lanes:graphql-request-runtime',
  resolveId(source: string, importer: string | undefined) {
    if (source === 'graphql' && importer && /[\\/]node_modules[\\/]graphql-request[\\/]/.test(importer))
      return GRAPHQL_REQUEST_RUNTIME;
    return null;
  },
} satisfies Plugin;

export default defineConfig({
  plugins: [{ ...graphqlRequestRuntime, enforce: 'pre' }, react()],
  // The dev server pre-bundles graphql-request with Rolldown, which runs its own plugins: the same redirect there.
  optimizeDeps: { rolldownOptions: { plugins: [graphqlRequestRuntime] } },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://127.0.0.1:${servicePort}`, ws: true, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
