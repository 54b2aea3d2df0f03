// Per-account limits on writes, searches and heartbeats (server/limits/account-budget.ts), against the real service:
// one account flooding each of them, with Grace's board measured just before and during, then each limit exactly:
// one more than it is RATE_LIMITED with retryAfter, null spends nothing, and a thousand of the same request are
// answered up to the limit and refused after it, another account untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument } from '../../generated/graphql';
import { DEFAULT_LIMITS, type AccountRates } from '../../server/limits/limits';
import { BUDGET_MESSAGES } from '../../server/limits/account-budget';
import { startService, type TestService } from '../support/service';
import {
  flood,
  graphql,
  newAccount,
  outcome,
  sample,
  spread,
  timed,
  type Account,
} from '../support/capacity';

const CREATE =
  'mutation ($k: String!, $t: String!) { createTask(input: { projectKey: $k, title: $t }) { id } }';
const SEARCH = 'query ($t: String!) { search(text: $t) { id } }';
const HERE = 'mutation ($k: String!, $n: Int) { here(projectKey: $k, taskNumber: $n) }';
const ADD =
  'mutation ($k: String!, $e: String!, $r: Role!) { addMember(projectKey: $k, email: $e, role: $r) { id } }';

async function join(service: TestService, admin: string, account: Account, role: 'MEMBER' | 'VIEWER') {
  const { body } = await graphql(service.url, ADD, { k: 'LAN', e: account.email, r: role }, admin);
  expect(body.errors).toBeUndefined();
}

describe('one account flooding, with the default limits', () => {
  let service: TestService;
  let grace: string;
  let ada: string;
  beforeAll(async () => {
    service = await startService({ limits: { accountRates: DEFAULT_LIMITS.accountRates } });
    grace = await service.signIn('grace@lanes.test');
    ada = await service.signIn('ada@lanes.test');
  }, 60_000);
  afterAll(() => service.close());

  const board = () => graphql(service.url, String(BoardDocument), { key: 'LAN' }, grace);

  /** Grace's board before and while `attack` runs (8 s of it), and what the attack got. */
  async function measure(attack: () => Promise<Record<string, number>>) {
    const baseline = spread(await sample(board, 20));
    const attacking = attack();
    const samples: number[] = [];
    let done = false;
    void attacking.finally(() => (done = true));
    while (!done) samples.push(await timed(board));
    return { baseline, during: spread(samples), outcomes: await attacking };
  }

  it('a member creating tasks as fast as it can', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'MEMBER');
    const figures = await measure(() =>
      flood(8_000, 8, async (i) =>
        outcome((await graphql(service.url, CREATE, { k: 'LAN', t: `Spam ${i}` }, mallory.cookie)).body),
      ),
    );
    console.log(JSON.stringify({ writeFlood: figures }));
    // 8 s is at most one window and a part of the next: 2 × 60 writes.
    expect(figures.outcomes['ok']).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.accountRates.writes.points);
    expect(figures.outcomes['RATE_LIMITED']).toBeGreaterThan(0);
    // Generous, for a loaded machine; without the budgets the flood slows it far more (docs/performance.md).
    expect(figures.during.median).toBeLessThan(
      Math.max(8 * figures.baseline.median, figures.baseline.median + 200),
    );
  }, 60_000);

  it('an account sending 50 searches at once, again and again', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'MEMBER');
    const bursts = (request: (i: number) => Promise<{ body: Parameters<typeof outcome>[0] }>) => async () => {
      const counts: Record<string, number> = {};
      for (let burst = 0; burst < 5; burst += 1) {
        const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => request(burst * 50 + i)));
        for (const { body } of answers) counts[outcome(body)] = (counts[outcome(body)] ?? 0) + 1;
      }
      return counts;
    };
    // The floor: as many requests of the same account that run nothing (each still costs its session's lookup).
    const floor = await measure(bursts(() => graphql(service.url, '{ __typename }', {}, mallory.cookie)));
    const figures = await measure(
      bursts((i) => graphql(service.url, SEARCH, { t: `release ${i}` }, mallory.cookie)),
    );
    console.log(JSON.stringify({ searchFlood: { ...figures, floor: floor.during } }));
    expect(figures.outcomes['ok']).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.accountRates.searches.points);
    // Past its budget a search costs what any request does: Grace's board is about as slow as beside the floor (a
    // generous margin: a burst gives only a few samples on a shared machine).
    expect(figures.during.median).toBeLessThan(3 * floor.during.median + 250);
  }, 60_000);

  it('a viewer sending heartbeats without pause', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'VIEWER');
    const figures = await measure(() =>
      flood(8_000, 8, async (i) =>
        outcome((await graphql(service.url, HERE, { k: 'LAN', n: (i % 40) + 1 }, mallory.cookie)).body),
      ),
    );
    console.log(JSON.stringify({ heartbeatFlood: figures }));
    expect(figures.outcomes['ok']).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.accountRates.heartbeats.points);
    // Generous, for a loaded machine; without the budgets the flood slows it far more (docs/performance.md).
    expect(figures.during.median).toBeLessThan(
      Math.max(8 * figures.baseline.median, figures.baseline.median + 200),
    );
  }, 60_000);
});

