import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { backoffDelay, nominalDelay, wait } from './backoff';

describe('backoffDelay', () => {
  it('starts at 500 ms and doubles up to the 30 s cap when the jitter draws 0', () => {
    const delays = Array.from({ length: 10 }, (_, attempt) => backoffDelay(attempt, () => 0));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
  });

  it('jitter takes off at most half of the nominal delay', () => {
    expect(backoffDelay(0, () => 0.999999)).toBe(251);
    expect(backoffDelay(1, () => 0.5)).toBe(750);
    expect(backoffDelay(6, () => 0.999999)).toBe(15001);
  });

  it('stays within [nominal / 2, nominal] for any attempt and draw', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const delay = backoffDelay(attempt, () => r);
          const nominal = nominalDelay(attempt);
          expect(Number.isInteger(delay)).toBe(true);
          expect(delay).toBeLessThanOrEqual(nominal);
          expect(delay).toBeGreaterThan(nominal / 2);
          expect(nominal).toBeLessThanOrEqual(30_000);
        },
      ),
    );
  });
});

describe('wait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after exactly the delay', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = wait(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves at once when its signal aborts, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = wait(30_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await waiting;
    expect(vi.getTimerCount()).toBe(0);
  });
});
