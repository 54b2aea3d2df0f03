import { describe, expect, it } from 'vitest';
import { createMulticastObservable, type Sink, type SubscriptionStatus } from './observable';

/** A hand-driven producer: the test plays the network, and sees how often it was started and stopped. */
function manual<T>() {
  const state = { starts: 0, stops: 0, sink: undefined as Sink<T> | undefined };
  const observable = createMulticastObservable<T>((sink) => {
    state.starts++;
    state.sink = sink;
    return () => {
      state.stops++;
    };
  });
  const sink = () => {
    if (!state.sink) throw new Error('not started');
    return state.sink;
  };
  return { observable, state, sink };
}

describe('createMulticastObservable', () => {
  it('starts lazily, once, and gives every observer every value in order', () => {
    const { observable, state, sink } = manual<number>();
    expect(state.starts).toBe(0);
    const a: number[] = [];
    const b: number[] = [];
    observable.subscribe({ next: (v) => a.push(v) });
    sink().next(1);
    observable.subscribe({ next: (v) => b.push(v) });
    sink().next(2);
    sink().next(3);
    expect(state.starts).toBe(1);
    expect(a).toEqual([1, 2, 3]);
    expect(b).toEqual([2, 3]);
  });

  it('resolves the promise with the last value on completion and completes every observer', async () => {
    const { observable, sink } = manual<string>();
    const completed: string[] = [];
    observable.subscribe({ complete: () => completed.push('a') });
    observable.subscribe({ complete: () => completed.push('b') });
    sink().next('first');
    sink().next('last');
    sink().complete();
    await expect(observable.promise).resolves.toBe('last');
    expect(completed).toEqual(['a', 'b']);
    expect(observable.status).toBe('closed');
  });

  it('resolves with undefined when the stream completes without a value', async () => {
    const { observable, sink } = manual<string>();
    observable.subscribe({});
    sink().complete();
    await expect(observable.promise).resolves.toBeUndefined();
  });

  it('keeps the stream while one observer remains, and stops it when the last leaves', async () => {
    const { observable, state, sink } = manual<number>();
    const b: number[] = [];
    const first = observable.subscribe({});
    const second = observable.subscribe({ next: (v) => b.push(v) });
    first.unsubscribe();
    expect(state.stops).toBe(0);
    sink().next(7);
    expect(b).toEqual([7]);
    second.unsubscribe();
    expect(state.stops).toBe(1);
    await expect(observable.promise).rejects.toThrow(new Error('Observable cancelled prematurely'));
    const reason = await observable.promise.catch((e: unknown) => e);
    expect(reason).toBeInstanceOf(Error);
    expect((reason as Error).message).toBe('Observable cancelled prematurely');
  });

  it('raises no unhandled rejection when a cancelled stream’s promise is never awaited', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { observable } = manual<number>();
      observable.subscribe({}).unsubscribe();
      // Unhandled rejections are reported after the microtask queue drains and a macrotask turn passes.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('passes a stream error to every observer and rejects the promise with it', async () => {
    const { observable, sink } = manual<number>();
    const errors: unknown[] = [];
    observable.subscribe({ error: (e) => errors.push(e) });
    observable.subscribe({ error: (e) => errors.push(e) });
    const failure = new Error('boom');
    sink().error(failure);
    expect(errors).toEqual([failure, failure]);
    await expect(observable.promise).rejects.toBe(failure);
  });

  it('ignores unsubscribing twice and anything the producer sends after the end', async () => {
    const { observable, state, sink } = manual<number>();
    const values: number[] = [];
    const subscription = observable.subscribe({ next: (v) => values.push(v) });
    sink().complete();
    sink().next(1);
    sink().error(new Error('late'));
    subscription.unsubscribe();
    subscription.unsubscribe();
    expect(values).toEqual([]);
    expect(state.stops).toBe(0);
    await expect(observable.promise).resolves.toBeUndefined();
  });

  it('tells a late observer how the stream ended', () => {
    const { observable, sink } = manual<number>();
    observable.subscribe({});
    const failure = new Error('gone');
    sink().error(failure);
    const seen: unknown[] = [];
    observable.subscribe({ status: (s) => seen.push(s), error: (e) => seen.push(e) });
    expect(seen).toEqual(['closed', failure]);
  });

  it('reports the status to each observer on arrival and on every change, and passes reconnect signals', () => {
    const { observable, sink } = manual<number>();
    const a: (SubscriptionStatus | 'reconnected')[] = [];
    const b: (SubscriptionStatus | 'reconnected')[] = [];
    observable.subscribe({ status: (s) => a.push(s), reconnected: () => a.push('reconnected') });
    sink().status('live');
    observable.subscribe({ status: (s) => b.push(s), reconnected: () => b.push('reconnected') });
    sink().status('live');
    sink().status('reconnecting');
    sink().status('live');
    sink().reconnected();
    sink().complete();
    expect(a).toEqual(['connecting', 'live', 'reconnecting', 'live', 'reconnected', 'closed']);
    expect(b).toEqual(['live', 'reconnecting', 'live', 'reconnected', 'closed']);
  });

  it('stops a producer that ended synchronously while starting', () => {
    let stops = 0;
    const observable = createMulticastObservable<number>((sink) => {
      sink.next(1);
      sink.complete();
      return () => stops++;
    });
    const values: number[] = [];
    let completed = false;
    observable.subscribe({ next: (v) => values.push(v), complete: () => (completed = true) });
    expect(values).toEqual([1]);
    expect(completed).toBe(true);
    expect(stops).toBe(1);
  });
});