describe('each limit exactly (windows of an hour, so no window ends during the test)', () => {
  const HOUR = 3_600;
  const accountRates: AccountRates = {
    writes: { points: 20, windowSeconds: HOUR, blockSeconds: 0 },
    searches: { points: 10, windowSeconds: HOUR, blockSeconds: 0 },
    heartbeats: { points: 15, windowSeconds: HOUR, blockSeconds: 0 },
    replayPages: { points: 100, windowSeconds: HOUR, blockSeconds: 0 },
  };
  let service: TestService;
  let ada: string;
  beforeAll(async () => {
    service = await startService({ limits: { accountRates } });
    ada = await service.signIn('ada@lanes.test');
  }, 60_000);
  afterAll(() => service.close());

  const refusal = (kind: keyof typeof BUDGET_MESSAGES) => ({
    errors: [
      {
        message: BUDGET_MESSAGES[kind],
        extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
      },
    ],
  });

  it('writes: the limit is answered, one more is RATE_LIMITED with retryAfter, another account still writes', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'MEMBER');
    // Aliases count one write each.
    const two = await graphql(
      service.url,
      'mutation { a: createTask(input: { projectKey: "LAN", title: "A" }) { id } b: createTask(input: { projectKey: "LAN", title: "B" }) { id } }',
      {},
      mallory.cookie,
    );
    expect(outcome(two.body)).toBe('ok');
    for (let i = 2; i < accountRates.writes.points; i += 1) {
      expect(
        outcome((await graphql(service.url, CREATE, { k: 'LAN', t: `W${i}` }, mallory.cookie)).body),
      ).toBe('ok');
    }
    const over = await graphql(service.url, CREATE, { k: 'LAN', t: 'One more' }, mallory.cookie);
    expect(over.body).toEqual(refusal('writes'));
    const retryAfter = over.body.errors?.[0]?.extensions?.['retryAfter'] as number;
    expect(retryAfter).toBeGreaterThan(HOUR - 120);
    expect(retryAfter).toBeLessThanOrEqual(HOUR);
    // Nothing was written by the refused request.
    const rows = await service.db.query("SELECT 1 FROM tasks WHERE title = 'One more'");
    expect(rows).toEqual([]);
    // Signing out spends no write, and another account is not touched.
    expect(
      outcome((await graphql(service.url, 'mutation { signOutEverywhere }', {}, mallory.cookie)).body),
    ).toBe('ok');
    expect(outcome((await graphql(service.url, CREATE, { k: 'LAN', t: 'Ada still' }, ada)).body)).toBe('ok');
  });

  it('writes: the same request a thousand times is answered up to the limit, then refused', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'MEMBER');
    const counts: Record<string, number> = {};
    for (let round = 0; round < 100; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          graphql(service.url, CREATE, { k: 'LAN', t: 'Same' }, mallory.cookie),
        ),
      );
      for (const { body } of answers) counts[outcome(body)] = (counts[outcome(body)] ?? 0) + 1;
    }
    expect(counts).toEqual({
      ok: accountRates.writes.points,
      RATE_LIMITED: 1_000 - accountRates.writes.points,
    });
  }, 120_000);

  it('searches: distinct texts count, a board’s columns share one, null and empty spend nothing', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'VIEWER');
    // The app's filtered board: five columns, one text, one search.
    for (let i = 0; i < accountRates.searches.points - 1; i += 1) {
      const { body } = await graphql(
        service.url,
        String(BoardDocument),
        { key: 'LAN', text: `t${i}` },
        mallory.cookie,
      );
      expect(outcome(body)).toBe('ok');
    }
    // null text and no text are no search: a thousand of them are all answered.
    const nulls: Awaited<ReturnType<typeof graphql>>[] = [];
    for (let round = 0; round < 100; round += 1) {
      nulls.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            graphql(
              service.url,
              String(BoardDocument),
              { key: 'LAN', text: i % 2 ? null : '  ' },
              mallory.cookie,
            ),
          ),
        )),
      );
    }
    expect(new Set(nulls.map(({ body }) => outcome(body)))).toEqual(new Set(['ok']));
    expect(outcome((await graphql(service.url, SEARCH, { t: 'last' }, mallory.cookie)).body)).toBe('ok');
    expect((await graphql(service.url, SEARCH, { t: 'one more' }, mallory.cookie)).body).toEqual(
      refusal('searches'),
    );
    // Two texts in one request count two.
    const other = await newAccount(service.db);
    await join(service, ada, other, 'VIEWER');
    const twice = `{ a: search(text: "a1") { id } b: search(text: "b1") { id } }`;
    for (let i = 0; i < accountRates.searches.points / 2; i += 1) {
      expect(outcome((await graphql(service.url, twice.replace('a1', `a${i}`), {}, other.cookie)).body)).toBe(
        'ok',
      );
    }
    expect(outcome((await graphql(service.url, SEARCH, { t: 'more' }, other.cookie)).body)).toBe(
      'RATE_LIMITED',
    );
  }, 120_000);

  it('heartbeats: their own limit, apart from writes', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'VIEWER');
    for (let i = 0; i < accountRates.heartbeats.points; i += 1) {
      expect(outcome((await graphql(service.url, HERE, { k: 'LAN', n: null }, mallory.cookie)).body)).toBe(
        'ok',
      );
    }
    expect((await graphql(service.url, HERE, { k: 'LAN', n: 1 }, mallory.cookie)).body).toEqual(
      refusal('heartbeats'),
    );
  });
});
