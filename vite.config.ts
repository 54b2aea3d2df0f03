// The browser app: `npm run dev` serves it with a proxy to the service; `npm run build` writes dist/ for `npm start`.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const servicePort = Number(process.env.SERVICE_PORT ?? 4000);

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://127.0.0.1:${servicePort}`, ws: true, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
