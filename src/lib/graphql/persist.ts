// The query cache on the device: TanStack's persister over one IndexedDB record, capped per query name.
import type { Persister, PersistedClient } from '@tanstack/query-persist-client-core';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, clear, update, type UseStore } from 'idb-keyval';

export interface DevicePersister extends Persister {
  /** Writes `client` now; operations run one after another, never interleaved. */
  persistClient(client: PersistedClient): Promise<void>;
  /** Writes what `next` makes of the record as it is now (read and written in one turn of the queue). */
  updateClient(next: (previous: PersistedClient | undefined) => PersistedClient): Promise<void>;
  /** Empties the whole store (every record, whoever wrote it); later writes wait for it. */
  wipe(): Promise<void>;
}

/** One IndexedDB record; operations are queued, so a wipe is never overtaken by a save that started before it. */
export function createDevicePersister({
  dbName,
  storeName,
  key,
}: {
  dbName: string;
  storeName: string;
  key: string;
}): DevicePersister {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(dbName, storeName));
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    persistClient: (client) => run(() => set(key, client, db())),
    restoreClient: () => run(() => get<PersistedClient>(key, db())),
    removeClient: () => run(() => del(key, db())),
    // One transaction: no other tab's write comes between the read and the write.
    updateClient: (next) => run(() => update<PersistedClient>(key, (previous) => next(previous), db())),
    wipe: () => run(() => clear(db())),
  };
}

/** A dehydrate filter keeping the `perName` newest settled successes of each query name; mutations are not limited. */
export function newestPerName(queries: readonly Query[], perName: number): (query: Query) => boolean {
  const byName = new Map<unknown, Query[]>();
  for (const query of queries) {
    if (query.state.status !== 'success') continue;
    const name = query.queryKey[0];
    const list = byName.get(name);
    if (list) list.push(query);
    else byName.set(name, [query]);
  }
  const kept = new Set<Query>();
  for (const list of byName.values()) {
    list.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    for (const query of list.slice(0, perName)) kept.add(query);
  }
  return (query) => kept.has(query);
}

/** The default ceiling of what the device keeps, in characters of JSON (about bytes): 20 MB. */
export const KEPT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * A kept query's size as JSON, remembered by its data: a save measures only the answers that changed since the last
 * one (the rest of the entry, timestamps and status, moves by a few characters at most). JSON, because the structured
 * clone IndexedDB stores has no size the page can read, and JSON length tracks it closely for GraphQL answers.
 */
const sizes = new WeakMap<object, number>();
function sizeOf(query: DehydratedState['queries'][number]): number {
  const data: unknown = query.state.data;
  if (typeof data !== 'object' || data === null) return JSON.stringify(query).length;
  let size = sizes.get(data);
  if (size === undefined) sizes.set(data, (size = JSON.stringify(query).length));
  return size;
}

/**
 * What the device keeps: of each query name the `perName` newest successes, and every paused mutation, stamped with
 * `meta`, all within `maxBytes` (as JSON): over it, the oldest queries go first. The waiting changes always stay, even
 * when they alone exceed it (then no query is kept). A mutation's context (the tab's rollback, a function) is left out:
 * IndexedDB cannot store it.
 */
export function dehydrateKept(
  queryClient: QueryClient,
  {
    perName,
    meta,
    maxBytes = KEPT_MAX_BYTES,
  }: { perName: number; meta: Record<string, unknown>; maxBytes?: number },
): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: newestPerName(queryClient.getQueryCache().getAll(), perName),
    shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
  });
  const mutations = state.mutations.map((m) => ({
    ...m,
    meta: { ...m.meta, ...meta },
    state: { ...m.state, context: undefined },
  }));
  // The newest first: the first that does not fit ends the list, so what goes is always the oldest.
  const queries = state.queries.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  let room = maxBytes - JSON.stringify(mutations).length;
  let fit = 0;
  for (const query of queries) {
    room -= sizeOf(query);
    if (room < 0) break;
    fit++;
  }
  return { ...state, queries: queries.slice(0, fit), mutations };
}
