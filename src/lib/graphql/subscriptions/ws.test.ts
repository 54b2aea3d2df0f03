import { afterEach, describe, expect, it, vi } from 'vitest';
import { FATAL_CLOSE_CODES, SubscriptionCloseError, toWebSocketUrl } from './ws';

describe('toWebSocketUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns http: into ws: and https: into wss:, keeping host, path and query', () => {
    expect(toWebSocketUrl('http://127.0.0.1:4000/graphql')).toBe('ws://127.0.0.1:4000/graphql');
    expect(toWebSocketUrl('https://lanes.example/api/graphql?x=1')).toBe(
      'wss://lanes.example/api/graphql?x=1',
    );
    expect(toWebSocketUrl('wss://lanes.example/graphql')).toBe('wss://lanes.example/graphql');
  });

  it('resolves a relative uri against the page, with the page’s security', () => {
    vi.stubGlobal('location', { href: 'https://lanes.example/p/LAN' });
    expect(toWebSocketUrl('/graphql')).toBe('wss://lanes.example/graphql');
    vi.stubGlobal('location', { href: 'http://localhost:5173/' });
    expect(toWebSocketUrl('/graphql')).toBe('ws://localhost:5173/graphql');
  });

  it('without a page, a relative uri is an error that names the fix', () => {
    expect(() => toWebSocketUrl('/graphql')).toThrow(
      new Error('Cannot derive a WebSocket URL from "/graphql": set subscriptions.url'),
    );
  });
});

describe('fatal close codes', () => {
  it('are the ones graphql-ws calls fatal plus Forbidden and Terminated', () => {
    expect([...FATAL_CLOSE_CODES].sort()).toEqual([4400, 4401, 4403, 4406, 4409, 4429, 4499]);
  });

  it('SubscriptionCloseError carries the code and the server’s reason', () => {
    const error = new SubscriptionCloseError(4403, 'Forbidden');
    expect(error.name).toBe('SubscriptionCloseError');
    expect(error.message).toBe('Forbidden');
    expect(error.code).toBe(4403);
    expect(new SubscriptionCloseError(4400, '').message).toBe(
      'The subscription socket closed with code 4400',
    );
  });
});
