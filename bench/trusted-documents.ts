// `npm run bench:documents`: how long the service takes to refuse a document sent as text without an API key, and
// the same document where text is read (development, as an API key's). The document is 100 kB of 1,999 tokens that
// never closes: reading it means lexing all of it before the syntax error at its end, within the token limit.
// Production answers PERSISTED_QUERY_ONLY without reading it. Requests go to yoga's fetch in the process, so the
// figure is the service's own work, not loopback's. ROUNDS each, interleaved; p10, p50 and p90 in µs.
import { performance } from 'node:perf_hooks';
import { createApp, type App } from '../server/app';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { createBoardPubSub } from '../server/pubsub';

const ROUNDS = Number(process.env['DOCUMENT_ROUNDS'] ?? 2000);
const SMALL = '{ viewer { id } }';
// `{` and 1,998 names of 50 characters: 100 kB, no closing brace.
const LARGE = `{ ${Array.from({ length: 1998 }, (_, i) => `f${String(i).padStart(49, '0')}`).join(' ')}`;

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function once(app: App, body: string): Promise<{ code: string; us: number }> {
  const started = performance.now();
  const response = await app.yoga.fetch('http://127.0.0.1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { code: answer.errors?.[0]?.extensions?.code ?? 'ok', us: (performance.now() - started) * 1000 };
}

async function main() {
  const { db } = await openPglite();
  await migrate(db);
  const cases: { mode: string; name: string; app: App; body: string; code: string; us: number[] }[] = [];
  const apps: App[] = [];
  for (const production of [true, false]) {
    const app = createApp({ db, pubsub: createBoardPubSub(), embedded: true, production, logLevel: 'error' });
    apps.push(app);
    for (const [name, query] of [
      [`${SMALL.length} bytes`, SMALL],
      [`${Math.round(LARGE.length / 1024)} kB, unclosed`, LARGE],
    ] as const) {
      const mode = production ? 'production' : 'development';
      cases.push({ mode, name, app, body: JSON.stringify({ query }), code: '', us: [] });
    }
  }
  // Interleaved, after a warm-up of every case, so that neither mode measures the other's warm-up or a busy moment.
  for (let round = -200; round < ROUNDS; round += 1) {
    for (const c of cases) {
      const { code, us } = await once(c.app, c.body);
      c.code = code;
      if (round >= 0) c.us.push(us);
    }
  }
  for (const app of apps) await app.close();
  await db.close();
  const base = at(
    [...cases[0]!.us].sort((a, b) => a - b),
    0.5,
  );
  console.log(`mode\tdocument\tanswer\tp10 / p50 / p90 µs (${ROUNDS} requests)\tp50 / production's 17 bytes`);
  for (const c of cases) {
    const sorted = [...c.us].sort((a, b) => a - b);
    const figures = [0.1, 0.5, 0.9].map((p) => at(sorted, p).toFixed(0)).join(' / ');
    console.log(`${c.mode}\t${c.name}\t${c.code}\t${figures}\t${(at(sorted, 0.5) / base).toFixed(2)}`);
  }
}

await main();
