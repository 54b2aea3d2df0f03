// boardEvents(after: 0) replays the log in pages, each event waiting for the reader: a reader that stops reading makes
// the service read no further, so twenty stalled replays of a long log hold neither memory nor /healthz (each page
// counted against the account: limits-capacity-replay-budget.test.ts). The real service (startService) and raw HTTP
// streams that can stop reading (tests/support/replay.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { startService, type TestService } from '../support/service';
import { healthz, newAccount, sampleFor, spread, type Account } from '../support/capacity';
import { longLog, rawStream } from '../support/replay';

const EVENTS = 2_000;

let service: TestService;
let mallory: Account;
/** Events the replays have read from the log (rows of the replay's statements). */
let eventsRead = 0;

beforeAll(async () => {
  // The real budgets: pacing an account's catch-ups is part of what bounds them.
  service = await startService({ limits: { accountRates: DEFAULT_LIMITS.accountRates } });
  mallory = await newAccount(service.db);
  await longLog(service, mallory, EVENTS);
  const original = service.db.query.bind(service.db);
  service.db.query = (async (text: string, params?: readonly unknown[]) => {
    const rows = await original(text, params);
    if (text.includes('FROM projects p LEFT JOIN project_events e')) eventsRead += rows.length;
    return rows;
  }) as typeof service.db.query;
}, 120_000);
afterAll(() => service.close());

describe('boardEvents(after: 0) over a long log', () => {
  it('twenty stalled replays read at most a few pages each, hold /healthz no longer than before, and finish when read', async () => {
    // The same two-second window before and during: the machine's own pauses show in both.
    const baseline = spread(await sampleFor(healthz(service.url), 2_000));
    const heapBefore = process.memoryUsage().heapUsed;
    eventsRead = 0;
    const streams = Array.from({ length: 20 }, () => rawStream(service, mallory.cookie, 0));
    await Promise.all(streams.map((stream) => stream.opened));
    for (const stream of streams) stream.pause();
    // /healthz while the replays start and stall, for two seconds.
    const during = await sampleFor(healthz(service.url), 2_000);
    const stalledRead = eventsRead;
    const heapStalled = process.memoryUsage().heapUsed;
    const figures = {
      baseline,
      during: spread(during),
      eventsReadWhileStalled: stalledRead,
      ofAll: 20 * EVENTS,
      heapRiseMiB: Math.round((heapStalled - heapBefore) / 1024 / 1024),
    };
    console.log(JSON.stringify({ stalledReplays: figures }));
    // Socket buffers take some events before the reader's pause tells; the service reads on only as they drain.
    expect(stalledRead).toBeLessThan((20 * EVENTS) / 2);
    expect(figures.during.median).toBeLessThan(Math.max(10 * baseline.median, 50));
    // No answer waits half the window, or four times the longest wait before, on a machine that pauses that long
    // by itself (three test workers beside two CPU hogs: 1,145 ms once). A held event loop waits for the replays.
    expect(figures.during.max).toBeLessThan(Math.max(1_000, 4 * baseline.max));
    // Read again, one stream follows to the end: every event once, in order.
    const [first, ...rest] = streams;
    for (const stream of rest) stream.close();
    first!.resume();
    await vi.waitFor(() => expect(first!.seqs.length).toBe(EVENTS), { timeout: 60_000, interval: 100 });
    expect(first!.seqs).toEqual(Array.from({ length: EVENTS }, (_, i) => i + 1));
    first!.close();
  }, 120_000);
});
