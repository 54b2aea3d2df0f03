// The one walk every cache write takes: a node's children replaced where they changed, the node copied only then,
// so whatever a write leaves alone keeps its identity (and React does not re-render it).

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/** Returned for an array's item: the item leaves the array. */
export const REMOVE: unique symbol = Symbol('remove');

/**
 * `node` with each child (an array's items, an object's fields: those in `keys` when given; with `objectsOnly`, those
 * holding an object or array) replaced by what `next` returns for it: the same node when nothing changed, else a
 * copy that shares every unchanged child.
 */
export function mapChildren<T extends object>(
  node: T,
  next: (child: unknown, key: string | number) => unknown,
  keys?: readonly string[],
  objectsOnly = false,
): T {
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    // Where the next item goes in `out`: behind `i` once an item was removed.
    let at = 0;
    for (let i = 0; i < node.length; i++) {
      const item: unknown = node[i];
      const changed = objectsOnly && !isObject(item) ? item : next(item, i);
      if (!out) {
        if (changed === item) continue;
        out = node.slice();
        at = i;
      }
      if (changed !== REMOVE) out[at++] = changed;
    }
    if (out && at < out.length) out.length = at;
    return (out ?? node) as T;
  }
  const source = node as Json;
  let out: Json | undefined;
  if (keys) {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const child = source[key];
      if (objectsOnly && !isObject(child)) continue;
      const changed = next(child, key);
      if (changed !== child) (out ??= { ...source })[key] = changed;
    }
  } else {
    for (const key in source) {
      const child = source[key];
      if (objectsOnly && !isObject(child)) continue;
      const changed = next(child, key);
      if (changed !== child) (out ??= { ...source })[key] = changed;
    }
  }
  return (out ?? node) as T;
}
