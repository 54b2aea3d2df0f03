// The GraphQL layer's one entry point (ESLint refuses deep imports from features and app); every export named here.
// Plain Node 20 can import it: no DOM, no import.meta.env, no product code.
export type {
  OperationType,
  OperationMeta,
  DocumentInput,
  ResultOf,
  VariablesOf,
  GraphQLResult,
  HeadersInput,
  OperationContext,
  ExecuteInit,
  Operation,
  FetchLike,
  SubscriptionOptions,
  GraphQLClientOptions,
  Observer,
  Unsubscribable,
  MulticastObservable,
  GraphQLClient,
} from './types';
export {
  ServerError,
  ServerParseError,
  GraphQLErrors,
  isGraphQLErrors,
  errorCode,
  PREMATURE_CANCEL_MESSAGE,
  SERVICE_UNAVAILABLE,
  SERVICE_UNAVAILABLE_MESSAGE,
  isServiceUnavailable,
  retryAfterMs,
} from './errors';
export {
  operationOf,
  enableStringDocuments,
  generatedDocument,
  type DocumentParser,
  type GeneratedDocument,
} from './document';
export { createGraphQLClient } from './client';
export {
  DEFAULT_FETCH_POLICY,
  DEFAULT_ERROR_POLICY,
  MAX_QUERY_RETRIES,
  isRetryableError,
  retryQuery,
  retryMutation,
  retryDelay,
  createQueryClient,
  fetchPolicyOptions,
  type FetchPolicy,
  type ErrorPolicy,
} from './policies';
export {
  PRIVATE_RESULT_META,
  entityKey,
  attachEntityIndex,
  queriesHolding,
  mergeEntities,
  removeEntity,
  insertIntoList,
  updateList,
  applyOptimistic,
  type EntityRef,
  type MergeSource,
  type ListPath,
  type InsertOptions,
} from './cache/index';
export { queryKey, operationKeys, type GraphQLQueryKey, type OperationKeys } from './queryKey';
export { showOptimistic, mergeAnswer, type Rollback } from './mutationEffects';
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
export {
  useGraphQLSubscription,
  type SubscriptionHookOptions,
  type SubscriptionHookResult,
  type SubscriptionStatus,
} from './subscriptions/useGraphQLSubscription';
export {
  createDevicePersister,
  dehydrateKept,
  KEPT_MAX_BYTES,
  newestPerName,
  type DevicePersister,
} from './persist';
