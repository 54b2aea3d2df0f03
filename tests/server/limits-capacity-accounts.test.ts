// Per-account limits on writes, searches and heartbeats (server/limits/account-budget.ts), against the real service:
// one account flooding each of them, with Grace's board measured beside the flood and beside a flood of requests
// that run nothing. Each limit exactly: limits-capacity-exact.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument } from '../../generated/graphql';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { startService, type TestService } from '../support/service';
import { CREATE, HERE, join, SEARCH } from './account-limits-fixture';
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

  /**
   * Grace's board beside 4 s of the same flood made of requests that run nothing (each still costs its session's
   * lookup): the flood's own traffic, on this machine at this moment, that a budget cannot remove. A bound against
   * the quiet board alone failed on a loaded machine (271.6 ms against 228.8) with the budgets working.
   */
  const floodFloor = (account: Account) =>
    measure(() =>
      flood(4_000, 8, async () =>
        outcome((await graphql(service.url, '{ __typename }', {}, account.cookie)).body),
      ),
    );

  it('a member creating tasks as fast as it can', async () => {
    const mallory = await newAccount(service.db);
    await join(service, ada, mallory, 'MEMBER');
    const floor = await floodFloor(mallory);
    const figures = await measure(() =>
      flood(8_000, 8, async (i) =>
        outcome((await graphql(service.url, CREATE, { k: 'LAN', t: `Spam ${i}` }, mallory.cookie)).body),
      ),
    );
    console.log(JSON.stringify({ writeFlood: { ...figures, floor: floor.during } }));
    // 8 s is at most one window and a part of the next: 2 × 60 writes.
    expect(figures.outcomes['ok']).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.accountRates.writes.points);
    expect(figures.outcomes['RATE_LIMITED']).toBeGreaterThan(0);
    // Past its budget a write costs what any request does: Grace's board is about as slow as beside the floor.
    // Without the budgets the flood's writes slow it far more (docs/performance.md).
    expect(figures.during.median).toBeLessThan(2 * floor.during.median + 100);
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
    const floor = await floodFloor(mallory);
    const figures = await measure(() =>
      flood(8_000, 8, async (i) =>
        outcome((await graphql(service.url, HERE, { k: 'LAN', n: (i % 40) + 1 }, mallory.cookie)).body),
      ),
    );
    console.log(JSON.stringify({ heartbeatFlood: { ...figures, floor: floor.during } }));
    expect(figures.outcomes['ok']).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.accountRates.heartbeats.points);
    // As for writes: past the budget a heartbeat costs what any request does.
    expect(figures.during.median).toBeLessThan(2 * floor.during.median + 100);
  }, 60_000);
});
