// Per-account limits on writes, searches and heartbeats (server/limits/account-budget.ts), against the real service:
// one account flooding each of them, with Grace's board measured beside the flood and beside a flood of requests
// that run nothing. Each limit exactly: limits-capacity-exact.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument } from '../../generated/graphql';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { startService, type TestService } from '../support/service';
import { CREATE, HERE, join, SEARCH } from './account-limits-fixture';
import { besideFloor, flood, graphql, newAccount, outcome, spread, type Account } from '../support/capacity';

type Outcomes = Record<string, number>;

/**
 * The default budgets, the writes' window an hour long: a flood measured past its budget stays past it (with ten
 * seconds, each new window's 60 writes fell among the samples, and the bound failed beside two hogs on them alone:
 * board median 470.3 ms against 2 × 182.2 + 100). How windows refill: the heartbeats below, and limits-capacity-exact.
 */
const WRITES = { ...DEFAULT_LIMITS.accountRates.writes, windowSeconds: 3_600 };

describe('one account flooding, with the default budgets', () => {
  let service: TestService;
  let grace: string;
  let ada: string;
  beforeAll(async () => {
    service = await startService({
      limits: { accountRates: { ...DEFAULT_LIMITS.accountRates, writes: WRITES } },
    });
    grace = await service.signIn('grace@lanes.test');
    ada = await service.signIn('ada@lanes.test');
  }, 60_000);
  afterAll(() => service.close());

  const board = () => graphql(service.url, String(BoardDocument), { key: 'LAN' }, grace);

  /**
   * Grace's board beside `attack` and beside as much of `floor`, requests of the same account that run nothing (each
   * still costs its session's lookup): the attack's own traffic, that a budget cannot remove. Interleaved
   * (capacity.ts): a floor sampled before the attack failed on a machine that slowed between the two (901.7 ms
   * against 2 × 221.7 + 100).
   */
  async function measure(rounds: number, floor: () => Promise<Outcomes>, attack: () => Promise<Outcomes>) {
    const sliced = await besideFloor(rounds, floor, attack, board);
    return {
      floor: spread(sliced.floor),
      during: spread(sliced.during),
      outcomes: sliced.outcomes,
      ms: sliced.ms,
    };
  }
  const nothing = (account: Account) => async () =>
    outcome((await graphql(service.url, '{ __typename }', {}, account.cookie)).body);

  /** At most `points` per window: as many windows as the measure spans, and a part of one more. */
  const most = ({ points, windowSeconds }: { points: number; windowSeconds: number }, ms: number) =>
    points * (Math.floor(ms / (windowSeconds * 1_000)) + 2);

  it('a member creating tasks as fast as it can', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'MEMBER');
    const create = async (i: number) =>
      outcome((await graphql(service.url, CREATE, { k: 'LAN', t: `Spam ${i}` }, mallory.cookie)).body);
    // The window's budget first, one at a time: exactly 60 made, then refused.
    const spent: Outcomes = {};
    for (let i = 0; !spent['RATE_LIMITED']; i += 1) {
      const result = await create(i);
      spent[result] = (spent[result] ?? 0) + 1;
    }
    expect(spent).toEqual({ ok: WRITES.points, RATE_LIMITED: 1 });
    const figures = await measure(
      6,
      () => flood(1_000, 8, nothing(mallory)),
      () => flood(1_000, 8, create),
    );
    console.log(JSON.stringify({ writeFlood: figures }));
    expect(figures.outcomes).toEqual({ RATE_LIMITED: expect.any(Number) });
    // Past its budget a write costs what any request does: Grace's board is about as slow as beside the floor.
    // Without the budgets the flood's writes slow it far more (docs/performance.md).
    expect(figures.during.median).toBeLessThan(2 * figures.floor.median + 100);
  }, 60_000);

  it('an account sending 50 searches at once, again and again', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'MEMBER');
    const burst = (request: (i: number) => Promise<{ body: Parameters<typeof outcome>[0] }>) => async () => {
      const counts: Outcomes = {};
      for (const { body } of await Promise.all(Array.from({ length: 50 }, (_, i) => request(i)))) {
        counts[outcome(body)] = (counts[outcome(body)] ?? 0) + 1;
      }
      return counts;
    };
    // The floor here: bursts of as many requests that run nothing.
    const figures = await measure(
      5,
      burst(() => graphql(service.url, '{ __typename }', {}, mallory.cookie)),
      burst((i) => graphql(service.url, SEARCH, { t: `release ${i}` }, mallory.cookie)),
    );
    console.log(JSON.stringify({ searchFlood: figures }));
    expect(figures.outcomes['ok']).toBeLessThanOrEqual(
      most(DEFAULT_LIMITS.accountRates.searches, figures.ms),
    );
    expect(figures.outcomes['RATE_LIMITED']).toBeGreaterThan(0);
    // Past its budget a search costs what any request does: Grace's board is about as slow as beside the floor (a
    // generous margin: a burst gives only a few samples on a shared machine).
    expect(figures.during.median).toBeLessThan(3 * figures.floor.median + 250);
  }, 60_000);

  it('a viewer sending heartbeats without pause', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'VIEWER');
    const figures = await measure(
      6,
      () => flood(1_000, 8, nothing(mallory)),
      () =>
        flood(1_000, 8, async (i) =>
          outcome((await graphql(service.url, HERE, { k: 'LAN', n: (i % 40) + 1 }, mallory.cookie)).body),
        ),
    );
    console.log(JSON.stringify({ heartbeatFlood: figures }));
    expect(figures.outcomes['ok']).toBeLessThanOrEqual(
      most(DEFAULT_LIMITS.accountRates.heartbeats, figures.ms),
    );
    // As for writes: past the budget a heartbeat costs what any request does.
    expect(figures.during.median).toBeLessThan(2 * figures.floor.median + 100);
  }, 60_000);
});
