// Who else is here (docs/product.md §13): the stores' time to live (in process, and in a real redis-server), and the
// service's `here` / `alsoHere` on two instances sharing Redis and PostgreSQL: arrival and leaving reach the other
// instance's stream, and nothing is given to, or about, someone who cannot see the project.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { Db } from '../../server/db/types';
import { SEED_USERS } from '../../server/seed';
import {
  PRESENCE_TTL_MS,
  memoryPresenceStore,
  redisPresenceStore,
  type PresenceStore,
} from '../../server/team/presence';
import { startInProcessCluster, type InProcessCluster } from '../support/cluster';
import { inProcess } from '../support/in-process';
import { sse } from '../support/sse';

let cluster: InProcessCluster;
let client: Redis;
let db: Db;
const apps: App[] = [];

beforeAll(async () => {
  cluster = await startInProcessCluster(2);
  client = new Redis(cluster.redisUrl);
  db = cluster.db;
  apps.push(...cluster.apps);
}, 300_000);

afterAll(async () => {
  client?.disconnect();
  await cluster?.close();
});

describe.each([
  ['in process', () => memoryPresenceStore()],
  ['in Redis', () => redisPresenceStore(client)],
] as const)('the presence store %s', (_where, make) => {
  it('keeps a person for the time to live after their last heartbeat, and drops them on leave', async () => {
    const store: PresenceStore = make();
    const scope = `scope-${Math.random()}`;
    const t0 = 1_000_000;
    expect(await store.touch(scope, 'ada', t0)).toBe(true);
    expect(await store.touch(scope, 'ada', t0 + 5_000)).toBe(false);
    expect(await store.touch(scope, 'grace', t0 + 5_000)).toBe(true);
    expect((await store.list(scope, t0 + 6_000)).sort()).toEqual(['ada', 'grace']);
    // Ada's last heartbeat was at t0 + 5 s: gone once its time to live has passed.
    expect(await store.list(scope, t0 + 5_000 + PRESENCE_TTL_MS)).toEqual([]);
    expect(await store.touch(scope, 'ada', t0 + 5_000 + PRESENCE_TTL_MS + 1)).toBe(true);
    expect(await store.leave(scope, 'ada')).toBe(true);
    expect(await store.leave(scope, 'ada')).toBe(false);
  });
});

it('the Redis key itself expires with the last heartbeat', async () => {
  const store = redisPresenceStore(client);
  await store.touch('expiring', 'ada', Date.now());
  const ttl = await client.pttl('lanes:presence:expiring');
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(PRESENCE_TTL_MS);
});

const URL = 'http://127.0.0.1/graphql';
const HERE =
  'mutation ($k: String!, $n: Int, $l: Boolean) { here(projectKey: $k, taskNumber: $n, leaving: $l) }';
const ALSO = 'subscription ($k: String!, $n: Int) { alsoHere(projectKey: $k, taskNumber: $n) { id name } }';

describe('here and alsoHere across two instances', () => {
  it('arrival and leaving on one instance reach the stream on the other; the viewer never lists themself', async () => {
    const [one, two] = apps as [App, App];
    const ada = await inProcess(() => ({ app: one })).signIn('ada@lanes.test');
    const grace = await inProcess(() => ({ app: two })).signIn('grace@lanes.test');
    const stream = await sse(
      async (url, init) => two.yoga.fetch(url, init),
      URL,
      ALSO,
      { k: 'LAN', n: 1 },
      grace,
    );
    const heard = async () => (await stream.take(1))[0].data.alsoHere.map((u: { name: string }) => u.name);
    expect(await heard()).toEqual([]);
    // Ada opening the list on the other instance is her arrival, with no `here` of her own; she hears Grace, whose
    // stream was hers.
    const adas = await sse(
      async (url, init) => one.yoga.fetch(url, init),
      URL,
      ALSO,
      { k: 'LAN', n: 1 },
      ada,
    );
    expect((await adas.take(1))[0].data.alsoHere.map((u: { name: string }) => u.name)).toEqual([
      'Grace Hopper',
    ]);
    expect(await heard()).toEqual(['Ada Lovelace']);
    // Leaving ends it at once, without waiting for the time to live; a heartbeat brings her back.
    const { data } = inProcess(() => ({ app: one }));
    expect(await data(HERE, { k: 'LAN', n: 1, l: true }, ada)).toEqual({ here: true });
    expect(await heard()).toEqual([]);
    expect(await data(HERE, { k: 'LAN', n: 1 }, ada)).toEqual({ here: true });
    expect(await heard()).toEqual(['Ada Lovelace']);
    await data(HERE, { k: 'LAN', n: 1, l: true }, ada);
    expect(await heard()).toEqual([]);
    await adas.leave();
    await stream.leave();
  });

  it('is NOT_FOUND for someone outside the project, and refuses a bad task number', async () => {
    const app = apps[0]!;
    const { send, signIn } = inProcess(() => ({ app }));
    const linus = await signIn('linus@lanes.test');
    const codes = async (query: string, vars: Record<string, unknown>) =>
      (await send(query, vars, linus)).body.errors?.map((e) => [e.extensions?.['code'], e.message]);
    expect(await codes(HERE, { k: 'OPS' })).toEqual([['NOT_FOUND', 'Project OPS not found']]);
    expect(await codes(HERE, { k: 'LAN', n: 0 })).toEqual([['BAD_USER_INPUT', 'Not a task number']]);
    expect(await codes(HERE, { k: 'LAN', n: 99_999 })).toEqual([['NOT_FOUND', 'Task LAN-99999 not found']]);
    expect(await codes(HERE, { k: 'X'.repeat(1000) })).toEqual([
      ['NOT_FOUND', `Project ${'X'.repeat(1000)} not found`],
    ]);
    const stream = await sse(async (url, init) => app.yoga.fetch(url, init), URL, ALSO, { k: 'OPS' }, linus);
    const message = await stream.next();
    expect(message?.data.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
      'NOT_FOUND',
    ]);
    await stream.leave();
    // Nothing of Linus's was stored for OPS.
    const [ops] = await db.query<{ id: string }>("SELECT id FROM projects WHERE key = 'OPS'");
    expect(await client.exists(`lanes:presence:${ops!.id}`)).toBe(0);
    expect(SEED_USERS[2]!.email).toBe('linus@lanes.test');
  });
});

it('search uses the same full-text and trigram indexes on PostgreSQL', async () => {
  const { data, signIn } = inProcess(() => ({ app: apps[0]! }));
  const linus = await signIn('linus@lanes.test');
  const search = 'query ($t: String!) { search(text: $t) { key title } }';
  expect((await data(search, { t: 'dark theme' }, linus)).search).toEqual([
    { key: 'LAN-19', title: 'Dark theme' },
  ]);
  expect((await data(search, { t: 'them' }, linus)).search.map((t: { key: string }) => t.key)).toContain(
    'LAN-19',
  );
  // Linus is not in OPS: its tasks are never found ("backups" is in OPS only).
  expect((await data(search, { t: 'backups' }, linus)).search).toEqual([]);
  // The seeded table is too small for the planner to prefer an index on its own: told to avoid scans, it shows
  // that the trigram index serves a part of a word.
  const plan = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM tasks WHERE title ILIKE '%theme%'`);
  });
  expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('tasks_title_trgm_idx');
});
