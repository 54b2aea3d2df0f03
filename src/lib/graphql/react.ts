// The layer's React face: provider, typed query and mutation hooks over TanStack Query (used by generated/hooks.ts).
import {
  QueryClientProvider,
  hashKey,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { GraphQLFormattedError } from 'graphql';
import { createContext, createElement, useContext, useId, useState, type ReactNode } from 'react';
import { GraphQLErrors } from './errors';
import { mergeAnswer, showOptimistic, type Rollback } from './mutationEffects';
import {
  createQueryClient,
  DEFAULT_ERROR_POLICY,
  DEFAULT_FETCH_POLICY,
  fetchPolicyOptions,
  type ErrorPolicy,
  type FetchPolicy,
} from './policies';
import { PRIVATE_RESULT_META } from './privateResult';
import { queryKey, type GraphQLQueryKey } from './queryKey';
import type { DocumentInput, GraphQLClient, GraphQLResult, OperationContext } from './types';

const GraphQLClientContext = createContext<GraphQLClient | null>(null);

export interface GraphQLProviderProps {
  client: GraphQLClient;
  /** Defaults to one made by createQueryClient(). */
  queryClient?: QueryClient;
  children?: ReactNode;
}

export function GraphQLProvider({ client, queryClient, children }: GraphQLProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const active = queryClient ?? ownQueryClient;
  // The entity cache starts with the first merge (cache/), which indexes whatever is cached by then.
  return createElement(
    QueryClientProvider,
    { client: active },
    createElement(GraphQLClientContext.Provider, { value: client }, children),
  );
}

export function useGraphQLClient(): GraphQLClient {
  const client = useContext(GraphQLClientContext);
  if (!client) throw new Error('useGraphQLClient: wrap the tree in <GraphQLProvider client={…}>');
  return client;
}

export type QueryHookOptions<TData, TVariables = Record<string, unknown>> = Omit<
  UseQueryOptions<TData, Error, TData, GraphQLQueryKey<TVariables>>,
  'queryKey' | 'queryFn' | 'select'
> & {
  /** `cache-first` unless told. */
  fetchPolicy?: FetchPolicy;
  /** `none` unless told. */
  errorPolicy?: ErrorPolicy;
  context?: OperationContext;
};

export type GraphQLQueryResult<TData> = UseQueryResult<TData, Error> & {
  /** With errorPolicy `all`: the GraphQL errors that came with the data, if any. */
  errors?: readonly GraphQLFormattedError[];
};

/** GraphQL errors that came with data under errorPolicy `all`, by query hash. */
const partialErrors = new WeakMap<QueryClient, Map<string, readonly GraphQLFormattedError[]>>();

function errorsOf(queryClient: QueryClient, hash: string) {
  return partialErrors.get(queryClient)?.get(hash);
}

function recordErrors(
  queryClient: QueryClient,
  hash: string,
  errors: readonly GraphQLFormattedError[] | undefined,
) {
  let byHash = partialErrors.get(queryClient);
  if (!errors) return void byHash?.delete(hash);
  if (!byHash) partialErrors.set(queryClient, (byHash = new Map()));
  byHash.set(hash, errors);
}

/** The result's data under the error policy: `none` turns GraphQL errors into one GraphQLErrors. */
export function dataUnderPolicy<TData>(result: GraphQLResult<TData>, errorPolicy: ErrorPolicy): TData {
  const errors = result.errors && result.errors.length > 0 ? result.errors : undefined;
  if (errors && errorPolicy === 'none') throw new GraphQLErrors(errors, result.data);
  // TanStack refuses undefined as data; a result with errors and no data is null data.
  return (result.data ?? null) as TData;
}

/** The TanStack options of a GraphQL query: the hooks, prefetching and the benchmark share one query function. */
export function graphqlQueryOptions<TData, TVariables>(
  client: GraphQLClient,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables | undefined,
  options: { errorPolicy?: ErrorPolicy; context?: OperationContext } = {},
) {
  const errorPolicy = options.errorPolicy ?? DEFAULT_ERROR_POLICY;
  const context = options.context;
  // The key is the operation and its variables only: every policy and context reads and writes the same result.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return {
    queryKey: queryKey(document, variables),
    queryFn: async ({
      signal,
      client: queryClient,
      queryKey: key,
    }: QueryFunctionContext<GraphQLQueryKey<TVariables>>) => {
      const result = await client.execute(document, {
        variables: variables ?? ({} as TVariables),
        signal,
        ...(context ? { context } : {}),
      });
      if (errorPolicy === 'all')
        recordErrors(queryClient, hashKey(key), result.errors?.length ? result.errors : undefined);
      return dataUnderPolicy(result, errorPolicy);
    },
    // Whole results are replaced: deep comparison of a large result costs more than the request.
    structuralSharing: false,
  } as const;
}

