// One account's board query must not hold the service: a text filter is bounded as search is, counted in the cost,
// and the embedded database runs on a thread of its own, so /healthz and a query that needs no database answer while
// a statement runs. Against the real service (startService: yoga, the embedded database), a new account's project of
// ten tasks with 20,000-character descriptions; /healthz's latency is measured just before and during the attack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { startService, type TestService } from '../support/service';
import {
  graphql,
  healthz,
  newAccount,
  projectOfLongTasks,
  sample,
  sampleDuring,
  spread,
  type Account,
} from '../support/capacity';

let service: TestService;
let mallory: Account;

beforeAll(async () => {
  service = await startService({ database: 'pglite' });
  mallory = await newAccount(service.db);
  await projectOfLongTasks(service.url, mallory.cookie, 'FREE', 10);
}, 60_000);
afterAll(() => service.close());

/** `aliases` text filters over the project's tasks in one request, each with its own text of `chars` characters. */
/** Each text differs (`variant` shifts them): the result cache answers a repeated request without the database. */
function filterFields(aliases: number, chars: number, first = 1, variant = 0): string {
  return Array.from(
    { length: aliases },
    (_, i) =>
      `a${i}: tasks(filter: { text: "${'a'.repeat(chars - 1)}${String.fromCharCode(98 + ((i + variant) % 25))}" }, first: ${first}) { totalCount }`,
  ).join(' ');
}

function filterAttack(aliases: number, chars: number, variant = 0): string {
  return `{ project(key: "FREE") { ${filterFields(aliases, chars, 1, variant)} } }`;
}

const TOO_LONG = { text: 'Search text is at most 200 characters' };

describe('Project.tasks(filter: { text })', () => {
  it('refuses text over 200 characters as search does; 200 and null are answered', async () => {
    const query =
      'query ($t: String) { project(key: "FREE") { tasks(filter: { text: $t }) { totalCount } } }';
    const over = await graphql(service.url, query, { t: 'x'.repeat(201) }, mallory.cookie);
    expect(over.body).toEqual({
      data: { project: null },
      errors: [
        {
          message: TOO_LONG.text,
          locations: [{ line: 1, column: 45 }],
          path: ['project', 'tasks'],
          extensions: { code: 'BAD_USER_INPUT', fields: TOO_LONG },
        },
      ],
    });
    const atLimit = await graphql(service.url, query, { t: 'x'.repeat(200) }, mallory.cookie);
    expect(atLimit.body).toEqual({ data: { project: { tasks: { totalCount: 0 } } } });
    const none = await graphql(service.url, query, { t: null }, mallory.cookie);
    expect(none.body).toEqual({ data: { project: { tasks: { totalCount: 10 } } } });
  });

  it('answers the same over-long filter a thousand times with the same refusal', async () => {
    const query =
      'query ($t: String) { project(key: "FREE") { tasks(filter: { text: $t }) { totalCount } } }';
    const codes = new Map<string, number>();
    for (let round = 0; round < 100; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => graphql(service.url, query, { t: 'y'.repeat(201) }, mallory.cookie)),
      );
      for (const { body } of answers) {
        const key = `${body.errors?.[0]?.extensions?.['code']}: ${body.errors?.[0]?.message}`;
        codes.set(key, (codes.get(key) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(codes)).toEqual({ [`BAD_USER_INPUT: ${TOO_LONG.text}`]: 1_000 });
    expect(await healthz(service.url)()).toBe('ok\n');
  });

  it('counts each text filter in the cost by its length: three of 200 characters under the projects list are refused', async () => {
    // 10 points a character, the projects list counted as 10 projects: 3 × 10 × 2,001 is over 50,000; with texts of
    // 20 characters, 3 × 10 × 201 is well under it.
    const request = (chars: number) =>
      graphql(service.url, `{ projects { ${filterFields(3, chars, 0)} } }`, {}, mallory.cookie);
    const long = await request(200);
    expect(long.body.errors?.[0]?.extensions?.['code']).toBe('COST_LIMIT');
    expect(long.body.errors?.[0]?.message).toMatch(
      new RegExp(`^Query cost limit of ${DEFAULT_LIMITS.cost} exceeded, found \\d+\\.$`),
    );
    const short = await request(20);
    expect(short.body.errors).toBeUndefined();
  });
});

describe('while a slow statement runs', () => {
  it("the issue's request (3 filters of 10,000 characters) is refused at once, and /healthz answers as before", async () => {
    const baseline = spread(await sample(healthz(service.url), 30));
    let answer: Awaited<ReturnType<typeof graphql>> | undefined;
    const started = performance.now();
    const attack = graphql(service.url, filterAttack(3, 10_000), {}, mallory.cookie).then(
      (a) => (answer = a),
    );
    const during = spread(await sampleDuring(attack, healthz(service.url)));
    const attackMs = Math.round(performance.now() - started);
    console.log(JSON.stringify({ filterAttack: { attackMs, baseline, during } }));
    // 10,000 characters cost 100,000 points each: refused before anything runs.
    expect(answer?.body.errors?.map((error) => error.extensions?.['code'])).toEqual(['COST_LIMIT']);
    // Generous bounds: a loaded machine slows both, but a held event loop makes /healthz wait for the statement.
    expect(during.median).toBeLessThan(Math.max(10 * baseline.median, 50));
    expect(during.max).toBeLessThan(1_000);
  }, 120_000);

  it('/healthz and a query that needs no database answer while the heaviest accepted filter request runs', async () => {
    // 20 aliases of 200 characters: the most a request may hold, seconds of matching on these descriptions.
    const heaviest = (variant: number) =>
      graphql(service.url, filterAttack(20, 200, variant), {}, mallory.cookie);
    const anonymous = () => graphql(service.url, '{ __typename }');
    const baseline = spread(await sample(healthz(service.url), 30));
    const baselineQuery = spread(await sample(anonymous, 30));
    let started = performance.now();
    const during = spread(await sampleDuring(heaviest(0), healthz(service.url)));
    const attackMs = Math.round(performance.now() - started);
    started = performance.now();
    const duringQuery = spread(await sampleDuring(heaviest(1), anonymous));
    console.log(
      JSON.stringify({ heaviestFilter: { attackMs, baseline, during, baselineQuery, duringQuery } }),
    );
    expect(attackMs).toBeGreaterThan(500);
    expect(during.median).toBeLessThan(Math.max(10 * baseline.median, 50));
    expect(during.max).toBeLessThan(attackMs / 2);
    expect(duringQuery.median).toBeLessThan(Math.max(10 * baselineQuery.median, 50));
    expect(duringQuery.max).toBeLessThan(attackMs / 2);
  }, 120_000);
});
