// Entity updates without refetching: an object with `__typename` and `id` in a result is merged into every cached
// result holding it. An index by type keeps a merge to the queries that matter; copies keep unchanged identities.
import { notifyManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { operationOf } from './document';
import { knownOperation, OBJECT_KEYS, resolvedSelection, type ResolvedSelection } from './selections';
import { PRIVATE_RESULT_META } from './privateResult';
import type { DocumentInput } from './types';

export { PRIVATE_RESULT_META };

export interface EntityRef {
  __typename: string;
  id: string | number;
}

type Json = Record<string, unknown>;

/**
 * Typename to the hashes of queries whose results held one. Per type, not per entity: an entry per entity costs memory
 * for every result, a wrong candidate only a walk that changes nothing.
 */
interface EntityIndex {
  byType: Map<string, Set<string>>;
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

/** Calls `visit` with the typename and id of every entity in a result. */
function eachEntity(value: unknown, visit: (typename: string, id: string) => void) {
  if (!isObject(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) eachEntity(item, visit);
    return;
  }
  const typename = value['__typename'];
  const id = value['id'];
  if (typeof typename === 'string') {
    if (typeof id === 'string') visit(typename, id);
    else if (typeof id === 'number') visit(typename, String(id));
  }
  for (const k in value) {
    const child = value[k];
    if (isObject(child)) eachEntity(child, visit);
  }
}

function addHolder(index: EntityIndex, typename: string, hash: string) {
  let holders = index.byType.get(typename);
  if (!holders) index.byType.set(typename, (holders = new Set()));
  holders.add(hash);
}

function removeHolder(index: EntityIndex, hash: string) {
  for (const [typename, holders] of index.byType) {
    holders.delete(hash);
    if (holders.size === 0) index.byType.delete(typename);
  }
}

function typenameOf(key: string): string {
  return key.slice(0, key.indexOf(':'));
}

function reindex(index: EntityIndex, query: Query) {
  if (query.meta?.[PRIVATE_RESULT_META]) return;
  const hash = query.queryHash;
  eachEntity(query.state.data, (typename) => addHolder(index, typename, hash));
}

function indexOf(queryClient: QueryClient): EntityIndex {
  let index = indexes.get(queryClient);
  if (index) return index;
  const cache = queryClient.getQueryCache();
  const created: EntityIndex = {
    byType: new Map(),
    dirty: new Set(),
    unsubscribe: () => {},
  };
  for (const query of cache.getAll()) created.dirty.add(query.queryHash);
  created.unsubscribe = cache.subscribe((event) => {
    const hash = event.query.queryHash;
    if (event.type === 'removed') {
      created.dirty.delete(hash);
      removeHolder(created, hash);
    } else if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) {
      created.dirty.add(hash);
    }
    // A fetched result is the service's answer: no optimistic update in flight may undo anything in it.
    if (
      event.type === 'removed' ||
      (event.type === 'updated' && event.action.type === 'success' && !event.action.manual)
    ) {
      for (const layer of layersOf(queryClient)) layer.changes.delete(event.query);
    }
  });
  indexes.set(queryClient, (index = created));
  return index;
}

/** Starts keeping the index now (else the first merge does, with the same result); returns how to stop it. */
export function attachEntityIndex(queryClient: QueryClient): () => void {
  const index = indexOf(queryClient);
  return () => {
    index.unsubscribe();
    indexes.delete(queryClient);
  };
}

/** The cached queries that may hold any of these entities (`Typename:id` keys): every one holding them, and others. */
function candidateQueries(queryClient: QueryClient, keys: Iterable<string>): Query[] {
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
  for (const key of keys) for (const hash of index.byType.get(typenameOf(key)) ?? []) hashes.add(hash);
  const queries: Query[] = [];
  for (const hash of hashes) {
    const query = cache.get(hash);
    if (query) queries.push(query);
  }
  return queries;
}

/** The cached queries holding any of these entities (`Typename:id` keys). */
export function queriesHolding(queryClient: QueryClient, keys: Iterable<string>): Query[] {
  const wanted = new Set(keys);
  return candidateQueries(queryClient, wanted).filter((query) => holdsAny(query.state.data, wanted));
}

function holdsAny(value: unknown, keys: ReadonlySet<string>): boolean {
  if (!isObject(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsAny(item, keys));
  const key = entityKey(value);
  if (key !== undefined && keys.has(key)) return true;
  for (const k in value) if (isObject(value[k]) && holdsAny(value[k], keys)) return true;
  return false;
}

/** Where an incoming result came from: its document and variables give its fields' names and arguments. */
export interface MergeSource {
  document?: DocumentInput<unknown, never>;
  variables?: unknown;
}

function selectionOfSource(source: MergeSource | undefined): ResolvedSelection | undefined {
  if (!source?.document) return undefined;
  return resolvedSelection(operationOf(source.document), source.variables);
}

function selectionOfQuery(query: Query): ResolvedSelection | undefined {
  return resolvedSelection(knownOperation(query.queryKey[0]), query.queryKey[1]);
}

/**
 * The result keyed by storage key (field name and arguments), not response key. Without a known selection a response
 * key stands for itself, so an unknown alias never matches a field with arguments.
 */
function normalize(value: unknown, selection: ResolvedSelection | undefined): unknown {
  if (!isObject(value)) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const next = normalize(item, selection);
      if (next !== item) (out ??= value.slice())[i] = next;
    }
    return out ?? value;
  }
  if (!selection) return value;
  const out: Json = {};
  for (const k in value) {
    const field = selection[k];
    out[field ? field.key : k] = normalize(value[k], field?.sub);
  }
  return out;
}

