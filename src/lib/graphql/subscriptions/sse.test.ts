import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseProducer, parseEventStream, sseRequest, type SseEvent } from './sse';
import { createMulticastObservable } from './observable';
import { backoffDelay } from './backoff';
import type { Operation } from '../types';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of parseEventStream(streamOf(chunks))) events.push(event);
  return events;
}

describe('parseEventStream', () => {
  it('reads graphql-sse next and complete frames', async () => {
    expect(
      await collect([
        'event: next\ndata: {"data":{"n":1}}\n\n',
        'event: next\ndata: {"data":{"n":2}}\n\nevent: complete\ndata:\n\n',
      ]),
    ).toEqual([
      { event: 'next', data: '{"data":{"n":1}}' },
      { event: 'next', data: '{"data":{"n":2}}' },
      { event: 'complete', data: '' },
    ]);
  });

  it('joins frames split at any byte, including inside a multi-byte character and between \\r and \\n', async () => {
    const text = 'event: next\r\ndata: {"data":{"s":"é✓"}}\r\n\r\n:keep-alive\r\n\r\nevent: complete\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const split = await (async () => {
      const events: SseEvent[] = [];
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
          controller.close();
        },
      });
      for await (const event of parseEventStream(stream)) events.push(event);
      return events;
    })();
    expect(split).toEqual([
      { event: 'next', data: '{"data":{"s":"é✓"}}' },
      { event: 'complete', data: '' },
    ]);
  });

  it('skips comments, joins multi-line data and defaults the event name to message', async () => {
    expect(await collect([': ping\n\ndata: a\ndata: b\n\nevent:next\ndata:x\n\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'next', data: 'x' },
    ]);
  });

  it('drops an unterminated last frame', async () => {
    expect(await collect(['event: next\ndata: {}\n'])).toEqual([]);
  });
});

describe('sseRequest', () => {
  const operation: Operation = {
    operationName: 'Counter',
    operationType: 'subscription',
    query: 'subscription Counter($to: Int!) {\n  counter(to: $to)\n}',
    variables: { to: 3 },
    extensions: { trace: true },
    context: { headers: { 'X-Request': 'ctx' } },
  };

  it('POSTs the transport body with accept: text/event-stream and lower-cased headers', () => {
    const { url, init } = sseRequest(
      { uri: '/graphql', headers: () => ({ Authorization: 'none', Accept: '*/*' }), credentials: 'include' },
      operation,
      () => '/graphql',
    );
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'none',
      'x-request': 'ctx',
      accept: 'text/event-stream',
    });
    expect(init.body).toBe(
      '{"operationName":"Counter","variables":{"to":3},"query":"subscription Counter($to: Int!) {\\n  counter(to: $to)\\n}"}',
    );
  });

  it('adds extensions only when asked, and subscriptions.url wins over the uri', () => {
    const { url, init } = sseRequest(
      { includeExtensions: true, subscriptions: { url: 'http://127.0.0.1:9/live' } },
      operation,
      () => '/graphql',
    );
    expect(url).toBe('http://127.0.0.1:9/live');
    expect(init.body).toBe(
      '{"operationName":"Counter","variables":{"to":3},"extensions":{"trace":true},"query":"subscription Counter($to: Int!) {\\n  counter(to: $to)\\n}"}',
    );
    expect(init.credentials).toBeUndefined();
  });
});

describe('createSseProducer retries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500, 1000, 2000, 4000 ms between failed connections, and stops when the last observer leaves', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    // A fetch that fails as an unreachable server does (TypeError 'fetch failed'): under fake timers a real socket's
    // timing is not ours to step through, and only the schedule of the attempts is under test here.
    const fetch = (_url: string, init: RequestInit) => {
      calls.push(Date.now());
      expect(init.signal?.aborted).toBe(false);
      return Promise.reject(new TypeError('fetch failed'));
    };
    const operation: Operation = {
      operationName: 'Ticks',
      operationType: 'subscription',
      query: 'subscription Ticks {\n  ticks\n}',
      variables: {},
      extensions: undefined,
      context: {},
    };
    const observable = createMulticastObservable(
      createSseProducer({ fetch }, () => 'http://127.0.0.1:9/graphql', operation, {
        retryDelay: (attempt) => backoffDelay(attempt, () => 0),
      }),
    );
    const statuses: string[] = [];
    const start = Date.now();
    const subscription = observable.subscribe({ status: (s) => statuses.push(s) });
    await vi.advanceTimersByTimeAsync(7_499);
    expect(calls.map((t) => t - start)).toEqual([0, 500, 1500, 3500]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((t) => t - start)).toEqual([0, 500, 1500, 3500, 7500]);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
    await expect(observable.promise).rejects.toThrow('Observable cancelled prematurely');
  });
});
