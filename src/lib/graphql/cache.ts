// Entity updates without refetching: any object with `__typename` and `id` in a result (a mutation's, or a
// subscription event's) is merged into every cached query result that holds the same entity.
//
// An index from entity key (`Task:123`) to the hashes of the queries holding it keeps a merge to the queries that
// matter. Writes only mark a query dirty (a 1 MB refetch pays nothing for the index); the next merge indexes the
// dirty ones first. Merges copy only along the changed path, so unchanged objects keep their identity and the
// components holding them do not re-render.
import { notifyManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface EntityRef {
  __typename: string;
  id: string | number;
}

type Json = Record<string, unknown>;

/** Queries whose results the merge leaves alone (`no-cache` results belong to one component only). */
export const PRIVATE_RESULT_META = 'graphqlPrivateResult';

interface EntityIndex {
  byEntity: Map<string, Set<string>>;
  byQuery: Map<string, Set<string>>;
  dirty: Set<string>;
  unsubscribe: () => void;
}

const indexes = new WeakMap<QueryClient, EntityIndex>();

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/** `Task:123` for an entity, undefined for anything else. */
export function entityKey(value: unknown): string | undefined {
  if (!isObject(value) || Array.isArray(value)) return undefined;
  const typename = value['__typename'];
  const id = value['id'];
  if (typeof typename !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  return `${typename}:${id}`;
}

function collectKeys(value: unknown, into: Set<string>) {
  if (!isObject(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) collectKeys(item, into);
    return;
  }
  const key = entityKey(value);
  if (key) into.add(key);
  for (const k in value) {
    const child = value[k];
    if (isObject(child)) collectKeys(child, into);
  }
}

function unindex(index: EntityIndex, hash: string) {
  const keys = index.byQuery.get(hash);
  if (!keys) return;
  for (const key of keys) {
    const holders = index.byEntity.get(key);
    holders?.delete(hash);
    if (holders?.size === 0) index.byEntity.delete(key);
  }
  index.byQuery.delete(hash);
}

function reindex(index: EntityIndex, query: Query) {
  unindex(index, query.queryHash);
  if (query.meta?.[PRIVATE_RESULT_META]) return;
  const keys = new Set<string>();
  collectKeys(query.state.data, keys);
  index.byQuery.set(query.queryHash, keys);
  for (const key of keys) {
    let holders = index.byEntity.get(key);
    if (!holders) index.byEntity.set(key, (holders = new Set()));
    holders.add(query.queryHash);
  }
}

function indexOf(queryClient: QueryClient): EntityIndex {
  let index = indexes.get(queryClient);
  if (index) return index;
  const cache = queryClient.getQueryCache();
  const created: EntityIndex = {
    byEntity: new Map(),
    byQuery: new Map(),
    dirty: new Set(),
    unsubscribe: () => {},
  };
  for (const query of cache.getAll()) created.dirty.add(query.queryHash);
  created.unsubscribe = cache.subscribe((event) => {
    const hash = event.query.queryHash;
    if (event.type === 'removed') {
      created.dirty.delete(hash);
      unindex(created, hash);
    } else if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) {
      created.dirty.add(hash);
    }
  });
  indexes.set(queryClient, (index = created));
  return index;
}

/** Starts keeping the index; GraphQLProvider calls it so the first merge has nothing to catch up on. */
export function attachEntityIndex(queryClient: QueryClient): () => void {
  const index = indexOf(queryClient);
  return () => {
    index.unsubscribe();
    indexes.delete(queryClient);
  };
}

/** The cached queries holding any of these entities. */
export function queriesHolding(queryClient: QueryClient, keys: Iterable<string>): Query[] {
  const index = indexOf(queryClient);
  const cache = queryClient.getQueryCache();
  if (index.dirty.size > 0) {
    for (const hash of index.dirty) {
      const query = cache.get(hash);
      if (query) reindex(index, query);
    }
    index.dirty.clear();
  }
  const hashes = new Set<string>();
  for (const key of keys) for (const hash of index.byEntity.get(key) ?? []) hashes.add(hash);
  const queries: Query[] = [];
  for (const hash of hashes) {
    const query = cache.get(hash);
    if (query) queries.push(query);
  }
  return queries;
}

/** Every entity in a result by key; an entity seen twice contributes the fields of both. */
function collectEntities(value: unknown, into: Map<string, Json>) {
  if (!isObject(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) collectEntities(item, into);
    return;
  }
  const key = entityKey(value);
  if (key) {
    const seen = into.get(key);
    into.set(key, seen ? { ...seen, ...value } : value);
  }
  for (const k in value) {
    const child = value[k];
    if (isObject(child)) collectEntities(child, into);
  }
}

/**
 * The cached value updated from the incoming one, keeping the cached shape (only fields the cached query selected)
 * and the cached identity wherever nothing changed.
 */
function mergeValue(cached: unknown, incoming: unknown): unknown {
  if (!isObject(cached) || !isObject(incoming)) return Object.is(cached, incoming) ? cached : incoming;
  if (Array.isArray(cached) || Array.isArray(incoming)) {
    if (!Array.isArray(cached) || !Array.isArray(incoming) || cached.length !== incoming.length)
      return incoming;
    let out: unknown[] | undefined;
    for (let i = 0; i < cached.length; i++) {
      const merged = mergeValue(cached[i], incoming[i]);
      if (merged !== cached[i]) (out ??= cached.slice())[i] = merged;
    }
    return out ?? cached;
  }
  const cachedKey = entityKey(cached);
  const incomingKey = entityKey(incoming);
  if (cachedKey !== undefined && incomingKey !== undefined && cachedKey !== incomingKey) {
    // Another entity took this place (a new assignee): take it, in the shape the cached query selected.
    const out: Json = {};
    for (const k in cached) {
      if (!(k in incoming)) return incoming;
      out[k] = mergeValue(cached[k], incoming[k]);
    }
    return out;
  }
  let out: Json | undefined;
  for (const k in cached) {
    if (!(k in incoming)) continue;
    const merged = mergeValue(cached[k], incoming[k]);
    if (merged !== cached[k]) (out ??= { ...cached })[k] = merged;
  }
  return out ?? cached;
}

/** Patches by typename, then id: looking an object up builds no `Typename:id` string (a large result has many). */
type PatchIndex = Map<string, Map<string, Json>>;

function byType(patches: Map<string, Json>): PatchIndex {
  const index: PatchIndex = new Map();
  for (const patch of patches.values()) {
    const typename = patch['__typename'] as string;
    let byId = index.get(typename);
    if (!byId) index.set(typename, (byId = new Map()));
    byId.set(String(patch['id']), patch);
  }
  return index;
}

function patchFor(node: Json, patches: PatchIndex): Json | undefined {
  const typename = node['__typename'];
  if (typeof typename !== 'string') return undefined;
  const byId = patches.get(typename);
  if (!byId) return undefined;
  const id = node['id'];
  return typeof id === 'string' ? byId.get(id) : typeof id === 'number' ? byId.get(String(id)) : undefined;
}

/** Applies the entity patches wherever they occur in a cached result, copying only the changed path. */
function patchTree(node: unknown, patches: PatchIndex): unknown {
  if (!isObject(node)) return node;
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < node.length; i++) {
      const item = node[i];
      const patched = isObject(item) ? patchTree(item, patches) : item;
      if (patched !== item) (out ??= node.slice())[i] = patched;
    }
    return out ?? node;
  }
  let out: Json | undefined;
  for (const k in node) {
    const child = node[k];
    if (!isObject(child)) continue;
    const patched = patchTree(child, patches);
    if (patched !== child) (out ??= { ...node })[k] = patched;
  }
  const patch = patchFor(node, patches);
  return patch ? mergeValue(out ?? node, patch) : (out ?? node);
}

