// The public face imports and runs in plain Node 20: no DOM globals, no import.meta.env, nothing Vite-only.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsonReply, startExactServer, type ExactServer } from '../support/exact-server';

let server: ExactServer;
beforeAll(async () => {
  server = await startExactServer();
  server.respondWith(jsonReply('{"data":{"viewer":null}}'));
});
afterAll(() => server.close());

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SCRIPT = `
const layer = await import('./src/lib/graphql/index.ts');
const client = layer.createGraphQLClient({ uri: process.env.GRAPHQL_URL });
const result = await client.execute('query Viewer { viewer { id } }');
console.log(JSON.stringify({
  dom: typeof window + ' ' + typeof document,
  exports: ['createGraphQLClient', 'ServerError', 'ServerParseError', 'GraphQLErrors', 'operationOf'].map((name) => typeof layer[name]),
  result,
}));
`;

function runNode(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

it('imports src/lib/graphql/index.ts and executes a query in plain Node', async () => {
  const run = await runNode(['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    GRAPHQL_URL: server.url,
  });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({
    dom: 'undefined undefined',
    exports: ['function', 'function', 'function', 'function', 'function'],
    result: { data: { viewer: null } },
  });
  expect(server.requests.map((r) => `${r.method} ${r.target}`)).toEqual(['POST /graphql']);
});
