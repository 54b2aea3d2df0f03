// Query keys are `[operationName, variables]`, built here and nowhere else, so hooks, prefetching and invalidation
// all agree. Each query operation gets typed keys (generated/hooks.ts: `boardKeys = operationKeys('Board', …)`):
// code names the operation it means, and a renamed or removed operation fails to compile instead of matching nothing.
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

export function operationKeys<TName extends string, TResult, TVariables>(
  name: TName,
  document: DocumentInput<TResult, TVariables>,
): OperationKeys<TName, TVariables> {
  const all = [name] as const;
  return {
    all,
    byVariables: (variables) => queryKey(document, variables) as readonly [TName, TVariables],
    invalidate: (queryClient, variables) =>
      queryClient.invalidateQueries({ queryKey: variables === undefined ? all : [name, variables] }),
  };
}
