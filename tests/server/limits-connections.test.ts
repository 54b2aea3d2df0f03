// Socket limits against the real service on a loopback port, with short timeouts so each case ends within seconds:
// a slowloris request and an idle socket are cut at the header timeout, an idle keep-alive socket is closed, the
// socket past the per-address cap is refused, and SSE streams and WebSockets live on past every request timeout.
import net from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { idleSockets, slowBody, slowloris, type IdleSockets } from '../support/abuse';
import { startService, type TestService } from '../support/service';

const TIMEOUTS = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 1_500,
  keepAliveTimeoutMs: 500,
  timeoutCheckIntervalMs: 250,
};
const PER_ADDRESS = 4;

let service: TestService;
const opened: IdleSockets[] = [];
beforeAll(async () => {
  service = await startService({ limits: { ...TIMEOUTS, connectionsPerAddress: PER_ADDRESS } });
});
afterEach(() => opened.splice(0).forEach((sockets) => sockets.close()));
afterAll(() => service.close());

async function demoAccountsStatus(): Promise<number> {
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ demoAccounts { email } }' }),
  });
  await response.text();
  return response.status;
}

describe('request timeouts', () => {
  it('cuts a slowloris request that sends its headers a byte at a time, answering 408', async () => {
    // 100 ms a byte for 600 bytes would take a minute.
    const result = await slowloris(service.url, 100, 600);
    expect(result.cut).toBe(true);
    expect(result.answer).toBe('HTTP/1.1 408 Request Timeout');
    expect(result.bytesSent).toBeLessThan(600);
  });

  it('cuts a request whose body trickles in, at the request timeout', async () => {
    const result = await slowBody(service.url, 100, 600);
    expect(result.cut).toBe(true);
    expect(result.answer).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('sweeps a socket that connects and sends nothing', async () => {
    const sockets = await idleSockets(service.url, 2, 100);
    opened.push(sockets);
    expect(sockets.open).toBe(2);
    // Resolves only when the service has closed both (the test's own timeout bounds it).
    await sockets.swept();
  });

  it('closes an idle keep-alive socket after its last answer', async () => {
    const url = new URL(service.url);
    const socket = net.connect(Number(url.port), url.hostname);
    const closed = new Promise<string>((resolve) => {
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
    });
    socket.write(
      // A non-simple content type, as the client's own GET sends: CSRF prevention refuses a GET without one.
      `GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n\r\n`,
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain('Keep-Alive: timeout=');
    expect(answer).toContain('{"data":{"__typename":"Query"}}');
  });

  it('lets an SSE stream and a WebSocket live on past the request timeouts', async () => {
    const ada = await service.signIn('ada@lanes.test');
    const controller = new AbortController();
    const response = await fetch(service.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: ada },
      body: JSON.stringify({
        query: 'subscription { boardEvents(projectKey: "LAN") { kind task { title } } }',
      }),
      signal: controller.signal,
    });
    const ws = createClient({
      url: service.wsUrl,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie: ada } });
        }
      },
      retryAttempts: 0,
    });
    const wsEvents: unknown[] = [];
    ws.subscribe(
      { query: 'subscription { boardEvents(projectKey: "LAN") { kind task { title } } }' },
      { next: (value) => void wsEvents.push(value), error: () => undefined, complete: () => undefined },
    );
    try {
      await vi.waitFor(() => expect(service.app.streams.instance).toBe(2));
      // Twice the request timeout, with the timeout checks running meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUTS.requestTimeoutMs));
      await service.request(
        'mutation ($input: CreateTaskInput!) { createTask(input: $input) { id } }',
        { input: { projectKey: 'LAN', title: 'Still live' } },
        ada,
      );
      const event = { data: { boardEvents: { kind: 'TASK_CREATED', task: { title: 'Still live' } } } };
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('Still live')) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += chunk.value;
      }
      expect(text).toContain(`event: next\ndata: ${JSON.stringify(event)}\n\n`);
      await vi.waitFor(() => expect(wsEvents).toEqual([event]));
    } finally {
      controller.abort();
      await ws.dispose();
    }
  });
});

describe('connections per address', () => {
  it(`refuses the socket past ${PER_ADDRESS} from one address, and answers again once they close`, async () => {
    const sockets = await idleSockets(service.url, PER_ADDRESS + 1, 300);
    opened.push(sockets);
    expect({ refused: sockets.refused, open: sockets.open }).toEqual({ refused: 1, open: PER_ADDRESS });
    // While the cap is reached, a normal request is refused too: the cap is per address, not per kind of socket.
    await expect(demoAccountsStatus()).rejects.toThrow('fetch failed');
    // Another address (127.0.0.2 reaches the loopback listener too) has its own cap.
    const other = await idleSockets(service.url, 1, 300, { localAddress: '127.0.0.2' });
    opened.push(other);
    expect({ refused: other.refused, open: other.open }).toEqual({ refused: 0, open: 1 });
    sockets.close();
    await vi.waitFor(async () => expect(await demoAccountsStatus()).toBe(200));
  });
});
