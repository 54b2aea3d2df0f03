// A board's text filter is bounded as search is: at most 200 characters, the same refusal for the same request a
// thousand times, and each filter counted in the query's cost by its length. Against the real service, a new
// account's project of ten tasks with 20,000-character descriptions. How the embedded database answers others while
// an accepted filter runs: limits-capacity-statements.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { startService, type TestService } from '../support/service';
import {
  filterFields,
  graphql,
  healthz,
  newAccount,
  projectOfLongTasks,
  type Account,
} from '../support/capacity';

let service: TestService;
let mallory: Account;

beforeAll(async () => {
  service = await startService();
  mallory = await newAccount(service.db);
  await projectOfLongTasks(service.url, mallory.cookie, 'FREE', 10);
}, 60_000);
afterAll(() => service.close());

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
  }, 120_000);

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
