// The service for bench/stream-memory.ts, in a process of its own (run with --expose-gc) so its memory is the
// service's alone: the seeded database, accounts with sessions made straight in it, caps high enough for the count
// measured. Reports its URL and cookies over IPC, and its memory after two collections when asked.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createApp } from '../server/app';
import { createSession } from '../server/auth';
import { openPglite } from '../server/db/pglite';
import { createBoardPubSub } from '../server/pubsub';

const [dumpPath, countText] = process.argv.slice(2);
const streams = Number(countText);
const { db } = await openPglite({ loadDataDir: new Blob([await readFile(dumpPath!)]) });
// The bench sends its documents as text, as an API key may: the same streams, without a key per request.
const app = createApp({
  production: false,
  db,
  pubsub: createBoardPubSub(),
  embedded: true,
  logLevel: 'error',
  limits: {
    connectionsPerAddress: streams * 2 + 100,
    streamsPerAddress: streams * 2,
    streamsPerInstance: streams * 2,
  },
});
const listening = await app.listen({ port: 0, host: '127.0.0.1' });
// One session per 20 streams (a session's cap), three sessions per account (60 streams, an account's cap).
const cookies: string[] = [];
for (let i = 0; i < Math.ceil(streams / 20); i += 1) {
  const account = Math.floor(i / 3);
  const id = `bench-${account}`;
  if (i % 3 === 0) {
    await db.query('INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $3, $4)', [
      id,
      `${id}@bench.test`,
      `Bench ${account}`,
      'unusable',
    ]);
  }
  cookies.push(`lanes_session=${(await createSession(db, id, new Date())).token}`);
}

function measure() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const status = readFileSync('/proc/self/status', 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  const memory = process.memoryUsage();
  return {
    rss: rssKiB * 1024,
    heapUsed: memory.heapUsed,
    external: memory.external,
    streams: app.streams.instance,
  };
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'measure') process.send?.({ type: 'measured', ...measure() });
});
process.send?.({ type: 'ready', url: listening.url, cookies });
process.on('disconnect', () => {
  void listening
    .close()
    .then(() => app.close())
    .then(() => db.close())
    .finally(() => process.exit(0));
});
