// boardEvents(after: 0) replays the log in pages, and each page is counted against the account: pages past its budget
// wait for it, and a live-only stream spends none (the stalled replays: limits-capacity-replay.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { startService, TEST_ACCOUNT_RATES } from '../support/service';
import { newAccount } from '../support/capacity';
import { longLog, rawStream } from '../support/replay';

describe('a replay counts against the account', () => {
  it('pages past the account’s budget wait for it; live-only (after: null) spends none', async () => {
    const paced = await startService({
      limits: {
        accountRates: {
          ...TEST_ACCOUNT_RATES,
          replayPages: { points: 3, windowSeconds: 3_600, blockSeconds: 0 },
        },
      },
    });
    try {
      const account = await newAccount(paced.db);
      await longLog(paced, account, 350);
      // Live only: no page is read, so a thousand of them in turn spend nothing of the budget.
      for (let i = 0; i < 1_000; i += 20) {
        const live = Array.from({ length: 20 }, () => rawStream(paced, account.cookie, null));
        await Promise.all(live.map((stream) => stream.opened));
        for (const stream of live) stream.close();
      }
      // Three pages (300 events) are within the budget; the fourth, one more than it, waits.
      const replay = rawStream(paced, account.cookie, 0);
      await vi.waitFor(() => expect(replay.seqs.length).toBe(300), { timeout: 30_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(replay.seqs.length).toBe(300);
      replay.close();
    } finally {
      await paced.close();
    }
  }, 180_000);
});