/** Every entity in a normalized result by key; an entity seen twice contributes the fields of both. */
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

/** What one write learned: the query selects more than the incoming value has there. */
interface MergeContext {
  incomplete: boolean;
  /** Optimistic writes record what they changed, per entity and field, to undo exactly that. */
  record:
    | ((
        occurrence: string,
        entity: string,
        field: string,
        responseKey: string,
        before: unknown,
        after: unknown,
      ) => void)
    | undefined;
}

const INCOMPLETE = Symbol('incomplete');

/**
 * An incoming value in the cached query's shape, or INCOMPLETE when the query selects a field the value lacks.
 * Without a known selection the cached value's keys (`hint`) are the shape.
 */
function project(incoming: unknown, selection: ResolvedSelection | undefined, hint: unknown): unknown {
  if (!isObject(incoming)) return incoming;
  if (Array.isArray(incoming)) {
    const itemHint = Array.isArray(hint) ? hint[0] : undefined;
    const out: unknown[] = [];
    for (const item of incoming) {
      const projected = project(item, selection, itemHint);
      if (projected === INCOMPLETE) return INCOMPLETE;
      out.push(projected);
    }
    return out;
  }
  const shapeHint = isObject(hint) && !Array.isArray(hint) ? hint : undefined;
  if (!selection && !shapeHint) return incoming;
  const out: Json = {};
  for (const responseKey in selection ?? shapeHint) {
    const field = selection?.[responseKey];
    const key = field ? field.key : responseKey;
    if (!(key in incoming)) {
      const condition = field?.condition;
      if (condition === 1 || (typeof condition === 'string' && incoming['__typename'] !== condition))
        continue;
      return INCOMPLETE;
    }
    const projected = project(incoming[key], field?.sub, shapeHint?.[responseKey]);
    if (projected === INCOMPLETE) return INCOMPLETE;
    out[responseKey] = projected;
  }
  return out;
}

/** Takes a whole incoming value in place of the cached one, unless the cached query selected more than it has. */
function replaceWith(
  cached: unknown,
  incoming: unknown,
  selection: ResolvedSelection | undefined,
  context: MergeContext,
): unknown {
  const projected = project(incoming, selection, cached);
  if (projected !== INCOMPLETE) return projected;
  context.incomplete = true;
  return cached;
}

