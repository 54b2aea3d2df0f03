// The hashing queue with real scrypt work (at a low cost, so the test is quick): who goes first, and what is dropped.
import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashQueue } from './hash-queue';

const hash = (password: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, 'salt', 32, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

describe('hashQueue', () => {
  it('serves a sign-in that is not part of a flood at the next free slot', async () => {
    const queue = hashQueue({ slots: 2 });
    const order: string[] = [];
    const job = (name: string, address: string, email: string) =>
      queue.run({ address, email }, async () => {
        order.push(name);
        return hash(name);
      });
    // Forty accounts signing in five times each from one address, then Grace from hers.
    const flood = Array.from({ length: 200 }, (_, i) =>
      job(`flood${i}`, '10.0.0.1', `user${i % 40}@lanes.test`),
    );
    const grace = job('grace', '10.0.0.2', 'grace@lanes.test');
    await Promise.all([...flood, grace]);
    expect(order.indexOf('grace')).toBe(2);
  });

  it('among sign-ins from one shared address, serves an account that is not flooding first', async () => {
    const queue = hashQueue({ slots: 2 });
    const order: string[] = [];
    const job = (name: string, email: string) =>
      queue.run({ address: '10.0.0.1', email }, async () => {
        order.push(name);
        return hash(name);
      });
    const flood = Array.from({ length: 30 }, (_, i) => job(`flood${i}`, 'eve@lanes.test'));
    const grace = job('grace', 'grace@lanes.test');
    await Promise.all([...flood, grace]);
    expect(order.indexOf('grace')).toBe(2);
  });

  it('never starts the work of a client that went away while it waited, and refuses one already gone', async () => {
    const queue = hashQueue({ slots: 1 });
    const started: string[] = [];
    const run = (name: string, signal?: AbortSignal) =>
      queue.run({ address: name, signal: signal ?? null }, async () => {
        started.push(name);
        return hash(name);
      });
    const gone = new AbortController();
    const first = run('first');
    const dropped = run('dropped', gone.signal);
    gone.abort(new Error('went away'));
    await expect(dropped).rejects.toThrow('went away');
    await expect(run('already gone', gone.signal)).rejects.toThrow('went away');
    await first;
    await run('last');
    expect(started).toEqual(['first', 'last']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 2, dropped: 2 });
  });
});

describe('hashQueue between kinds of work', () => {
  it('serves a sign-in before sign-ups from ever-new addresses, though its email hashed lately', async () => {
    const queue = hashQueue({ slots: 1 });
    const order: string[] = [];
    const job = (name: string, kind: 'sign-in' | 'sign-up', address: string, email: string) =>
      queue.run({ kind, address, email }, async () => {
        order.push(name);
        return hash(name);
      });
    await job('earlier', 'sign-in', '10.0.0.9', 'linus@lanes.test');
    // Each sign-up from an address and with an email never seen: both score zero, as a fresh sign-in's address does.
    const flood = Array.from({ length: 30 }, (_, i) =>
      job(`up${i}`, 'sign-up', `10.1.0.${i}`, `new${i}@x.test`),
    );
    const linus = job('linus', 'sign-in', '10.2.0.1', 'linus@lanes.test');
    await Promise.all([...flood, linus]);
    expect(order.indexOf('linus')).toBe(2);
  });
});
