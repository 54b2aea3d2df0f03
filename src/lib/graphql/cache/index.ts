// The entity cache's functions, each on the client's one cache object (entityCache.ts): react.ts loads this module
// when a mutation starts; product code calls it for live events and list edits.
import { notifyManager, type Query, type QueryClient } from '@tanstack/react-query';
import { entityCacheOf } from './entityCache';
import type { EntityRef } from './identity';
import type { InsertOptions, ListPath } from './lists';
import type { MergeSource } from './normalize';

export { PRIVATE_RESULT_META } from '../privateResult';
export { EntityCache, entityCacheOf } from './entityCache';
export { entityKey, type EntityRef } from './identity';
export type { InsertOptions, ListPath } from './lists';
export type { MergeSource } from './normalize';

/** Starts keeping the index now (else the first merge does, with the same result); returns how to stop it. */
export function attachEntityIndex(queryClient: QueryClient): () => void {
  const cache = entityCacheOf(queryClient);
  return () => cache.dispose();
}

/** The cached queries holding any of these entities (`Typename:id` keys). */
export function queriesHolding(queryClient: QueryClient, keys: Iterable<string>): Query[] {
  return entityCacheOf(queryClient).queriesHolding(keys);
}

/** EntityCache.merge on the client's cache. */
export function mergeEntities(queryClient: QueryClient, result: unknown, source?: MergeSource): void {
  entityCacheOf(queryClient).merge(result, source);
}

/** A mutation's answer: its optimistic result rolled back and the answer merged, in one batch of notifications. */
export function settleOptimistic(
  queryClient: QueryClient,
  result: unknown,
  source: MergeSource,
  rollback: (() => void) | undefined,
): void {
  const cache = entityCacheOf(queryClient);
  notifyManager.batch(() => {
    rollback?.();
    cache.merge(result, source);
  });
}

/** EntityCache.applyOptimistic on the client's cache: returns the rollback. */
export function applyOptimistic(queryClient: QueryClient, result: unknown, source?: MergeSource): () => void {
  return entityCacheOf(queryClient).applyOptimistic(result, source);
}

/** EntityCache.remove on the client's cache. */
export function removeEntity(queryClient: QueryClient, entity: EntityRef): void {
  entityCacheOf(queryClient).remove(entity);
}

/** EntityCache.insertIntoList on the client's cache. */
export function insertIntoList(
  queryClient: QueryClient,
  operationName: string,
  path: ListPath,
  item: unknown,
  options: InsertOptions = {},
): void {
  entityCacheOf(queryClient).insertIntoList(operationName, path, item, options);
}

/** EntityCache.updateList on the client's cache. */
export function updateList(
  queryClient: QueryClient,
  operationName: string,
  path: ListPath,
  update: (list: unknown[], variables: Record<string, unknown>) => unknown[],
): void {
  entityCacheOf(queryClient).updateList(operationName, path, update);
}
