// Entity patches written into one cached result: wherever an entity occurs, its fields take the incoming values, in
// the shape the cached query selected; where a query selects more than a patch has, the write says so (incomplete).
import { OBJECT_KEYS, type ResolvedSelection } from '../selections';
import { isObject, mapChildren, type Json } from './copyOnWrite';
import { entityKey } from './identity';

/** Called for every field a write changes on an entity, with where it occurs: optimistic layers keep these. */
export type ChangeRecorder = (
  occurrence: string,
  field: string,
  responseKey: string,
  before: unknown,
) => void;

/** What one write learned: the query selects more than the incoming value has there. */
export interface MergeContext {
  incomplete: boolean;
  record: ChangeRecorder | undefined;
}

const INCOMPLETE = Symbol('incomplete');

/**
 * An incoming value in the cached query's shape, or INCOMPLETE when the query selects a field the value lacks.
 * Without a known selection the cached value's keys (`hint`) are the shape.
 */
function inCachedShape(incoming: unknown, selection: ResolvedSelection | undefined, hint: unknown): unknown {
  if (!isObject(incoming)) return incoming;
  if (Array.isArray(incoming)) {
    const itemHint = Array.isArray(hint) ? hint[0] : undefined;
    const out: unknown[] = [];
    for (const item of incoming) {
      const shaped = inCachedShape(item, selection, itemHint);
      if (shaped === INCOMPLETE) return INCOMPLETE;
      out.push(shaped);
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
    const shaped = inCachedShape(incoming[key], field?.sub, shapeHint?.[responseKey]);
    if (shaped === INCOMPLETE) return INCOMPLETE;
    out[responseKey] = shaped;
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
  const shaped = inCachedShape(incoming, selection, cached);
  if (shaped !== INCOMPLETE) return shaped;
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
    return mapChildren(cached, (item, i) =>
      mergeValue(item, selection, incoming[i as number], context, path),
    );
  }
  const cachedKey = entityKey(cached);
  const incomingKey = entityKey(incoming);
  if (cachedKey !== undefined && incomingKey !== undefined && cachedKey !== incomingKey) {
    // Another entity took this place (a new assignee): take it, in the shape the cached query selected.
    return replaceWith(cached, incoming, selection, context);
  }
  return mapChildren(cached, (child, k) => {
    const field = selection?.[k];
    const key = field ? field.key : (k as string);
    if (!(key in incoming)) return child;
    const merged = mergeValue(
      child,
      field?.sub,
      incoming[key],
      context,
      context.record ? `${path}.${k}` : '',
    );
    if (merged !== child && cachedKey !== undefined)
      context.record?.(`${path}|${cachedKey}`, key, k as string, child);
    return merged;
  });
}

/** Patches by typename, then id: looking an object up builds no `Typename:id` string (a large result has many). */
export type PatchIndex = Map<string, Map<string, Json>>;

export function byTypename(patches: Map<string, Json>): PatchIndex {
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
export function patchTree(
  node: unknown,
  selection: ResolvedSelection | undefined,
  patches: PatchIndex,
  context: MergeContext,
  path: string,
): unknown {
  if (!isObject(node)) return node;
  if (Array.isArray(node))
    return mapChildren(node, (item) => patchTree(item, selection, patches, context, path), undefined, true);
  // With the query's selections known, only fields with sub-selections can hold objects: the rest are skipped.
  const children = mapChildren(
    node,
    (child, k) =>
      patchTree(child, selection?.[k]?.sub, patches, context, context.record ? `${path}.${k}` : ''),
    selection?.[OBJECT_KEYS],
    true,
  );
  const patch = patchFor(node, patches);
  return patch ? mergeValue(children, selection, patch, context, path) : children;
}
