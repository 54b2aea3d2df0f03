// @vitest-environment happy-dom
// The subscription hook in React, over both transports, against the real yoga + graphql-ws service. Across a restart
// and offline: useGraphQLSubscription-reconnect.test.tsx.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { useGraphQLSubscription } from '../../src/lib/graphql/subscriptions/useGraphQLSubscription';
import { GraphQLErrors } from '../../src/lib/graphql/errors';
import type { GraphQLResult } from '../../src/lib/graphql/types';
import type { CounterService } from './counter-service';
import { startCounterServiceProcess } from './counter-service-process';
import { clientFor, TICKS, type Ticks, type Transport, wrapperFor } from './hook-support';

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
