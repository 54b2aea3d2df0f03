// What a mutation does to the entity cache, for the layer's hook (react.ts) and for code that drives TanStack's
// useMutation itself (a product's intents): its optimistic result merged before the request; on the answer that
// result rolled back and the real one merged by field name and arguments (its document and variables), as one
// change (a failure calls the rollback alone). The entity cache loads with the first mutation, beside its request.
import type { QueryClient } from '@tanstack/react-query';
import type * as Cache from './cache/index';
import type { MergeSource } from './cache/normalize';

let loadingCache: Promise<typeof Cache> | undefined;

function loadCache(): Promise<typeof Cache> {
  return (loadingCache ??= import('./cache/index').catch((error: unknown) => {
    // A failed download (offline) is tried again by the next mutation.
    loadingCache = undefined;
    throw error;
  }));
}

/** Takes an optimistic result back out of the cache. */
export type Rollback = () => void;

/**
 * Before the request: loads the entity cache beside it and shows the optimistic result, if any, merged as the answer
 * will be; returns its rollback.
 */
export async function showOptimistic(
  queryClient: QueryClient,
  result: unknown,
  source: MergeSource,
): Promise<Rollback | undefined> {
  const loading = loadCache();
  // A failure to load surfaces where the merge needs it, in mergeAnswer.
  loading.catch(() => {});
  return result === undefined ? undefined : (await loading).applyOptimistic(queryClient, result, source);
}

/** The answer: the optimistic result out and (unless `merge` is false) the real one in, in one batch. */
export async function mergeAnswer(
  queryClient: QueryClient,
  data: unknown,
  source: MergeSource,
  rollback: Rollback | undefined,
  merge = true,
): Promise<void> {
  if (merge) (await loadCache()).settleOptimistic(queryClient, data, source, rollback);
  else rollback?.();
}
