// @vitest-environment happy-dom
// The subscription hook across a service restart and while the browser is offline: each test starts and stops its
// own service processes (useGraphQLSubscription.test.tsx has the rest, on one shared process per transport).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { useGraphQLSubscription } from '../../src/lib/graphql/subscriptions/useGraphQLSubscription';
import type { CounterService } from './counter-service';
import { startCounterServiceProcess } from './counter-service-process';
import { clientFor, TICKS, type Ticks, wrapperFor } from './hook-support';

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

/** The hook over WebSocket (why, below) against `url`, noting each status it passes through and each reconnect. */
function renderTicks(url: string) {
  const seen = { reconnects: 0, statuses: [] as string[] };
  const rendered = renderHook(
    () => {
      const r = useGraphQLSubscription<Ticks>(TICKS, {}, { onReconnected: () => (seen.reconnects += 1) });
      if (seen.statuses.at(-1) !== r.status) seen.statuses.push(r.status);
      return r;
    },
    { wrapper: wrapperFor(clientFor('ws', url)) },
  );
  return { ...rendered, seen };
}

// The hook reacts to the transport's status and reconnect signal the same way for both transports; the SSE restart
// itself is tested under plain Node in transports.test.ts. Here only WebSocket: happy-dom's fetch, which stands in
// for the browser's under this environment, leaks an unhandled 'aborted' rejection when a server drops a streaming
// response mid-body, which a browser's fetch does not.
describe('useGraphQLSubscription across a restart', () => {
  it('after a server restart: reconnecting, then live again, and onReconnected once', async () => {
    const first = await service();
    const { result, unmount, seen } = renderTicks(first.url);
    await first.waitForLive(1);
    await waitFor(() => expect(result.current.status).toBe('live'));
    await first.close();
    services.splice(services.indexOf(first), 1);
    await waitFor(() => expect(result.current.status).toBe('reconnecting'));
    const second = await service(first.port);
    await second.waitForLive(1);
    await waitFor(() => expect(seen.reconnects).toBe(1));
    await waitFor(() => expect(result.current.status).toBe('live'));
    second.tick(3);
    await waitFor(() => expect(result.current.data).toEqual({ ticks: 3 }));
    expect(seen.statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(seen.reconnects).toBe(1);
    unmount();
    await second.waitForLive(0);
  });
});

describe('offline (TanStack onlineManager)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says offline whatever the stream state, waits for the network to reconnect, and resumes at once online', async () => {
    const first = await service();
    const { result, unmount, seen } = renderTicks(first.url);
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
    expect(seen.reconnects).toBe(1);
    // Back online the stream says what it is doing (reconnecting, briefly), then live; never live while offline.
    expect(seen.statuses.slice(0, 3)).toEqual(['connecting', 'live', 'offline']);
    expect(seen.statuses.slice(3).filter((s) => s !== 'reconnecting')).toEqual(['live']);
    unmount();
    await second.waitForLive(0);
  });
});