export function resolveQueryOptions<TData, TVariables>(
  client: GraphQLClient,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables | undefined,
  options: QueryHookOptions<TData, TVariables>,
  privateId: string,
) {
  const fetchPolicy = options.fetchPolicy ?? DEFAULT_FETCH_POLICY;
  const base = graphqlQueryOptions(client, document, variables, options);
  const policy = fetchPolicyOptions(fetchPolicy);
  const resolved = Object.assign({}, options, base) as Record<string, unknown>;
  resolved['staleTime'] = policy.staleTime;
  if ('refetchOnMount' in policy) resolved['refetchOnMount'] = policy.refetchOnMount;
  resolved['enabled'] = policy.enabled ? (options.enabled ?? true) : false;
  if (fetchPolicy === 'no-cache') {
    // A key of its own (its result is nobody else's) that goes when the component does.
    resolved['queryKey'] = [...base.queryKey, { private: privateId }];
    resolved['gcTime'] = 0;
    resolved['meta'] = { ...options.meta, [PRIVATE_RESULT_META]: true };
  }
  return resolved as unknown as UseQueryOptions<TData, Error, TData, GraphQLQueryKey<TVariables>>;
}

export function useGraphQLQuery<TData, TVariables>(
  document: DocumentInput<TData, TVariables>,
  variables?: TVariables,
  options: QueryHookOptions<TData, TVariables> = {},
): GraphQLQueryResult<TData> {
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const privateId = useId();
  const resolved = resolveQueryOptions(client, document, variables, options, privateId);
  const result = useQuery(resolved);
  const { fetchPolicy, errorPolicy } = options;

  // What this layer adds sits on an object whose prototype is TanStack's result: a spread would track every property.
  let out: GraphQLQueryResult<TData> = result;
  if (fetchPolicy === 'network-only' && !result.isFetchedAfterMount && result.data !== undefined) {
    // Cached data is not this policy's answer: only what the request on mount brings.
    out = Object.create(result, {
      data: { value: undefined, enumerable: true },
      status: { value: 'pending', enumerable: true },
      isPending: { value: true, enumerable: true },
      isSuccess: { value: false, enumerable: true },
      isLoading: { value: result.isFetching, enumerable: true },
    }) as GraphQLQueryResult<TData>;
  }
  if (errorPolicy === 'all') {
    const errors = result.data === undefined ? undefined : errorsOf(queryClient, hashKey(resolved.queryKey));
    out = Object.create(out, { errors: { value: errors, enumerable: true } }) as GraphQLQueryResult<TData>;
  }
  return out;
}

export type MutationHookOptions<
  TData,
  TVariables = Record<string, unknown>,
  TOnMutateResult = unknown,
> = Omit<UseMutationOptions<TData, Error, TVariables, TOnMutateResult>, 'mutationFn' | 'retry'> & {
  /** A result to show at once: merged into the cache like the real one, rolled back when the mutation settles. */
  optimisticResponse?: (variables: TVariables) => TData;
  /** Merge the result's entities into every cached query holding them (default true). */
  mergeResult?: boolean;
  context?: OperationContext;
};

interface MutationScope<TOnMutateResult> {
  rollback: Rollback | undefined;
  own: TOnMutateResult | undefined;
}

export function useGraphQLMutation<TData, TVariables, TOnMutateResult = unknown>(
  document: DocumentInput<TData, TVariables>,
  options: MutationHookOptions<TData, TVariables, TOnMutateResult> = {},
): UseMutationResult<TData, Error, TVariables, MutationScope<TOnMutateResult>> {
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const {
    optimisticResponse,
    mergeResult = true,
    context,
    onMutate,
    onSuccess,
    onError,
    onSettled,
    ...rest
  } = options;
  return useMutation<TData, Error, TVariables, MutationScope<TOnMutateResult>>({
    mutationKey: [queryKey(document)[0]],
    ...rest,
    // A mutation changes things: repeating it is the user's decision, never the layer's.
    retry: false,
    mutationFn: async (variables) => {
      const result = await client.execute(document, {
        variables: variables ?? ({} as TVariables),
        ...(context ? { context } : {}),
      });
      return dataUnderPolicy(result, 'none');
    },
    onMutate: async (variables, fnContext) => {
      const rollback = await showOptimistic(queryClient, optimisticResponse?.(variables), {
        document,
        variables,
      });
      const own = onMutate ? await onMutate(variables, fnContext) : undefined;
      return { rollback, own };
    },
    onSuccess: async (data, variables, scope, fnContext) => {
      await mergeAnswer(queryClient, data, { document, variables }, scope?.rollback, mergeResult);
      return onSuccess?.(data, variables, scope?.own as TOnMutateResult, fnContext);
    },
    onError: (error, variables, scope, fnContext) => {
      scope?.rollback?.();
      return onError?.(error, variables, scope?.own, fnContext);
    },
    onSettled: (data, error, variables, scope, fnContext) =>
      onSettled?.(data, error, variables, scope?.own, fnContext),
  });
}
