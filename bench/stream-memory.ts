// What an idle live stream costs the service in memory: N idle viewerEvents streams over SSE (one HTTP connection
// each), then N over WebSocket (one socket each), against the service in a process of its own, measured after two
// garbage collections before and while they are open. The per-stream figures size the instance's stream cap
// (docs/deployment.md, "Live streams").
//
//   npx tsx bench/stream-memory.ts [N=2000]
import { fork, type ChildProcess } from 'node:child_process';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createSeedDump } from '../tests/support/seed-dump';

const N = Number(process.argv[2] ?? 2_000);
const QUERY = 'subscription { viewerEvents { kind } }';

interface Measured {
  rss: number;
  heapUsed: number;
  external: number;
  streams: number;
}

function ask(child: ChildProcess): Promise<Measured> {
  return new Promise((resolve) => {
    const on = (message: { type: string } & Measured) => {
      if (message.type !== 'measured') return;
      child.off('message', on);
      resolve(message);
    };
    child.on('message', on);
    child.send({ type: 'measure' });
  });
}

async function settled(child: ChildProcess, streams: number): Promise<Measured> {
  for (;;) {
    const measured = await ask(child);
    if (measured.streams === streams) {
      // Once more after a pause: buffers of the last streams opened are let go.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return ask(child);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const perStream = (before: Measured, after: Measured) => ({
  rssKiB: Math.round((after.rss - before.rss) / N / 1024),
  heapKiB: Math.round((after.heapUsed - before.heapUsed) / N / 1024),
});

/** A fresh service process per transport: memory a process has freed is seldom given back, so one after another would hide the second. */
async function startChild(dump: string) {
  const child = fork(new URL('./stream-memory-service.ts', import.meta.url), [dump, String(N)], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const { url, cookies } = await new Promise<{ url: string; cookies: string[] }>((resolve) =>
    child.on('message', (message: { type: string; url: string; cookies: string[] }) => {
      if (message.type === 'ready') resolve(message);
    }),
  );
  return { child, url, cookieOf: (i: number) => cookies[Math.floor(i / 20)]! };
}

async function sseStreams(dump: string) {
  const { child, url, cookieOf } = await startChild(dump);
  const idle = await settled(child, 0);
  const controllers = Array.from({ length: N }, () => new AbortController());
  for (let i = 0; i < N; i += 50) {
    await Promise.all(
      controllers.slice(i, i + 50).map(async (controller, j) => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            cookie: cookieOf(i + j),
          },
          body: JSON.stringify({ query: QUERY }),
          signal: controller.signal,
        });
        void response.body!.pipeTo(new WritableStream()).catch(() => undefined);
      }),
    );
  }
  const open = await settled(child, N);
  for (const controller of controllers) controller.abort();
  child.disconnect();
  return { idle, open };
}

async function webSocketStreams(dump: string) {
  const { child, url, cookieOf } = await startChild(dump);
  const idle = await settled(child, 0);
  const clients: Client[] = [];
  for (let i = 0; i < N; i += 1) {
    const cookie = cookieOf(i);
    const client = createClient({
      url: url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
      lazy: false,
    });
    client.subscribe(
      { query: QUERY },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    clients.push(client);
  }
  const open = await settled(child, N);
  await Promise.all(clients.map((client) => client.dispose()));
  child.disconnect();
  return { idle, open };
}

async function main() {
  const dump = await createSeedDump();
  const sse = await sseStreams(dump);
  const ws = await webSocketStreams(dump);
  console.log(
    JSON.stringify({
      streams: N,
      idleRssMiB: Math.round(sse.idle.rss / 1024 / 1024),
      sse: perStream(sse.idle, sse.open),
      webSocket: perStream(ws.idle, ws.open),
    }),
  );
}

await main();
process.exit(0);
