// What makes an object an entity (`__typename` and `id`), and the walks that find entities in a result.
import { isObject } from './copyOnWrite';

export interface EntityRef {
  __typename: string;
  id: string | number;
}

/** `Task:123` for an entity, undefined for anything else. */
export function entityKey(value: unknown): string | undefined {
  if (!isObject(value) || Array.isArray(value)) return undefined;
  const typename = value['__typename'];
  const id = value['id'];
  if (typeof typename !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  return `${typename}:${id}`;
}

export function typenameOf(key: string): string {
  return key.slice(0, key.indexOf(':'));
}

/** Calls `visit` with the typename of every entity in a result (the index keeps typenames, not ids). */
export function eachTypename(value: unknown, visit: (typename: string) => void): void {
  if (!isObject(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) eachTypename(item, visit);
    return;
  }
  const typename = value['__typename'];
  const id = value['id'];
  if (typeof typename === 'string' && (typeof id === 'string' || typeof id === 'number')) visit(typename);
  for (const k in value) {
    const child = value[k];
    if (isObject(child)) eachTypename(child, visit);
  }
}

/** The keys of every entity in a value. */
export function entityKeysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (!isObject(value)) return into;
  if (Array.isArray(value)) {
    for (const item of value) entityKeysIn(item, into);
    return into;
  }
  const key = entityKey(value);
  if (key) into.add(key);
  for (const k in value) {
    const child = value[k];
    if (isObject(child)) entityKeysIn(child, into);
  }
  return into;
}

/** Whether a result holds any of these entities, anywhere. */
export function holdsAny(value: unknown, keys: ReadonlySet<string>): boolean {
  if (!isObject(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsAny(item, keys));
  const key = entityKey(value);
  if (key !== undefined && keys.has(key)) return true;
  for (const k in value) if (isObject(value[k]) && holdsAny(value[k], keys)) return true;
  return false;
}
