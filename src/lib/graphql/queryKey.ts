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

/**
 * `document` is optional: generated code passes only the name (the operation's own), so that code using an
 * operation's keys (an invalidation after a move) does not carry its whole document. A key built without the
 * document does not make the operation's selections known to the entity merge; its hook, or any use of its
 * document, does.
 */
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
    invalidate: (queryClient, variables) =>
      queryClient.invalidateQueries({ queryKey: variables === undefined ? all : [name, variables] }),
  };
}
