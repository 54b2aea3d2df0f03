// Query keys are `[operationName, variables]`, built here only, so hooks, prefetching and invalidation agree. Typed
// keys per operation (generated/hooks.ts) make a renamed operation fail to compile instead of matching nothing.
import type { QueryClient } from '@tanstack/react-query';
import { operationOf } from './document';
import type { DocumentInput } from './types';

export type GraphQLQueryKey<TVariables = Record<string, unknown>> = readonly [
  operationName: string,
  variables: TVariables,
];

export function queryKey<TResult, TVariables>(
  document: DocumentInput<TResult, TVariables>,
  variables?: TVariables,
): GraphQLQueryKey<TVariables> {
  return [operationOf(document).operationName ?? '', variables ?? ({} as TVariables)] as const;
}

/** One query operation's keys: every cached result of it, one result by variables, and invalidation of either. */
export interface OperationKeys<TName extends string, TVariables> {
  /** Matches every cached result of the operation (TanStack matches key prefixes). */
  readonly all: readonly [TName];
  /** The key of one result. As a filter it matches results whose variables include these (TanStack's partial match). */
  byVariables(variables: TVariables): readonly [TName, TVariables];
  /** Marks the matching results stale; active ones refetch at once. */
  invalidate(queryClient: QueryClient, variables?: Partial<TVariables>): Promise<void>;
}

/** `document` is optional so that code using only an operation's keys does not carry its whole document. */
export function operationKeys<TName extends string, TVariables, TResult = unknown>(
  name: TName,
  document?: DocumentInput<TResult, TVariables>,
): OperationKeys<TName, TVariables> {
  const all = [name] as const;
  return {
    all,
    byVariables: (variables) =>
      (document
        ? queryKey(document, variables)
        : ([name, variables ?? ({} as TVariables)] as const)) as readonly [TName, TVariables],
    invalidate: async (queryClient, variables) => {
      const filters = { queryKey: variables === undefined ? all : [name, variables] };
      // An answer on its way may have been read before the change: it is dropped and asked for again. TanStack's
      // refetch would keep a first load in flight, and the change would never show.
      await queryClient.cancelQueries(filters);
      await queryClient.invalidateQueries(filters);
    },
  };
}
