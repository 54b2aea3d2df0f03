// Every GraphQL operation limit as one plugin list; WebSocket operations share the envelop (server/ws.ts).
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
// Renamed: an envelop plugin factory, not a React hook, and the hooks lint rule goes by the name.
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import type { Plugin } from 'graphql-yoga';
import { costLimitPlugin } from './cost';
import { documentLimitPlugins } from './document-limits';
import type { Limits } from './limits';
import { quietParseErrorsPlugin } from './quiet-parse-errors';
import type { Leases } from './shared-store';
import { streamLimitPlugin, type StreamCounts } from './stream-limit';

export interface LimitPluginOptions {
  limits: Limits;
  /** Hides "Did you mean …" suggestions and refuses introspection. */
  production: boolean;
  leases: Leases;
  sessionOf(context: unknown): string | null;
  accountOf(context: unknown): string | null;
  addressOf(context: unknown): string | null;
}

export function limitPlugins(options: LimitPluginOptions): { plugins: Plugin[]; streams: StreamCounts } {
  const { limits } = options;
  const streams = streamLimitPlugin({
    perSession: limits.streamsPerSession,
    perAccount: limits.streamsPerAccount,
    perAddress: limits.streamsPerAddress,
    perInstance: limits.streamsPerInstance,
    leases: options.leases,
    sessionOf: options.sessionOf,
    accountOf: options.accountOf,
    addressOf: options.addressOf,
  });
  const plugins: Plugin[] = [
    quietParseErrorsPlugin(),
    ...documentLimitPlugins(limits),
    costLimitPlugin(limits.cost),
    streams.plugin,
  ];
  if (options.production) {
    plugins.push(disableIntrospectionPlugin() as Plugin, blockFieldSuggestionsPlugin({ mask: '' }) as Plugin);
  }
  return { plugins, streams: streams.counts };
}
