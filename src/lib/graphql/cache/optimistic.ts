// One optimistic result in flight: what it changed, per query, occurrence and field, and which fields others wrote
// since. Its rollback puts back only what it changed and nobody wrote after it.
import type { Query } from '@tanstack/react-query';
import type { ResolvedSelection } from '../selections';
import { isObject, mapChildren, type Json } from './copyOnWrite';
import { entityKey } from './identity';
import type { ChangeRecorder } from './merge';

interface FieldChange {
  responseKey: string;
  field: string;
  before: unknown;
}

export class OptimisticLayer {
  readonly #changes = new Map<Query, Map<string, FieldChange[]>>();
  /** `Typename:id` + NUL + field: written by someone else (a live event, a result, another update) meanwhile. */
  readonly #overwritten = new Set<string>();

  /** How a write records what this layer changed in `query`: the first change of a field keeps its old value. */
  recorder(query: Query): ChangeRecorder {
    return (occurrence, field, responseKey, before) => {
      let byOccurrence = this.#changes.get(query);
      if (!byOccurrence) this.#changes.set(query, (byOccurrence = new Map()));
      let list = byOccurrence.get(occurrence);
      if (!list) byOccurrence.set(occurrence, (list = []));
      if (!list.some((c) => c.responseKey === responseKey)) list.push({ responseKey, field, before });
    };
  }

  /** Entity patches written after this layer: their fields are theirs now, not this layer's to put back. */
  overwrite(patches: Map<string, Json>): void {
    for (const [key, patch] of patches)
      for (const field in patch)
        if (field !== '__typename' && field !== 'id') this.#overwritten.add(`${key}\u0000${field}`);
  }

  /** A query the service answered again: nothing in its new result is this layer's. */
  forget(query: Query): void {
    this.#changes.delete(query);
  }

  touched(): Query[] {
    return [...this.#changes.keys()];
  }

  /** The query's result with this layer's changes undone where nobody wrote since. */
  undo(data: unknown, query: Query, selection: ResolvedSelection | undefined): unknown {
    const changes = this.#changes.get(query);
    return changes ? this.#undoTree(data, selection, changes, '') : data;
  }

  /**
   * Puts back the fields per occurrence (path and key), so an entity held twice gets back each occurrence's own value
   * and list inserts do not shift anything.
   */
  #undoTree(
    node: unknown,
    selection: ResolvedSelection | undefined,
    changes: Map<string, FieldChange[]>,
    path: string,
  ): unknown {
    if (!isObject(node)) return node;
    if (Array.isArray(node))
      return mapChildren(node, (item) => this.#undoTree(item, selection, changes, path), undefined, true);
    const key = entityKey(node);
    const own = key === undefined ? undefined : changes.get(`${path}|${key}`);
    const restored = own
      ? mapChildren(node, (value, responseKey) => {
          const change = own.find((c) => c.responseKey === responseKey);
          return change && !this.#overwritten.has(`${key}\u0000${change.field}`) ? change.before : value;
        })
      : node;
    return mapChildren(
      restored,
      (child, k) => this.#undoTree(child, selection?.[k]?.sub, changes, `${path}.${k}`),
      undefined,
      true,
    );
  }
}
