// npm run dev's codegen on save, through a real Vite dev server on a copy of the inputs (codegenOnSave in vite.config.ts): a
// saved document reaches generated/ with no command; one that no longer validates reaches the terminal and the
// browser's overlay (the HMR socket's error message, which is what the overlay shows) and generated/ stays as it was.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, createLogger, type ViteDevServer } from 'vite';
import { WebSocket } from 'ws';
import { afterEach, expect, test } from 'vitest';
import { codegenOnSave } from '../../vite.config';
import { copyOfCodegenInputs, snapshot } from './support';

let server: ViteDevServer | undefined;
let remove: (() => Promise<void>) | undefined;
afterEach(async () => {
  await server?.close();
  await remove?.();
  server = remove = undefined;
});

async function devServerOnACopy() {
  const copy = await copyOfCodegenInputs();
  remove = copy.remove;
  const errors: string[] = [];
  const logger = createLogger('silent');
  logger.error = (message) => void errors.push(message);
  server = await createServer({
    root: copy.dir,
    configFile: false,
    customLogger: logger,
    plugins: [codegenOnSave()],
    server: { port: 0, host: '127.0.0.1' },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as { port: number };
  // The browser's side of the HMR channel, as Vite's client opens it.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${server.config.webSocketToken}`, 'vite-hmr');
  const messages: { type: string; err?: { message: string } }[] = [];
  socket.on('message', (data: Buffer) =>
    messages.push(JSON.parse(data.toString()) as (typeof messages)[number]),
  );
  await new Promise((resolve) => socket.once('open', resolve));
  server.httpServer!.once('close', () => socket.close());
  return { dir: copy.dir, errors, messages };
}

const WAIT = { timeout: 60_000, interval: 50 };

test(
  'a saved document reaches generated/, and a deleted one takes its module along',
  { timeout: 120_000 },
  async () => {
    const { dir } = await devServerOnACopy();
    const document = path.join(dir, 'src/features/projects/api/ProjectNames.graphql');
    await writeFile(document, 'query ProjectNames {\n  projects {\n    id\n    name\n  }\n}\n');
    const module = path.join(dir, 'generated/operations/ProjectNames.ts');
    await expect
      .poll(() => readFile(module, 'utf8').catch(() => ''), WAIT)
      .toContain('export const useProjectNamesQuery');
    expect(await readFile(path.join(dir, 'generated/hooks.ts'), 'utf8')).toContain(
      "from './operations/ProjectNames'",
    );

    await rm(document);
    await expect
      .poll(
        () =>
          readFile(module, 'utf8').then(
            () => 'there',
            () => 'gone',
          ),
        WAIT,
      )
      .toBe('gone');
  },
);

test(
  'a document that no longer validates is reported in the terminal and the overlay; generated/ stays',
  { timeout: 120_000 },
  async () => {
    const { dir, errors, messages } = await devServerOnACopy();
    const before = await snapshot(path.join(dir, 'generated'));
    await writeFile(
      path.join(dir, 'src/features/projects/api/Projects.graphql'),
      'query Projects {\n  projects {\n    id\n    nickname\n  }\n}\n',
    );
    await expect.poll(() => messages.find((m) => m.type === 'error'), WAIT).toBeDefined();
    const overlay = messages.find((m) => m.type === 'error')!.err!.message;
    expect(overlay).toMatch(
      /^codegen failed after src\/features\/projects\/api\/Projects\.graphql; generated\/ is left as it was\.\n/,
    );
    expect(overlay).toContain('Cannot query field "nickname" on type "Project".');
    expect(errors).toEqual([overlay]);
    expect(await snapshot(path.join(dir, 'generated'))).toEqual(before);
  },
);
