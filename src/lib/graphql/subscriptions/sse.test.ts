import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLErrors, ServerError, ServerParseError } from '../errors';
import { createSseProducer, sseRequest } from './sse';
import { createMulticastObservable } from './observable';
import { backoffDelay } from './backoff';
import type { Operation } from '../types';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

const TICKS: Operation = {
  operationName: 'Ticks',
  operationType: 'subscription',
  query: 'subscription Ticks {\n  ticks\n}',
  variables: {},
  extensions: undefined,
  context: {},
};

// A fetch answering with the given responses in turn. A real server cannot be made to split its frames at chosen
// bytes or to send a broken frame on cue, so these answers are built here; tests/subscriptions covers real servers.
function answering(...responses: (() => Response)[]) {
  const requests: RequestInit[] = [];
  const fetch = (_url: string, init: RequestInit) => {
    requests.push(init);
    const next = responses.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('fetch failed'));
  };
  return { fetch, requests };
}

const eventStream = (chunks: (string | Uint8Array)[]) => () =>
  new Response(streamOf(chunks), { headers: { 'content-type': 'text/event-stream' } });

function run(fetch: (url: string, init: RequestInit) => Promise<Response>) {
  const observable = createMulticastObservable(
    createSseProducer({ fetch }, () => 'http://127.0.0.1:9/graphql', TICKS, { retryDelay: () => 1 }),
  );
  const seen: unknown[] = [];
  observable.subscribe({
    next: (value) => seen.push({ next: value }),
    error: (error) => seen.push({ error }),
    complete: () => seen.push('complete'),
    status: (status) => seen.push(status),
  });
  return { observable, seen };
}

describe('createSseProducer on graphql-sse', () => {
  it('reads frames split at any byte, inside a multi-byte character and between \\r and \\n', async () => {
    const text =
      'event: next\r\ndata: {"data":{"s":"é✓"}}\r\n\r\n:keep-alive\r\n\r\nevent: complete\r\ndata:\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const chunks = Array.from(bytes, (byte) => new Uint8Array([byte]));
    const { observable, seen } = run(answering(eventStream(chunks)).fetch);
    await expect(observable.promise).resolves.toEqual({ data: { s: 'é✓' } });
    expect(seen).toEqual(['connecting', 'live', { next: { data: { s: 'é✓' } } }, 'closed', 'complete']);
  });

  it('a frame that is not JSON fails with ServerParseError and is not retried', async () => {
    const server = answering(eventStream(['event: next\ndata: {"data":\n\n']));
    const { observable } = run(server.fetch);
    const error = await observable.promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerParseError);
    expect((error as ServerParseError).statusCode).toBe(200);
    expect(server.requests).toHaveLength(1);
  });

  it('a 4xx answer fails with ServerError and the catalogue message, not retried', async () => {
    const server = answering(() => new Response('<h1>no</h1>', { status: 403 }));
    const error = await run(server.fetch).observable.promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toBe('Response not successful: Received status code 403');
    expect((error as ServerError).result).toBe('<h1>no</h1>');
    expect(server.requests).toHaveLength(1);
  });

  it('one plain JSON result is delivered and completes; one with only errors is refused', async () => {
    const json = (body: unknown) => () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    await expect(run(answering(json({ data: { ticks: 1 } })).fetch).observable.promise).resolves.toEqual({
      data: { ticks: 1 },
    });
    const refused = await run(
      answering(json({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] })).fetch,
    ).observable.promise.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GraphQLErrors);
    expect((refused as GraphQLErrors).code).toBe('FORBIDDEN');
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

  it('while offline no attempt is made however long it lasts; back online the next one goes at once', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fetch = () => {
      calls.push(Date.now());
      return Promise.reject(new TypeError('fetch failed'));
    };
    const observable = createMulticastObservable(
      createSseProducer({ fetch }, () => 'http://127.0.0.1:9/graphql', TICKS, {
        retryDelay: (attempt) => backoffDelay(attempt, () => 0),
      }),
    );
    const start = Date.now();
    onlineManager.setOnline(false);
    try {
      const subscription = observable.subscribe({});
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls.map((t) => t - start)).toEqual([0]);
      onlineManager.setOnline(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.map((t) => t - start)).toEqual([0, 60_000]);
      // Online again, the schedule goes on from where it was: 1 s, then 2 s.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls.map((t) => t - start)).toEqual([0, 60_000, 61_000]);
      subscription.unsubscribe();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
