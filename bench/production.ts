// A production start for the browser benches: `npm start`'s own script builds the app into `dir` and runs the real
// service on a random loopback port with a temp embedded database; and Ada's session on it, as a Cookie header.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignInDocument } from '../generated/operations/SignIn';
import { operationOf } from '../src/lib/graphql/document';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function startProduction(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      STATIC_DIR: path.join(dir, 'dist'),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Lanes is running at (http:\/\/\S+?) /.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening:\n${out}`)));
  });
  return { url, child };
}

/** Stops what startProduction started, waiting for it to exit. */
export async function stopProduction(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export async function signIn(url: string, email = 'ada@lanes.test'): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: url },
    // As the app sends it in production: by hash (the service runs only its own documents without an API key).
    body: JSON.stringify({
      operationName: 'SignIn',
      variables: { email, password: 'lanes-demo' },
      extensions: { persistedQuery: { version: 1, sha256Hash: operationOf(SignInDocument).hash } },
    }),
  });
  // The session and the hint that the device's kept data goes with (server/auth.ts), as one Cookie header.
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie.startsWith('lanes_session='))
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}
