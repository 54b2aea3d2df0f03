// Lists in cached results: an entity taken out of every list, and a list at a path edited (an item inserted once).
import { isObject, mapChildren, REMOVE, type Json } from './copyOnWrite';
import { entityKey } from './identity';

export type ListPath = readonly (string | number)[];

export interface InsertOptions {
  /** `end` (the default) or `start`. */
  at?: 'start' | 'end';
  /** Only the cached results whose variables pass. */
  where?: (variables: Record<string, unknown>) => boolean;
}

/** Whether a list item is the entity or a connection's edge (`{ cursor, node }`) standing for it. */
export function holdsEntity(value: unknown, key: string): boolean {
  if (!isObject(value) || Array.isArray(value)) return false;
  if (entityKey(value) === key) return true;
  if (entityKey(value) !== undefined) return false;
  for (const k in value) if (entityKey(value[k]) === key) return true;
  return false;
}

/** The result without the entity (or the edge wrapping it) in any list; a field holding it elsewhere stays. */
export function removeFromLists(node: unknown, key: string): unknown {
  if (!isObject(node)) return node;
  if (Array.isArray(node))
    return mapChildren(node, (item) => (holdsEntity(item, key) ? REMOVE : removeFromLists(item, key)));
  return mapChildren(node, (child) => removeFromLists(child, key), undefined, true);
}

/** The result with the list at `path` replaced by `update(list)`; the result itself when there is no list there. */
export function updateAt(
  node: unknown,
  path: ListPath,
  update: (list: unknown[]) => unknown[],
  depth = 0,
): unknown {
  if (depth === path.length) return Array.isArray(node) ? update(node) : node;
  if (!isObject(node)) return node;
  const step = path[depth] as string | number;
  const child = (node as Json)[step];
  const next = updateAt(child, path, update, depth + 1);
  if (next === child) return node;
  return mapChildren(node, (value, key) => (key === step ? next : value));
}

/** The list with `item` added (at the start or the end) unless it holds the item's entity already. */
export function inserted(list: unknown[], item: unknown, at: InsertOptions['at']): unknown[] {
  const key =
    entityKey(item) ?? (isObject(item) ? Object.values(item).map(entityKey).find(Boolean) : undefined);
  if (key !== undefined && list.some((existing) => holdsEntity(existing, key))) return list;
  return at === 'start' ? [item, ...list] : [...list, item];
}