/**
 * Writes the updated results. `added` is every entity key the update can have brought in (a merge's patches, an
 * inserted item's entities): the written query's index entry only grows by those, so it stays clean and the next
 * merge does not walk a large result again. Keys left over from removals are harmless: a merge walking a query
 * that no longer holds the entity changes nothing.
 */
function writeQueries(
  queryClient: QueryClient,
  queries: Query[],
  update: (data: unknown) => unknown,
  added?: Iterable<string>,
) {
  const index = indexOf(queryClient);
  notifyManager.batch(() => {
    for (const query of queries) {
      const data = query.state.data;
      if (data === undefined) continue;
      const next = update(data);
      if (next === data) continue;
      const wasDirty = index.dirty.has(query.queryHash);
      queryClient.setQueryData(query.queryKey, next);
      const keys = index.byQuery.get(query.queryHash);
      if (wasDirty || !keys || !added || query.state.data !== next) continue;
      index.dirty.delete(query.queryHash);
      for (const key of added) {
        keys.add(key);
        let holders = index.byEntity.get(key);
        if (!holders) index.byEntity.set(key, (holders = new Set()));
        holders.add(query.queryHash);
      }
    }
  });
}

/** Merges every entity in `result` into every cached query result holding it; no request is made. */
export function mergeEntities(queryClient: QueryClient, result: unknown): void {
  const patches = new Map<string, Json>();
  collectEntities(result, patches);
  if (patches.size === 0) return;
  const typed = byType(patches);
  writeQueries(queryClient, queriesHolding(queryClient, patches.keys()), (data) => patchTree(data, typed), [
    ...patches.keys(),
  ]);
}

