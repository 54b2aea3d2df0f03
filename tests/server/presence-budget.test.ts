// Presence's budget (docs/product.md §9, §13): opening "Also here" is an arrival and spends a heartbeat of the
// account's; past the budget the list still opens, and announces nobody, however often it is opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { BUDGET_MESSAGES } from '../../server/limits/account-budget';
import { startService, type TestService } from '../support/service';
import { graphql, newAccount, outcome } from '../support/capacity';
import { sse, type SseStream } from '../support/sse';
import { PRESENCE_TTL_MS } from '../../server/team/presence';
import { ALSO, HERE, join } from './account-limits-fixture';

describe('presence within the heartbeat budget (a window of an hour, so none ends during the test)', () => {
  const accountRates = {
    ...DEFAULT_LIMITS.accountRates,
    heartbeats: { points: 15, windowSeconds: 3_600, blockSeconds: 0 },
  };
  let service: TestService;
  let ada: string;
  let clock = new Date();
  beforeAll(async () => {
    // The service's clock held still: a heartbeat lasts 25 s of it, and a thousand lists opened beside two CPU hogs
    // took longer, so Mallory's faded before the last (a loaded run failed so). What the test asks is the budget.
    service = await startService({
      limits: { accountRates },
      security: { now: () => clock },
    });
    ada = await service.signIn('ada@lanes.test');
  }, 60_000);
  afterAll(() => service.close());

  const refusal = {
    errors: [
      {
        message: BUDGET_MESSAGES.heartbeats,
        extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
      },
    ],
  };

  it('opening "Also here" arrives for one heartbeat; past the budget the list opens, the arrival unannounced', async () => {
    const [eve, mallory, trudy] = [
      await newAccount(service.db, 'Eve'),
      await newAccount(service.db),
      await newAccount(service.db, 'Trudy'),
    ];
    for (const account of [eve, mallory, trudy]) await join(service, ada, account, 'VIEWER');
    const open = (cookie: string) => sse(fetch, `${service.url}/graphql`, ALSO, { k: 'LAN', n: 2 }, cookie);
    const names = async (stream: SseStream): Promise<string[]> =>
      (await stream.take(1))[0].data.alsoHere.map((user: { name: string }) => user.name);
    /** All the account's heartbeats but `left`, spent leaving another task's page (so marking no one). */
    const spend = async (cookie: string, left: number) => {
      for (let i = left; i < accountRates.heartbeats.points; i += 1) {
        const answer = await graphql(service.url, HERE, { k: 'LAN', n: 1, l: true }, cookie);
        expect(outcome(answer.body)).toBe('ok');
      }
    };
    const eves = await open(eve.cookie);
    expect(await names(eves)).toEqual([]);
    // Mallory's stream takes her last heartbeat and arrives.
    await spend(mallory.cookie, 1);
    const mallorys = await open(mallory.cookie);
    expect(await names(mallorys)).toEqual(['Eve']);
    expect(await names(eves)).toEqual(['Mallory']);
    expect((await graphql(service.url, HERE, { k: 'LAN', n: 2 }, mallory.cookie)).body).toEqual(refusal);
    // Trudy, past her budget, opens the list a thousand times (ten at once, under the streams per session): each
    // lists Eve and Mallory, and none announces her. Ada's heartbeat is the next change Eve hears.
    await spend(trudy.cookie, 0);
    const lists = new Set<string>();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = 0; i < 100; i += 1) {
          const stream = await open(trudy.cookie);
          lists.add((await names(stream)).join());
          await stream.leave();
        }
      }),
    );
    expect([...lists]).toEqual(['Eve,Mallory']);
    expect(outcome((await graphql(service.url, HERE, { k: 'LAN', n: 2 }, ada)).body)).toBe('ok');
    expect(await names(eves)).toEqual(['Ada Lovelace', 'Mallory']);
    await Promise.all([eves.leave(), mallorys.leave()]);
  }, 120_000);

  it('a heartbeat lasts 25 s of the service’s clock, not of the machine’s', async () => {
    const [vera, gus] = [await newAccount(service.db, 'Vera'), await newAccount(service.db, 'Gus')];
    for (const account of [vera, gus]) await join(service, ada, account, 'VIEWER');
    const open = (cookie: string) => sse(fetch, `${service.url}/graphql`, ALSO, { k: 'LAN', n: 3 }, cookie);
    const names = async (stream: SseStream): Promise<string[]> =>
      (await stream.take(1))[0].data.alsoHere.map((user: { name: string }) => user.name);
    const guss = await open(gus.cookie);
    const veras = await open(vera.cookie);
    expect(await names(veras)).toEqual(['Gus']);
    clock = new Date(clock.getTime() + PRESENCE_TTL_MS + 1);
    // Ada's heartbeat makes Vera's stream look again (its own tick may look first and find no one).
    expect(outcome((await graphql(service.url, HERE, { k: 'LAN', n: 3 }, ada)).body)).toBe('ok');
    let list: string[];
    do list = await names(veras);
    while (!list.includes('Ada Lovelace'));
    expect(list).toEqual(['Ada Lovelace']);
    await Promise.all([guss.leave(), veras.leave()]);
  });
});
