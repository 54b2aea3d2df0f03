// `npm run dev`: the service on SERVICE_PORT (default 4000), restarted when server/ or the schema changes, and Vite
// on 5173 with hot reload, proxying /graphql (HTTP, SSE and WebSocket) to the service (vite.config.ts). Vite also
// regenerates generated/ when a .graphql document or the schema is saved (codegen/vite-plugin.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const servicePort = process.env.SERVICE_PORT || '4000';
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

const children = [
  spawn(
    process.execPath,
    [
      bin('tsx', 'dist/cli.mjs'),
      'watch',
      '--clear-screen=false',
      '--include',
      'schema/schema.graphql',
      'server/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // Development: field suggestions and introspection on (server/config.ts).
      env: {
        ...process.env,
        PORT: servicePort,
        HOST: process.env.HOST || '127.0.0.1',
        LANES_ENV: process.env.LANES_ENV || 'development',
      },
    },
  ),
  spawn(process.execPath, [bin('vite', 'bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVICE_PORT: servicePort },
  }),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
