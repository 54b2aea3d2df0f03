// What the capacity tests share: cheap accounts made straight in the database (as many sign-ups would make them,
// without the sign-up limits of one address), a project of long tasks, and latency samples taken while an attack runs.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createSession } from '../../server/auth';
import type { Db } from '../../server/db/types';

export interface Account {
  id: string;
  email: string;
  cookie: string;
}

/** A new account with one session, as a stranger who signed up would hold. */
export async function newAccount(db: Db, name = 'Mallory'): Promise<Account> {
  const id = randomUUID();
  const email = `${name.toLowerCase()}-${id.slice(0, 8)}@example.test`;
  // Not a real hash: this account never signs in with a password.
  await db.query('INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $3, $4)', [
    id,
    email,
    name,
    'unusable',
  ]);
  const session = await createSession(db, id, new Date());
  return { id, email, cookie: `lanes_session=${session.token}` };
}

export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/**
 * The account's own project `key` with `count` tasks whose descriptions are `descriptionChars` long: one letter
 * repeated, the text on which a `%aaa…ab%` match is slowest (each place is tried to the pattern's end).
 */
export async function projectOfLongTasks(
  url: string,
  cookie: string,
  key: string,
  count: number,
  descriptionChars = 20_000,
): Promise<void> {
  const created = await graphql(
    url,
    'mutation ($k: String!) { createProject(input: { key: $k, name: "Free prizes" }) { id } }',
    { k: key },
    cookie,
  );
  if (created.body.errors) throw new Error(JSON.stringify(created.body.errors));
  for (let i = 0; i < count; i += 1) {
    const description = 'a'.repeat(descriptionChars);
    const task = await graphql(
      url,
      'mutation ($k: String!, $t: String!, $d: String) { createTask(input: { projectKey: $k, title: $t, description: $d }) { id } }',
      { k: key, t: `Prize ${i}`, d: description },
      cookie,
    );
    if (task.body.errors) throw new Error(JSON.stringify(task.body.errors));
  }
}

/**
 * `aliases` text filters over the project's tasks in one request, each with its own text of `chars` characters. Each
 * text differs (`variant` shifts them): the result cache answers a repeated request without the database.
 */
export function filterFields(aliases: number, chars: number, first = 1, variant = 0): string {
  return Array.from(
    { length: aliases },
    (_, i) =>
      `a${i}: tasks(filter: { text: "${'a'.repeat(chars - 1)}${String.fromCharCode(98 + ((i + variant) % 25))}" }, first: ${first}) { totalCount }`,
  ).join(' ');
}

/** `filterFields` on the project FREE, the key the capacity tests give projectOfLongTasks. */
export function filterAttack(aliases: number, chars: number, variant = 0): string {
  return `{ project(key: "FREE") { ${filterFields(aliases, chars, 1, variant)} } }`;
}

export interface Spread {
  n: number;
  median: number;
  p90: number;
  max: number;
}

export function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { n: sorted.length, median: round(at(0.5)), p90: round(at(0.9)), max: round(sorted.at(-1) ?? NaN) };
}

/** ms of one call. */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/** `probe` again and again, one at a time, until `attack` settles (at least `min` times): each one's ms. */
export async function sampleDuring(
  attack: Promise<unknown>,
  probe: () => Promise<unknown>,
  min = 3,
): Promise<number[]> {
  let settled = false;
  void attack.then(
    () => (settled = true),
    () => (settled = true),
  );
  const samples: number[] = [];
  while (!settled || samples.length < min) samples.push(await timed(probe));
  return samples;
}

/** `probe` again and again, one at a time, for `ms`: each one's ms. */
export async function sampleFor(probe: () => Promise<unknown>, ms: number): Promise<number[]> {
  const samples: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) samples.push(await timed(probe));
  return samples;
}

/** `probe` `n` times, one at a time: each one's ms. */
export async function sample(probe: () => Promise<unknown>, n = 20): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) samples.push(await timed(probe));
  return samples;
}

export const healthz = (url: string) => () => fetch(`${url}/healthz`).then((response) => response.text());

/** The first error's code, or `ok`. */
export function outcome(body: { errors?: { extensions?: Record<string, unknown> }[] }): string {
  const code = body.errors?.[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : body.errors ? 'error' : 'ok';
}

/**
 * `probe` beside `rounds` slices of `floor` and as many of `attack`, alternated and each pair in the other order from
 * the last (ABBA), so a machine that slows or quickens during the measure slows both sides alike: sampled one after
 * the other, a floor taken quiet and an attack met by a neighbour's load failed a bound with the limits working.
 * The probe's ms beside each side, what the attack's slices got, summed, and the ms the whole took.
 */
export async function besideFloor(
  rounds: number,
  floor: () => Promise<Record<string, number>>,
  attack: () => Promise<Record<string, number>>,
  probe: () => Promise<unknown>,
): Promise<{ floor: number[]; during: number[]; outcomes: Record<string, number>; ms: number }> {
  const started = performance.now();
  const result = {
    floor: [] as number[],
    during: [] as number[],
    outcomes: {} as Record<string, number>,
    ms: 0,
  };
  const floorSlice = async () => void result.floor.push(...(await sampleDuring(floor(), probe, 1)));
  const attackSlice = async () => {
    const running = attack();
    result.during.push(...(await sampleDuring(running, probe, 1)));
    for (const [key, count] of Object.entries(await running)) {
      result.outcomes[key] = (result.outcomes[key] ?? 0) + count;
    }
  };
  for (let round = 0; round < rounds; round += 1) {
    for (const slice of round % 2 === 0 ? [floorSlice, attackSlice] : [attackSlice, floorSlice])
      await slice();
  }
  result.ms = performance.now() - started;
  return result;
}

/** Runs `call` from `concurrency` loops until `ms` have passed: how many of each outcome. */
export async function flood(
  ms: number,
  concurrency: number,
  call: (i: number) => Promise<string>,
): Promise<Record<string, number>> {
  const until = performance.now() + ms;
  const counts: Record<string, number> = {};
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const result = await call(i++);
        counts[result] = (counts[result] ?? 0) + 1;
      }
    }),
  );
  return counts;
}