/** The cached value updated from the incoming one, keeping the cached shape and, where nothing changed, identity. */
function mergeValue(
  cached: unknown,
  selection: ResolvedSelection | undefined,
  incoming: unknown,
  context: MergeContext,
  path: string,
): unknown {
  if (!isObject(cached) || !isObject(incoming)) {
    if (Object.is(cached, incoming)) return cached;
    return isObject(incoming) ? replaceWith(cached, incoming, selection, context) : incoming;
  }
  if (Array.isArray(cached) || Array.isArray(incoming)) {
    if (!Array.isArray(cached) || !Array.isArray(incoming) || cached.length !== incoming.length)
      return replaceWith(cached, incoming, selection, context);
    let out: unknown[] | undefined;
    for (let i = 0; i < cached.length; i++) {
      const merged = mergeValue(cached[i], selection, incoming[i], context, path);
      if (merged !== cached[i]) (out ??= cached.slice())[i] = merged;
    }
    return out ?? cached;
  }
  const cachedKey = entityKey(cached);
  const incomingKey = entityKey(incoming);
  if (cachedKey !== undefined && incomingKey !== undefined && cachedKey !== incomingKey) {
    // Another entity took this place (a new assignee): take it, in the shape the cached query selected.
    return replaceWith(cached, incoming, selection, context);
  }
  let out: Json | undefined;
  for (const k in cached) {
    const field = selection?.[k];
    const key = field ? field.key : k;
    if (!(key in incoming)) continue;
    const merged = mergeValue(
      cached[k],
      field?.sub,
      incoming[key],
      context,
      context.record ? `${path}.${k}` : '',
    );
    if (merged !== cached[k]) {
      (out ??= { ...cached })[k] = merged;
      if (cachedKey !== undefined)
        context.record?.(`${path}|${cachedKey}`, cachedKey, key, k, cached[k], merged);
    }
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
function patchTree(
  node: unknown,
  selection: ResolvedSelection | undefined,
  patches: PatchIndex,
  context: MergeContext,
  path: string,
): unknown {
  if (!isObject(node)) return node;
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < node.length; i++) {
      const item = node[i];
      const patched = isObject(item) ? patchTree(item, selection, patches, context, path) : item;
      if (patched !== item) (out ??= node.slice())[i] = patched;
    }
    return out ?? node;
  }
  let out: Json | undefined;
  // With the query's selections known, only fields with sub-selections can hold objects: the rest are skipped.
  const keys = selection?.[OBJECT_KEYS] ?? Object.keys(node);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const child = node[k];
    if (!isObject(child)) continue;
    const patched = patchTree(
      child,
      selection?.[k]?.sub,
      patches,
      context,
      context.record ? `${path}.${k}` : '',
    );
    if (patched !== child) (out ??= { ...node })[k] = patched;
  }
  const patch = patchFor(node, patches);
  return patch ? mergeValue(out ?? node, selection, patch, context, path) : (out ?? node);
}

/**
 * Writes the updated results; the index entry of a written query grows only by `added` (the keys the update can have
 * brought in), so the next merge does not walk a large result again.
 */
function writeQueries(
  queryClient: QueryClient,
  queries: Query[],
  update: (data: unknown, query: Query) => unknown,
  added?: Iterable<string>,
): void {
  const index = indexOf(queryClient);
  notifyManager.batch(() => {
    for (const query of queries) {
      const data = query.state.data;
      if (data === undefined) continue;
      const next = update(data, query);
      if (next === data) continue;
      const wasDirty = index.dirty.has(query.queryHash);
      queryClient.setQueryData(query.queryKey, next);
      // The index is kept current by hand: the written result holds at most the entities the update brought.
      if (!added || wasDirty || query.state.data !== next) continue;
      index.dirty.delete(query.queryHash);
      for (const key of added) addHolder(index, typenameOf(key), query.queryHash);
    }
  });
}

/** The merge of one normalized patch set into the queries holding its entities; returns the incomplete ones. */
function mergePatches(
  queryClient: QueryClient,
  patches: Map<string, Json>,
  record?: (query: Query) => MergeContext['record'],
): { touched: Query[]; incomplete: Query[] } {
  const typed = byType(patches);
  const touched = candidateQueries(queryClient, patches.keys());
  const incomplete: Query[] = [];
  for (const layer of layersOf(queryClient)) layer.overwrite(patches);
  writeQueries(
    queryClient,
    touched,
    (data, query) => {
      const context: MergeContext = { incomplete: false, record: record?.(query) };
      const next = patchTree(data, selectionOfQuery(query), typed, context, '');
      if (context.incomplete) incomplete.push(query);
      return next;
    },
    [...patches.keys()],
  );
  return { touched, incomplete };
}

function patchesOf(result: unknown, source: MergeSource | undefined): Map<string, Json> {
  const patches = new Map<string, Json>();
  collectEntities(normalize(result, selectionOfSource(source)), patches);
  return patches;
}

/**
 * Merges every entity in `result` into every cached query result holding it, by field name and arguments (from
 * `source`). A query selecting fields the object lacks is invalidated. Pass a burst as one array: one walk.
 */
