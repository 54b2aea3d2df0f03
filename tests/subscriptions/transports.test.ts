// Both subscription transports against a real graphql-yoga + graphql-ws service on a loopback port.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSubscriber, type RetryOptions } from '../../src/lib/graphql/subscriptions';
import { SubscriptionCloseError } from '../../src/lib/graphql/subscriptions/ws';
import { GraphQLErrors, PREMATURE_CANCEL_MESSAGE } from '../../src/lib/graphql/errors';
import { operationOf } from '../../src/lib/graphql/document';
import type { GraphQLClientOptions, Operation, OperationContext } from '../../src/lib/graphql/types';
import { startCounterService, type CounterService } from './counter-service';
import { Recorder } from './recorder';

type Transport = 'sse' | 'ws';

const services: CounterService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
});

async function service(port?: number): Promise<CounterService> {
  const started = await startCounterService(port);
  services.push(started);
  return started;
}

function operation(
  source: string,
  variables: Record<string, unknown> = {},
  context: OperationContext = {},
): Operation {
  const meta = operationOf(source);
  return {
    operationName: meta.operationName,
    operationType: meta.operationType,
    query: meta.query,
    variables,
    extensions: undefined,
    context,
  };
}

function subscriber(
  transport: Transport,
  uri: string,
  extra: Partial<GraphQLClientOptions> = {},
  retry?: RetryOptions,
) {
  const options: GraphQLClientOptions = {
    uri,
    ...extra,
    subscriptions: {
      transport,
      ...(transport === 'ws' ? { webSocketImpl: WebSocket } : {}),
      ...extra.subscriptions,
    },
  };
  return createSubscriber(options, () => uri, retry);
}

const COUNTER = 'subscription Counter($to: Int!) { counter(to: $to) }';
const TICKS = 'subscription Ticks { ticks }';

