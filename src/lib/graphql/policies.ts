// Apollo's fetch and error policies mapped onto TanStack Query, and which failures are worth a retry.
import {
  QueryClient,
  type DefaultError,
  type DefaultOptions,
  type DefaultedQueryObserverOptions,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { GraphQLErrors, ServerError, ServerParseError, isServiceUnavailable, retryAfterMs } from './errors';

export type FetchPolicy =
  'cache-first' | 'cache-and-network' | 'network-only' | 'no-cache' | 'cache-only' | 'standby';
export type ErrorPolicy = 'none' | 'all' | 'ignore';

export const DEFAULT_FETCH_POLICY: FetchPolicy = 'cache-first';
export const DEFAULT_ERROR_POLICY: ErrorPolicy = 'none';
/** Queries try at most this many times again after the first failure. */
export const MAX_QUERY_RETRIES = 2;

/** A failure another attempt may cure: the network or a 5xx; never a 4xx, non-JSON, GraphQL errors or an abort. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof GraphQLErrors || error instanceof ServerParseError) return false;
  if (error instanceof ServerError) return error.statusCode >= 500;
  if (error instanceof Error && error.name === 'AbortError') return false;
  // DOM emulations reject with a NetworkError instead of a TypeError.
  return error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');
}

export function retryQuery(failureCount: number, error: unknown): boolean {
  if (isServiceUnavailable(error)) return true;
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

/** A mutation is tried again only on a 503: the service answered it before changing anything. */
export function retryMutation(_failureCount: number, error: unknown): boolean {
  return isServiceUnavailable(error);
}

/** TanStack's own backoff (1 s doubling to 30 s), stated so tests can rely on it; or the service's Retry-After. */
export function retryDelay(attempt: number, error?: unknown): number {
  return retryAfterMs(error) ?? Math.min(1000 * 2 ** attempt, 30_000);
}

/** What every query runs with unless the client's config or the query's own options say otherwise. */
const LAYER_QUERY_DEFAULTS = { retry: retryQuery, retryDelay, structuralSharing: false } as const;

/**
 * The layer's QueryClient. TanStack's defaulting spreads the client's query defaults first, and Node 20's V8 is slow
 * at a spread after a non-empty first source (docs/performance.md): the layer's defaults are merged here with
 * Object.assign instead. It also holds the client's entity cache.
 */
export class GraphQLQueryClient extends QueryClient {
  readonly #queries: NonNullable<DefaultOptions['queries']>;
  #entityCache: unknown;

  constructor(config: QueryClientConfig, queries: NonNullable<DefaultOptions['queries']>) {
    super(config);
    this.#queries = queries;
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    if (options._defaulted)
      return options as DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
    const merged = Object.assign({}, this.#queries, options) as typeof options;
    return super.defaultQueryOptions(merged);
  }

  /**
   * The client's entity cache (cache/entityCache.ts), as the client owns its QueryCache: made by `create` on first use,
   * since its code loads with the first merge rather than with the page.
   */
  entityCache<T>(create: () => T): T {
    return (this.#entityCache ??= create()) as T;
  }
}

/** A QueryClient with the layer's defaults; `config` may override them, and a query's own options override both. */
export function createQueryClient(config: QueryClientConfig = {}): GraphQLQueryClient {
  const { queries, mutations, ...rest } = config.defaultOptions ?? {};
  return new GraphQLQueryClient(
    { ...config, defaultOptions: { ...rest, mutations: { retry: retryMutation, retryDelay, ...mutations } } },
    { ...LAYER_QUERY_DEFAULTS, ...queries },
  );
}

/** The TanStack options that make a fetch policy. `standby` and `cache-only` never fetch on their own. */
export function fetchPolicyOptions(policy: FetchPolicy) {
  switch (policy) {
    case 'cache-first':
      return { staleTime: Infinity, enabled: true } as const;
    case 'cache-and-network':
    case 'network-only':
    case 'no-cache':
      return { staleTime: Infinity, refetchOnMount: 'always', enabled: true } as const;
    case 'cache-only':
    case 'standby':
      return { staleTime: Infinity, enabled: false } as const;
  }
}