export function mergeEntities(queryClient: QueryClient, result: unknown, source?: MergeSource): void {
  const patches = patchesOf(result, source);
  if (patches.size === 0) return;
  const { incomplete } = mergePatches(queryClient, patches);
  for (const query of incomplete)
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
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
  writeQueries(queryClient, candidateQueries(queryClient, [key]), (data) => removeFromLists(data, key), []);
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
 * Inserts an item (an entity or an edge) into the list at `path` in every cached result of the operation, unless it
 * is there already. Which list a new entity belongs to is the product's call.
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

interface FieldChange {
  responseKey: string;
  field: string;
  before: unknown;
}

/** One optimistic update in flight: what it changed, per query, entity and field, and what others wrote since. */
interface OptimisticLayer {
  changes: Map<Query, Map<string, FieldChange[]>>;
  /** `Typename:id` + NUL + field: written by someone else (a live event, a result, another update) meanwhile. */
  overwritten: Set<string>;
  overwrite(patches: Map<string, Json>): void;
}

const layers = new WeakMap<QueryClient, Set<OptimisticLayer>>();

function layersOf(queryClient: QueryClient): Set<OptimisticLayer> {
  let set = layers.get(queryClient);
  if (!set) layers.set(queryClient, (set = new Set()));
  return set;
}

/**
 * Puts back the fields the layer changed and nobody wrote since, per occurrence (path and key), so an entity held
 * twice gets back each occurrence's own value and list inserts do not shift anything.
 */
function undoTree(
  node: unknown,
  selection: ResolvedSelection | undefined,
  changes: Map<string, FieldChange[]>,
  overwritten: Set<string>,
  path: string,
): unknown {
  if (!isObject(node)) return node;
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < node.length; i++) {
      const item = node[i];
      const next = undoTree(item, selection, changes, overwritten, path);
      if (next !== item) (out ??= node.slice())[i] = next;
    }
    return out ?? node;
  }
  let current: Json = node;
  const key = entityKey(node);
  const own = key === undefined ? undefined : changes.get(`${path}|${key}`);
  if (own) {
    for (const change of own) {
      if (!(change.responseKey in current) || overwritten.has(`${key}\u0000${change.field}`)) continue;
      if (current === node) current = { ...node };
      current[change.responseKey] = change.before;
    }
  }
  let out: Json | undefined;
  for (const k in current) {
    const child = current[k];
    if (!isObject(child)) continue;
    const next = undoTree(child, selection?.[k]?.sub, changes, overwritten, `${path}.${k}`);
    if (next !== child) (out ??= current === node ? { ...node } : current)[k] = next;
  }
  return out ?? current;
}

/**
 * Applies an optimistic result as a real one would merge, and returns the rollback, which undoes only the fields this
 * update changed that nobody wrote since; a query refetched meanwhile is left alone.
 */
export function applyOptimistic(queryClient: QueryClient, result: unknown, source?: MergeSource): () => void {
  const patches = patchesOf(result, source);
  const layer: OptimisticLayer = {
    changes: new Map(),
    overwritten: new Set(),
    overwrite(incoming) {
      for (const [key, patch] of incoming)
        for (const field in patch)
          if (field !== '__typename' && field !== 'id') this.overwritten.add(`${key}\u0000${field}`);
    },
  };
  mergePatches(queryClient, patches, (query) => (occurrence, _entity, field, responseKey, before) => {
    let byOccurrence = layer.changes.get(query);
    if (!byOccurrence) layer.changes.set(query, (byOccurrence = new Map()));
    let list = byOccurrence.get(occurrence);
    if (!list) byOccurrence.set(occurrence, (list = []));
    // The first change of a field at an occurrence holds the value from before the update.
    if (!list.some((c) => c.responseKey === responseKey)) list.push({ responseKey, field, before });
  });
  const all = layersOf(queryClient);
  all.add(layer);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    all.delete(layer);
    const cache = queryClient.getQueryCache();
    const queries = [...layer.changes.keys()].filter((query) => cache.get(query.queryHash) === query);
    writeQueries(queryClient, queries, (data, query) =>
      undoTree(
        data,
        selectionOfQuery(query),
        layer.changes.get(query) as Map<string, FieldChange[]>,
        layer.overwritten,
        '',
      ),
    );
  };
}