function holdsEntity(value: unknown, key: string): boolean {
  if (!isObject(value) || Array.isArray(value)) return false;
  if (entityKey(value) === key) return true;
  // A connection's edge (`{ cursor, node }`) stands for its node: it goes with it.
  if (entityKey(value) !== undefined) return false;
  for (const k in value) if (entityKey(value[k]) === key) return true;
  return false;
}

function removeFromLists(node: unknown, key: string): unknown {
  if (!isObject(node)) return node;
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < node.length; i++) {
      const item = node[i];
      if (holdsEntity(item, key)) {
        out ??= node.slice(0, i);
        continue;
      }
      const next = removeFromLists(item, key);
      if (out || next !== item) (out ??= node.slice(0, i)).push(next);
    }
    return out ?? node;
  }
  let out: Json | undefined;
  for (const k in node) {
    const child = node[k];
    if (!isObject(child)) continue;
    const next = removeFromLists(child, key);
    if (next !== child) (out ??= { ...node })[k] = next;
  }
  return out ?? node;
}

/** Removes the entity (or the edge wrapping it) from every list in every cached result. */
export function removeEntity(queryClient: QueryClient, entity: EntityRef): void {
  const key = `${entity.__typename}:${entity.id}`;
  writeQueries(queryClient, queriesHolding(queryClient, [key]), (data) => removeFromLists(data, key), []);
}

export type ListPath = readonly (string | number)[];

function updateAt(
  node: unknown,
  path: ListPath,
  depth: number,
  update: (list: unknown[]) => unknown[],
): unknown {
  if (depth === path.length) return Array.isArray(node) ? update(node) : node;
  if (!isObject(node)) return node;
  const step = path[depth] as string | number;
  const child = (node as Json)[step];
  const next = updateAt(child, path, depth + 1, update);
  if (next === child) return node;
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[step as number] = next;
    return copy;
  }
  return { ...node, [step]: next };
}

export interface InsertOptions {
  /** `end` (the default) or `start`. */
  at?: 'start' | 'end';
  /** Only the cached results whose variables pass. */
  where?: (variables: Record<string, unknown>) => boolean;
}

function cachedResultsOf(queryClient: QueryClient, operationName: string, where?: InsertOptions['where']) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: [operationName] })
    .filter((q) => !q.meta?.[PRIVATE_RESULT_META] && (!where || where(variablesOf(q.queryKey))));
}

function variablesOf(key: QueryKey): Record<string, unknown> {
  const variables = key[1];
  return isObject(variables) ? variables : {};
}

/**
 * Inserts an item (an entity, or an edge wrapping one) into the list at `path` in every cached result of the
 * operation, unless the list already holds that entity. Which list a new entity belongs to is the product's call.
 */
export function insertIntoList(
  queryClient: QueryClient,
  operationName: string,
  path: ListPath,
  item: unknown,
  options: InsertOptions = {},
): void {
  const key =
    entityKey(item) ?? (isObject(item) ? Object.values(item).map(entityKey).find(Boolean) : undefined);
  const queries = cachedResultsOf(queryClient, operationName, options.where);
  const added = new Set<string>();
  collectKeys(item, added);
  writeQueries(
    queryClient,
    queries,
    (data) =>
      updateAt(data, path, 0, (list) => {
        if (key !== undefined && list.some((existing) => holdsEntity(existing, key))) return list;
        return options.at === 'start' ? [item, ...list] : [...list, item];
      }),
    added,
  );
}

/** Replaces the list at `path` in every cached result of the operation with `update(list)`. */
export function updateList(
  queryClient: QueryClient,
  operationName: string,
  path: ListPath,
  update: (list: unknown[], variables: Record<string, unknown>) => unknown[],
): void {
  for (const query of cachedResultsOf(queryClient, operationName)) {
    const variables = variablesOf(query.queryKey);
    writeQueries(queryClient, [query], (data) => updateAt(data, path, 0, (list) => update(list, variables)));
  }
}

/**
 * Applies an optimistic result the way a real one would be merged, and returns the rollback: every query it
 * touched gets back the data it held before.
 */
export function applyOptimistic(queryClient: QueryClient, result: unknown): () => void {
  const patches = new Map<string, Json>();
  collectEntities(result, patches);
  const typed = byType(patches);
  const queries = queriesHolding(queryClient, patches.keys());
  const before = queries.map((query) => [query, query.state.data] as const);
  writeQueries(queryClient, queries, (data) => patchTree(data, typed), [...patches.keys()]);
  return () => {
    notifyManager.batch(() => {
      for (const [query, data] of before) {
        if (queryClient.getQueryCache().get(query.queryHash) === query)
          queryClient.setQueryData(query.queryKey, data);
      }
    });
  };
}
