// @vitest-environment happy-dom
// The subscription hook in React, over both transports, against the real yoga + graphql-ws service.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import WebSocket from 'ws';
import { GraphQLProvider } from '../../src/lib/graphql/react';
import { useGraphQLSubscription } from '../../src/lib/graphql/subscriptions/useGraphQLSubscription';
import { createGraphQLClient } from '../../src/lib/graphql/client';
import { GraphQLErrors } from '../../src/lib/graphql/errors';
import type { GraphQLClient, GraphQLResult } from '../../src/lib/graphql/types';
import type { CounterService } from './counter-service';
import { startCounterServiceProcess } from './counter-service-process';

type Transport = 'sse' | 'ws';

const services: CounterService[] = [];
afterEach(async () => {
  cleanup();
  await Promise.all(services.splice(0).map((s) => s.close()));
});

async function service(port?: number): Promise<CounterService> {
  const started = await startCounterServiceProcess(port);
  services.push(started);
  return started;
}

/** The real client; counts `subscribe` calls so a test can tell a kept subscription from a new one. */
function clientFor(transport: Transport, uri: string): GraphQLClient & { calls: number } {
  const base = createGraphQLClient({
    uri,
    subscriptions: { transport, ...(transport === 'ws' ? { webSocketImpl: WebSocket } : {}) },
  });
  const client = {
    calls: 0,
    execute: base.execute,
    subscribe: ((document, init) => {
      client.calls++;
      return base.subscribe(document, init);
    }) as GraphQLClient['subscribe'],
  };
  return client;
}

function wrapperFor(client: GraphQLClient) {
  return ({ children }: { children: ReactNode }) => createElement(GraphQLProvider, { client }, children);
}

const TICKS = 'subscription Ticks($channel: String) { ticks(channel: $channel) }';
type Ticks = { ticks: number };

describe.each<Transport>(['sse', 'ws'])('useGraphQLSubscription over %s', (transport) => {
  // One service process for these tests, counting from zero again after each: starting one was most of a test's
  // time. The restart and offline tests below start their own.
  let s: CounterService;
  beforeAll(async () => {
    s = await startCounterServiceProcess();
  });
  afterEach(async () => {
    cleanup();
    await s.reset();
  });
  afterAll(() => s.close());

  it('subscribes on mount, renders each result with status live, and feeds onData in order', async () => {
    const results: GraphQLResult<Ticks>[] = [];
    const { result } = renderHook(
      () => useGraphQLSubscription<Ticks>(TICKS, { channel: 'a' }, { onData: (r) => results.push(r) }),
      { wrapper: wrapperFor(clientFor(transport, s.url)) },
    );
    expect(result.current).toEqual({ data: undefined, error: undefined, status: 'connecting' });
    await s.waitForLive(1);
    await waitFor(() => expect(result.current.status).toBe('live'));
    s.tick(1, 'a');
    await waitFor(() => expect(result.current.data).toEqual({ ticks: 1 }));
    s.tick(2, 'a');
    await waitFor(() => expect(result.current.data).toEqual({ ticks: 2 }));
    expect(results).toEqual([{ data: { ticks: 1 } }, { data: { ticks: 2 } }]);
    expect(result.current).toEqual({ data: { ticks: 2 }, error: undefined, status: 'live' });
  });

  it('keeps its stream for equal variables, resubscribes when they change, and leaves on unmount', async () => {
    const client = clientFor(transport, s.url);
    const { result, rerender, unmount } = renderHook(
      ({ channel }: { channel: string }) => useGraphQLSubscription<Ticks>(TICKS, { channel }),
      { wrapper: wrapperFor(client), initialProps: { channel: 'a' } },
    );
    await s.waitForLive(1);
    await waitFor(() => expect(result.current.status).toBe('live'));
    s.tick(1, 'a');
    await waitFor(() => expect(result.current.data).toEqual({ ticks: 1 }));

    // A new but equal variables object: same subscription.
    rerender({ channel: 'a' });
    expect(client.calls).toBe(1);

    rerender({ channel: 'b' });
    // Data from channel a never shows under channel b.
    expect(result.current.data).toBeUndefined();
    expect(client.calls).toBe(2);
    await waitFor(() => expect(s.requests).toBe(transport === 'ws' ? 1 : 2));
    await s.waitForLive(1);
    await waitFor(() => expect(result.current.status).toBe('live'));
    s.tick(7, 'a');
    // The old stream may still count as live while the new one registers on the server (over one WebSocket both
    // share the count), so channel b is ticked until its subscriber hears it; a tick of channel a never shows.
    await waitFor(() => {
      s.tick(8, 'b');
      expect(result.current.data).toEqual({ ticks: 8 });
    });

    unmount();
    await s.waitForLive(0);
    expect(s.live).toBe(0);
  });

  it('does nothing while disabled', async () => {
    const client = clientFor(transport, s.url);
    const { result } = renderHook(() => useGraphQLSubscription<Ticks>(TICKS, {}, { enabled: false }), {
      wrapper: wrapperFor(client),
    });
    expect(result.current).toEqual({ data: undefined, error: undefined, status: 'closed' });
    expect(client.calls).toBe(0);
    expect(s.requests).toBe(0);
  });

  it('shows a refused subscription as its error with status closed, and calls onError', async () => {
    const errors: unknown[] = [];
    const { result } = renderHook(
      () => useGraphQLSubscription('subscription Secret { secret }', {}, { onError: (e) => errors.push(e) }),
      { wrapper: wrapperFor(clientFor(transport, s.url)) },
    );
    await waitFor(() => expect(result.current.status).toBe('closed'));
    expect(result.current.error).toBeInstanceOf(GraphQLErrors);
    expect((result.current.error as GraphQLErrors).message).toBe('Project not found');
    expect((result.current.error as GraphQLErrors).code).toBe('NOT_FOUND');
    expect(errors).toEqual([result.current.error]);
  });
});