describe.each<Transport>(['sse', 'ws'])('%s transport', (transport) => {
  it('delivers every result in order, completes, and resolves the promise with the last one', async () => {
    const s = await service();
    const observable = subscriber(transport, s.url)(operation(COUNTER, { to: 5 }));
    const recorder = new Recorder();
    observable.subscribe(recorder);
    await expect(observable.promise).resolves.toEqual({ data: { counter: 5 } });
    expect(recorder.seen).toEqual([
      { status: 'connecting' },
      { status: 'live' },
      { next: { data: { counter: 1 } } },
      { next: { data: { counter: 2 } } },
      { next: { data: { counter: 3 } } },
      { next: { data: { counter: 4 } } },
      { next: { data: { counter: 5 } } },
      { status: 'closed' },
      { complete: true },
    ]);
    await s.waitForLive(0);
  });

  it('connects lazily: nothing reaches the server before the first observer', async () => {
    const s = await service();
    const observable = subscriber(transport, s.url)(operation(TICKS));
    expect(s.requests).toBe(0);
    const recorder = new Recorder();
    const subscription = observable.subscribe(recorder);
    await s.waitForLive(1);
    expect(s.requests).toBe(1);
    subscription.unsubscribe();
    await s.waitForLive(0);
  });

  it('cancelling stops the server stream and rejects the promise with the exact message', async () => {
    const s = await service();
    const observable = subscriber(transport, s.url)(operation(TICKS));
    const recorder = new Recorder();
    const subscription = observable.subscribe(recorder);
    await s.waitForLive(1);
    s.tick(1);
    await recorder.until((r) => r.values.length === 1);
    subscription.unsubscribe();
    await s.waitForLive(0);
    expect(s.live).toBe(0);
    const reason = await observable.promise.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(reason).toBeInstanceOf(Error);
    expect((reason as Error).message).toBe(PREMATURE_CANCEL_MESSAGE);
    expect((reason as Error).message).toBe('Observable cancelled prematurely');
    expect(recorder.seen).toEqual([
      { status: 'connecting' },
      { status: 'live' },
      { next: { data: { ticks: 1 } } },
    ]);
  });

  it('shares one server stream between observers; one leaving keeps it for the other', async () => {
    const s = await service();
    const subscribe = subscriber(transport, s.url);
    const observable = subscribe(operation(TICKS));
    const a = new Recorder();
    const b = new Recorder();
    const first = observable.subscribe(a);
    const second = observable.subscribe(b);
    await s.waitForLive(1);
    // Asking again for the same running operation joins it rather than opening another stream.
    expect(subscribe(operation(TICKS))).toBe(observable);
    s.tick(1);
    await Promise.all([a.until((r) => r.values.length === 1), b.until((r) => r.values.length === 1)]);
    first.unsubscribe();
    s.tick(2);
    await b.until((r) => r.values.length === 2);
    expect(s.live).toBe(1);
    expect(s.requests).toBe(1);
    expect(a.values).toEqual([{ ticks: 1 }]);
    expect(b.values).toEqual([{ ticks: 1 }, { ticks: 2 }]);
    second.unsubscribe();
    await s.waitForLive(0);
    await expect(observable.promise).rejects.toThrow('Observable cancelled prematurely');
  });

  it('a subscription the server refuses reaches error as GraphQLErrors with its message and code', async () => {
    const s = await service();
    const observable = subscriber(transport, s.url)(operation('subscription Secret { secret }'));
    const recorder = new Recorder();
    observable.subscribe(recorder);
    await recorder.until((r) => r.ended);
    const [error] = recorder.errors;
    expect(error).toBeInstanceOf(GraphQLErrors);
    expect((error as GraphQLErrors).message).toBe('Project not found');
    expect((error as GraphQLErrors).code).toBe('NOT_FOUND');
    expect(recorder.values).toEqual([]);
    await expect(observable.promise).rejects.toBe(error);
    expect(s.requests).toBe(1);
  });

  it('a server restart on the same port: the client resubscribes by itself and signals to resync', async () => {
    const first = await service();
    const observable = subscriber(transport, first.url)(operation(TICKS));
    const recorder = new Recorder();
    const subscription = observable.subscribe(recorder);
    await first.waitForLive(1);
    first.tick(1);
    await recorder.until((r) => r.values.length === 1);

    await first.close();
    services.splice(services.indexOf(first), 1);
    await recorder.until((r) => r.statuses.includes('reconnecting'));
    const second = await service(first.port);
    await second.waitForLive(1);
    await recorder.until((r) => r.seen.some((s) => 'reconnected' in s));
    second.tick(2);
    await recorder.until((r) => r.values.length === 2);

    expect(recorder.values).toEqual([{ ticks: 1 }, { ticks: 2 }]);
    expect(recorder.errors).toEqual([]);
    // Retries while the port was closed may add reconnecting/live pairs only if a connection succeeded; none can.
    expect(recorder.statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(recorder.seen.filter((s) => 'reconnected' in s)).toHaveLength(1);
    subscription.unsubscribe();
    await second.waitForLive(0);
  });
});

describe('sse transport failures', () => {
  it('a 4xx answer fails at once with the server’s message and is not retried', async () => {
    const s = await service();
    const observable = subscriber('sse', s.url, { headers: { 'X-Deny': 'yes' } })(
      operation(COUNTER, { to: 1 }),
    );
    const recorder = new Recorder();
    observable.subscribe(recorder);
    await recorder.until((r) => r.ended);
    const [error] = recorder.errors;
    expect(error).toBeInstanceOf(GraphQLErrors);
    expect((error as GraphQLErrors).message).toBe('Sign in first');
    expect((error as GraphQLErrors).code).toBe('UNAUTHENTICATED');
    expect(recorder.statuses).toEqual(['connecting', 'closed']);
    expect(s.requests).toBe(1);
  });

  it('5xx answers are retried with the backoff delays until the stream opens, then signal a resync', async () => {
    const s = await service();
    s.failNext(3);
    const attempts: number[] = [];
    const observable = subscriber(
      'sse',
      s.url,
      {},
      { retryDelay: (attempt) => (attempts.push(attempt), 1) },
    )(operation(COUNTER, { to: 2 }));
    const recorder = new Recorder();
    observable.subscribe(recorder);
    await expect(observable.promise).resolves.toEqual({ data: { counter: 2 } });
    expect(attempts).toEqual([0, 1, 2]);
    expect(s.requests).toBe(4);
    expect(recorder.seen).toEqual([
      { status: 'connecting' },
      { status: 'reconnecting' },
      { status: 'live' },
      { reconnected: true },
      { next: { data: { counter: 1 } } },
      { next: { data: { counter: 2 } } },
      { status: 'closed' },
      { complete: true },
    ]);
  });
});

describe('ws transport failures', () => {
  it('a fatal close code fails at once with the server’s reason and is not retried', async () => {
    const s = await service();
    const observable = subscriber('ws', s.url, { subscriptions: { url: `${s.wsUrl}?deny=yes` } })(
      operation(COUNTER, { to: 1 }),
    );
    const recorder = new Recorder();
    observable.subscribe(recorder);
    await recorder.until((r) => r.ended);
    const [error] = recorder.errors;
    expect(error).toBeInstanceOf(SubscriptionCloseError);
    expect((error as SubscriptionCloseError).code).toBe(4403);
    expect((error as SubscriptionCloseError).message).toBe('Forbidden');
    expect(recorder.statuses).toEqual(['connecting', 'closed']);
    expect(s.requests).toBe(1);
  });

  it('a relative uri needs a location or subscriptions.url, and says so', async () => {
    const observable = subscriber('ws', '/graphql')(operation(TICKS));
    const recorder = new Recorder();
    observable.subscribe(recorder);
    await recorder.until((r) => r.ended);
    expect((recorder.errors[0] as Error).message).toBe(
      'Cannot derive a WebSocket URL from "/graphql": set subscriptions.url',
    );
  });
});
