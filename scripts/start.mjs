// `npm start`: builds dist/ when it is missing or older than the app's sources, and the service every time
// (scripts/build-server.mjs), then runs the service in the foreground (PORT, default 4000). Configuration is read by
// server/config.ts; see README.md.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = path.resolve(root, process.env.STATIC_DIR || 'dist');
// Everything vite build reads: the app, the generated client it imports, its page and its config.
const sources = ['src', 'generated', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(file) {
  let info;
  try {
    info = statSync(file);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

function builtAt() {
  try {
    return statSync(path.join(staticDir, 'index.html')).mtimeMs;
  } catch {
    return null;
  }
}

const built = builtAt();
const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (built === null || built < changed) {
  console.log(built === null ? 'Building the app (first start)…' : 'Building the app (sources changed)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('lanes: building the app failed (the error is above): fix it, then run npm start again');
    process.exit(1);
  }
}

await buildServer();
const service = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  // Production: no field suggestions, no introspection (server/config.ts).
  env: { ...process.env, LANES_ENV: process.env.LANES_ENV || 'production' },
});
// Ctrl-C reaches the whole process group; a kill aimed at this process alone is passed on. Either way the service
// shuts down by itself and this process leaves with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => service.kill(signal));
service.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
