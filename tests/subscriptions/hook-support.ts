// What both files of the subscription hook's tests render with: the real client, counting its subscribe calls, under
// the GraphQL provider, and the counter service's one subscription.
import { createElement, type ReactNode } from 'react';
import WebSocket from 'ws';
import { createGraphQLClient } from '../../src/lib/graphql/client';
import { GraphQLProvider } from '../../src/lib/graphql/react';
import type { GraphQLClient } from '../../src/lib/graphql/types';

export type Transport = 'sse' | 'ws';

/** The real client; counts `subscribe` calls so a test can tell a kept subscription from a new one. */
export function clientFor(transport: Transport, uri: string): GraphQLClient & { calls: number } {
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

export function wrapperFor(client: GraphQLClient) {
  return ({ children }: { children: ReactNode }) => createElement(GraphQLProvider, { client }, children);
}

export const TICKS = 'subscription Ticks($channel: String) { ticks(channel: $channel) }';
export type Ticks = { ticks: number };
