// Which cached queries may hold an entity: per typename, the hashes of queries whose results held one. Per type, not
// per entity: an entry per entity costs memory for every result, a wrong candidate only a walk that changes nothing.
import type { Query, QueryCache } from '@tanstack/react-query';
import { PRIVATE_RESULT_META } from '../privateResult';
import { eachTypename, typenameOf } from './identity';

export class EntityIndex {
  readonly #byType = new Map<string, Set<string>>();
  /** Queries written since they were last read: read again before the next lookup. */
  readonly #dirty = new Set<string>();
  readonly #queries: QueryCache;

  constructor(queries: QueryCache) {
    this.#queries = queries;
    for (const query of queries.getAll()) this.#dirty.add(query.queryHash);
  }

  /** A query's result changed in a way the index has not seen. */
  changed(hash: string): void {
    this.#dirty.add(hash);
  }

  removed(hash: string): void {
    this.#dirty.delete(hash);
    for (const [typename, holders] of this.#byType) {
      holders.delete(hash);
      if (holders.size === 0) this.#byType.delete(typename);
    }
  }

  isCurrent(hash: string): boolean {
    return !this.#dirty.has(hash);
  }

  /** A write the index follows by hand: the result now also holds these entities, and nothing else is new. */
  add(hash: string, keys: Iterable<string>): void {
    this.#dirty.delete(hash);
    for (const key of keys) this.#hold(typenameOf(key), hash);
  }

  /** The cached queries that may hold any of these entities (`Typename:id` keys): every one holding them, and others. */
  candidates(keys: Iterable<string>): Query[] {
    if (this.#dirty.size > 0) {
      for (const hash of this.#dirty) {
        const query = this.#queries.get(hash);
        if (query && !query.meta?.[PRIVATE_RESULT_META])
          eachTypename(query.state.data, (typename) => this.#hold(typename, hash));
      }
      this.#dirty.clear();
    }
    const hashes = new Set<string>();
    for (const key of keys) for (const hash of this.#byType.get(typenameOf(key)) ?? []) hashes.add(hash);
    const queries: Query[] = [];
    for (const hash of hashes) {
      const query = this.#queries.get(hash);
      if (query) queries.push(query);
    }
    return queries;
  }

  #hold(typename: string, hash: string): void {
    let holders = this.#byType.get(typename);
    if (!holders) this.#byType.set(typename, (holders = new Set()));
    holders.add(hash);
  }
}
