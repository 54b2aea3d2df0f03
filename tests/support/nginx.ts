// Debian's nginx running deploy/nginx.conf as shipped, with only its instance ports and listen address replaced:
// the cluster test and the deployed page's test go through the same file a deployment installs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface TestNginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx on 127.0.0.1:`port` in front of the instances on `upstreams`, once it answers /healthz through them. */
export async function startNginx(upstreams: readonly number[], port: number): Promise<TestNginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lanes-nginx-'));
  chmodSync(dir, 0o755);
  const site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const named = site.match(/server 127\.0\.0\.1:\d+/g) ?? [];
  // The shipped file names three instances; fewer here leave the rest out, more is not what it was written for.
  if (upstreams.length === 0 || upstreams.length > named.length)
    throw new Error(`deploy/nginx.conf names ${named.length} instances, not ${upstreams.length}`);
  let nth = 0;
  const ours = site
    .replace(/\n\s*server 127\.0\.0\.1:\d+[^\n]*/g, (line) =>
      nth < upstreams.length ? line.replace(/:\d+/, `:${upstreams[nth++]!}`) : '',
    )
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*listen \[::\]:8080;/, '');
  writeFileSync(path.join(dir, 'lanes.conf'), ours);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'lanes.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  // SIGTERM, nginx's fast shutdown: the master stops its worker, then exits. A SIGKILLed master left its worker
  // running, listening, after the run.
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (nginx.exitCode !== null) {
      const log = readFileSync(path.join(dir, 'error.log'), 'utf8');
      await stop();
      throw new Error(`nginx exited (${nginx.exitCode}): ${log}`);
    }
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('nginx did not answer /healthz within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
