// An incoming result keyed by storage key (field name and arguments, from its document and variables), and the
// entities in it, each with the fields of every place it appears.
import type { Query } from '@tanstack/react-query';
import { operationOf } from '../document';
import { knownOperation, resolvedSelection, type ResolvedSelection } from '../selections';
import type { DocumentInput } from '../types';
import { isObject, mapChildren, type Json } from './copyOnWrite';
import { entityKey } from './identity';

/** Where an incoming result came from: its document and variables give its fields' names and arguments. */
export interface MergeSource {
  document?: DocumentInput<unknown, never>;
  variables?: unknown;
}

export function selectionOfSource(source: MergeSource | undefined): ResolvedSelection | undefined {
  if (!source?.document) return undefined;
  return resolvedSelection(operationOf(source.document), source.variables);
}

export function selectionOfQuery(query: Query): ResolvedSelection | undefined {
  return resolvedSelection(knownOperation(query.queryKey[0]), query.queryKey[1]);
}

/**
 * The result keyed by storage key, not response key. Without a known selection a response key stands for itself, so
 * an unknown alias never matches a field with arguments.
 */
export function normalize(value: unknown, selection: ResolvedSelection | undefined): unknown {
  if (!isObject(value)) return value;
  if (Array.isArray(value)) return mapChildren(value, (item) => normalize(item, selection), undefined, true);
  if (!selection) return value;
  const out: Json = {};
  for (const k in value) {
    const field = selection[k];
    out[field ? field.key : k] = normalize(value[k], field?.sub);
  }
  return out;
}

/** Every entity in a normalized result by key; an entity seen twice contributes the fields of both. */
function collectEntities(value: unknown, into: Map<string, Json>): void {
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

/** The entities of an incoming result, normalized, by `Typename:id`: what a merge writes. */
export function patchesOf(result: unknown, source: MergeSource | undefined): Map<string, Json> {
  const patches = new Map<string, Json>();
  collectEntities(normalize(result, selectionOfSource(source)), patches);
  return patches;
}
