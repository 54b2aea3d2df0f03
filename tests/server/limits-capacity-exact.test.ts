// Per-account limits on writes, searches and heartbeats (server/limits/account-budget.ts), each exactly, against the
// real service: one more than a limit is RATE_LIMITED with retryAfter, null spends nothing, and a thousand of the same
// request are answered up to the limit and refused after it, another account untouched. (Apart from the floods of
// limits-capacity-accounts.test.ts, as each file takes half a minute.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument } from '../../generated/graphql';
import type { AccountRates } from '../../server/limits/limits';
import { BUDGET_MESSAGES } from '../../server/limits/account-budget';
import { startService, type TestService } from '../support/service';
import { graphql, newAccount, outcome } from '../support/capacity';
import { CREATE, HERE, join, SEARCH } from './account-limits-fixture';

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