// The hook reacts to the transport's status and reconnect signal the same way for both transports; the SSE restart
// itself is tested under plain Node in transports.test.ts. Here only WebSocket: happy-dom's fetch, which stands in
// for the browser's under this environment, leaks an unhandled 'aborted' rejection when a server drops a streaming
// response mid-body, which a browser's fetch does not.
describe('useGraphQLSubscription across a restart', () => {
  it('after a server restart: reconnecting, then live again, and onReconnected once', async () => {
    const transport: Transport = 'ws';
    const first = await service();
    let reconnects = 0;
    const statuses: string[] = [];
    const { result, unmount } = renderHook(
      () => {
        const r = useGraphQLSubscription<Ticks>(TICKS, {}, { onReconnected: () => reconnects++ });
        if (statuses.at(-1) !== r.status) statuses.push(r.status);
        return r;
      },
      { wrapper: wrapperFor(clientFor(transport, first.url)) },
    );
    await first.waitForLive(1);
    await waitFor(() => expect(result.current.status).toBe('live'));
    await first.close();
    services.splice(services.indexOf(first), 1);
    await waitFor(() => expect(result.current.status).toBe('reconnecting'));
    const second = await service(first.port);
    await second.waitForLive(1);
    await waitFor(() => expect(reconnects).toBe(1));
    await waitFor(() => expect(result.current.status).toBe('live'));
    second.tick(3);
    await waitFor(() => expect(result.current.data).toEqual({ ticks: 3 }));
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(reconnects).toBe(1);
    unmount();
    await second.waitForLive(0);
  });
});

describe('offline (TanStack onlineManager)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says offline whatever the stream state, waits for the network to reconnect, and resumes at once online', async () => {
    const first = await service();
    let reconnects = 0;
    const statuses: string[] = [];
    const { result, unmount } = renderHook(
      () => {
        const r = useGraphQLSubscription<Ticks>(TICKS, {}, { onReconnected: () => reconnects++ });
        if (statuses.at(-1) !== r.status) statuses.push(r.status);
        return r;
      },
      // WebSocket as in the restart test above: happy-dom's fetch reports a server going away as an unhandled
      // rejection of its own. The SSE transport's offline wait is the same function (sse.test.ts steps through it).
      { wrapper: wrapperFor(clientFor('ws', first.url)) },
    );
    await first.waitForLive(1);
    await waitFor(() => expect(result.current.status).toBe('live'));
    // The stream itself is still open: the screen says offline all the same.
    act(() => onlineManager.setOnline(false));
    expect(result.current.status).toBe('offline');
    // The service goes away while offline: no reconnect attempt reaches the new one until the network is back.
    await first.close();
    services.splice(services.indexOf(first), 1);
    const second = await service(first.port);
    // Absence can only be seen by waiting: longer than the first two reconnect delays (0.5 s, 1 s) together.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(second.requests).toBe(0);
    expect(result.current.status).toBe('offline');
    act(() => onlineManager.setOnline(true));
    await second.waitForLive(1);
    await waitFor(() => expect(result.current.status).toBe('live'));
    expect(reconnects).toBe(1);
    // Back online the stream says what it is doing (reconnecting, briefly), then live; never live while offline.
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'live', 'offline']);
    expect(statuses.slice(3).filter((s) => s !== 'reconnecting')).toEqual(['live']);
    unmount();
    await second.waitForLive(0);
  });
});
