// Many cheap accounts behind one address cannot take every live stream: streams are capped per address as well as per
// session and account, and the instance's cap is what its heap holds. Seventeen new accounts open sixty streams each
// over WebSocket from 127.0.0.1, as the attack did; Grace, from 127.0.0.2, still gets hers.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS, streamsForHeap } from '../../server/limits/limits';
import { tooManyAddressStreamsMessage } from '../../server/limits/stream-limit';
import { startService, type TestService } from '../support/service';
import { newAccount } from '../support/capacity';
import { createSession } from '../../server/auth';

const ACCOUNTS = 17;
const PER_ADDRESS = DEFAULT_LIMITS.streamsPerAddress;

let service: TestService;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(() => service.close());

function client(cookie: string, localAddress: string): Client {
  return createClient({
    url: service.wsUrl,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie }, localAddress });
      }
    },
    retryAttempts: 0,
    lazy: false,
  });
}

interface Outcome {
  open: number;
  refused: Map<string, number>;
}

function subscribe(target: Client, query: string, outcome: Outcome): void {
  const refuse = (error: unknown) => {
    const first = (Array.isArray(error) ? error[0] : error) as {
      message?: string;
      extensions?: { code?: string };
    };
    const key = `${first.extensions?.code}: ${first.message}`;
    outcome.refused.set(key, (outcome.refused.get(key) ?? 0) + 1);
  };
  target.subscribe(
    { query },
    {
      // A refusal comes as a result with errors, then the end.
      next: (value) => {
        if (value.errors) refuse(value.errors);
        else outcome.open += 1;
      },
      error: refuse,
      complete: () => undefined,
    },
  );
}

describe('streams per address', () => {
  it('the instance holds what a quarter of its heap allows', () => {
    expect(DEFAULT_LIMITS.streamsPerInstance).toBe(streamsForHeap());
    expect(DEFAULT_LIMITS.streamsPerInstance).toBeGreaterThan(ACCOUNTS * DEFAULT_LIMITS.streamsPerAccount);
  });

  it('seventeen accounts from one address hold its cap, the rest are refused, and Grace elsewhere gets hers', async () => {
    const clients: Client[] = [];
    const attack: Outcome = { open: 0, refused: new Map() };
    try {
      for (let a = 0; a < ACCOUNTS; a += 1) {
        const account = await newAccount(service.db);
        // Three sessions of 20 streams: an account's 60.
        for (let s = 0; s < 3; s += 1) {
          const cookie =
            s === 0
              ? account.cookie
              : `lanes_session=${(await createSession(service.db, account.id, new Date())).token}`;
          const socket = client(cookie, '127.0.0.1');
          clients.push(socket);
          for (let i = 0; i < 20; i += 1) subscribe(socket, 'subscription { viewerEvents { kind } }', attack);
        }
      }
      const attempted = ACCOUNTS * 60;
      await vi.waitFor(
        async () => {
          expect(await service.app.streams.address('127.0.0.1')).toBe(PER_ADDRESS);
          expect([...attack.refused.values()].reduce((a, b) => a + b, 0)).toBe(attempted - PER_ADDRESS);
        },
        { timeout: 60_000, interval: 200 },
      );
      expect(Object.fromEntries(attack.refused)).toEqual({
        [`TOO_MANY_STREAMS: ${tooManyAddressStreamsMessage(PER_ADDRESS)}`]: attempted - PER_ADDRESS,
      });
      // Grace, from another address: both her streams open and hear the service.
      const grace = client(await service.signIn('grace@lanes.test'), '127.0.0.2');
      clients.push(grace);
      const hers: Outcome = { open: 0, refused: new Map() };
      subscribe(grace, 'subscription { viewerEvents { kind } }', hers);
      subscribe(grace, 'subscription { boardEvents(projectKey: "LAN") { kind } }', hers);
      await vi.waitFor(async () => expect(await service.app.streams.address('127.0.0.2')).toBe(2), {
        timeout: 10_000,
      });
      expect(hers.refused.size).toBe(0);
      // One stream closed frees one place at the address: the next one in is one, not more.
      await clients[0]!.dispose();
      await vi.waitFor(
        async () => expect(await service.app.streams.address('127.0.0.1')).toBe(PER_ADDRESS - 20),
        {
          timeout: 10_000,
        },
      );
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  }, 120_000);
});
