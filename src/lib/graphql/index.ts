// The GraphQL layer's public face. Plain Node 20 can import it: no DOM, no import.meta.env, no product code.
export * from './types';
export * from './errors';
export { operationOf } from './document';
export { createGraphQLClient } from './client';
export * from './policies';
export * from './cache';
export { queryKey, invalidateOperation, type GraphQLQueryKey } from './queryKey';
export {
  GraphQLProvider,
  useGraphQLClient,
  useGraphQLQuery,
  useGraphQLMutation,
  graphqlQueryOptions,
  dataUnderPolicy,
  type GraphQLProviderProps,
  type QueryHookOptions,
  type MutationHookOptions,
  type GraphQLQueryResult,
} from './react';
