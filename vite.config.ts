// The browser app: `npm run dev` serves it with a proxy to the service; `npm run build` writes dist/ for `npm start`.
import { constants } from 'node:zlib';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The plugin is CommonJS (module.exports = unplugin); `.vite` is its Vite form.
const optimizeLocales = createRequire(import.meta.url)('@react-aria/optimize-locales-plugin') as {
  vite(options: { locales: string[] }): Plugin;
};

const servicePort = Number(process.env.SERVICE_PORT ?? 4000);

/** The languages the app ships; react-aria's strings for every other locale are left out of the bundle. */
export const APP_LOCALES = ['en-US'];

export default defineConfig({
  plugins: [
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
  },
});
