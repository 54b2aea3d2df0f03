// Query keys are `[operationName, variables]`, built here and nowhere else, so hooks, prefetching and invalidation
// by operation name all agree.
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

/** Marks every cached result of the named operation stale; active ones refetch at once. */
export function invalidateOperation(queryClient: QueryClient, operationName: string, variables?: object) {
  return queryClient.invalidateQueries({
    queryKey: variables === undefined ? [operationName] : [operationName, variables],
  });
}
