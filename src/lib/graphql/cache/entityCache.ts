// A QueryClient's entity cache, in the manner of TanStack's QueryCache: one object per client that owns its entity
// index, its optimistic layers and its one subscription to the client's queries, and writes through the client's
// public API. Made on first use (entityCacheOf): its code loads with the first merge, not with the page.
import { notifyManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { GraphQLQueryClient } from '../policies';
import { PRIVATE_RESULT_META } from '../privateResult';
import { isObject, type Json } from './copyOnWrite';
import { EntityIndex } from './entityIndex';
import { entityKeysIn, holdsAny, type EntityRef } from './identity';
import { inserted, removeFromLists, updateAt, type InsertOptions, type ListPath } from './lists';
import { byTypename, patchTree, type ChangeRecorder, type MergeContext } from './merge';
import { patchesOf, selectionOfQuery, type MergeSource } from './normalize';
import { OptimisticLayer } from './optimistic';

function variablesOf(key: QueryKey): Record<string, unknown> {
  const variables = key[1];
  return isObject(variables) ? variables : {};
}

export class EntityCache {
  readonly #client: QueryClient;
  readonly #index: EntityIndex;
  readonly #layers = new Set<OptimisticLayer>();
  readonly #unsubscribe: () => void;

  constructor(client: QueryClient) {
    this.#client = client;
    const queries = client.getQueryCache();
    this.#index = new EntityIndex(queries);
    this.#unsubscribe = queries.subscribe((event) => {
      const hash = event.query.queryHash;
      const success = event.type === 'updated' && event.action.type === 'success' ? event.action : undefined;
      if (event.type === 'removed') this.#index.removed(hash);
      else if (event.type === 'added' || success) this.#index.changed(hash);
      // A fetched result is the service's answer: no optimistic update in flight may undo anything in it.
      if (event.type === 'removed' || (success && !success.manual))
        for (const layer of this.#layers) layer.forget(event.query);
    });
  }

  /** Stops following the client's queries. */
  dispose(): void {
    this.#unsubscribe();
  }

  /** The cached queries holding any of these entities (`Typename:id` keys). */
  queriesHolding(keys: Iterable<string>): Query[] {
    const wanted = new Set(keys);
    return this.#index.candidates(wanted).filter((query) => holdsAny(query.state.data, wanted));
  }

  /**
   * Merges every entity in `result` into every cached query result holding it, by field name and arguments (from
   * `source`). A query selecting fields the object lacks is invalidated. Pass a burst as one array: one walk.
   */
  merge(result: unknown, source?: MergeSource): void {
    const patches = patchesOf(result, source);
    if (patches.size === 0) return;
    for (const query of this.#mergePatches(patches))
      void this.#client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }

  /**
   * Applies an optimistic result as a real one would merge, and returns the rollback, which undoes only the fields this
   * update changed that nobody wrote since; a query refetched meanwhile is left alone.
   */
  applyOptimistic(result: unknown, source?: MergeSource): () => void {
    const layer = new OptimisticLayer();
    this.#mergePatches(patchesOf(result, source), (query) => layer.recorder(query));
    this.#layers.add(layer);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#layers.delete(layer);
      const cache = this.#client.getQueryCache();
      const queries = layer.touched().filter((query) => cache.get(query.queryHash) === query);
      this.#write(queries, (data, query) => layer.undo(data, query, selectionOfQuery(query)));
    };
  }

  /** Removes the entity (or the edge wrapping it) from every list in every cached result. */
  remove(entity: EntityRef): void {
    const key = `${entity.__typename}:${entity.id}`;
    this.#write(this.#index.candidates([key]), (data) => removeFromLists(data, key), []);
  }

  /**
   * Inserts an item (an entity or an edge) into the list at `path` in every cached result of the operation, unless it
   * is there already. Which list a new entity belongs to is the product's call.
   */
  insertIntoList(operationName: string, path: ListPath, item: unknown, options: InsertOptions = {}): void {
    this.#write(
      this.#resultsOf(operationName, options.where),
      (data) => updateAt(data, path, (list) => inserted(list, item, options.at)),
      entityKeysIn(item),
    );
  }

  /** Replaces the list at `path` in every cached result of the operation with `update(list, variables)`. */
  updateList(
    operationName: string,
    path: ListPath,
    update: (list: unknown[], variables: Record<string, unknown>) => unknown[],
  ): void {
    for (const query of this.#resultsOf(operationName)) {
      const variables = variablesOf(query.queryKey);
      this.#write([query], (data) => updateAt(data, path, (list) => update(list, variables)));
    }
  }

  #resultsOf(operationName: string, where?: InsertOptions['where']): Query[] {
    return this.#client
      .getQueryCache()
      .findAll({ queryKey: [operationName] })
      .filter((q) => !q.meta?.[PRIVATE_RESULT_META] && (!where || where(variablesOf(q.queryKey))));
  }

  /** The merge of one normalized patch set into the queries holding its entities; returns the incomplete ones. */
  #mergePatches(patches: Map<string, Json>, recorder?: (query: Query) => ChangeRecorder): Query[] {
    const typed = byTypename(patches);
    const incomplete: Query[] = [];
    for (const layer of this.#layers) layer.overwrite(patches);
    this.#write(
      this.#index.candidates(patches.keys()),
      (data, query) => {
        const context: MergeContext = { incomplete: false, record: recorder?.(query) };
        const next = patchTree(data, selectionOfQuery(query), typed, context, '');
        if (context.incomplete) incomplete.push(query);
        return next;
      },
      patches.keys(),
    );
    return incomplete;
  }

  /**
   * Writes the updated results; the index entry of a written query grows only by `added` (the keys the update can have
   * brought in), so the next merge does not walk a large result again.
   */
  #write(queries: Query[], update: (data: unknown, query: Query) => unknown, added?: Iterable<string>): void {
    const keys = added ? [...added] : undefined;
    notifyManager.batch(() => {
      for (const query of queries) {
        const data = query.state.data;
        if (data === undefined) continue;
        const next = update(data, query);
        if (next === data) continue;
        const wasCurrent = this.#index.isCurrent(query.queryHash);
        this.#client.setQueryData(query.queryKey, next);
        // The index is kept current by hand: the written result holds at most the entities the update brought.
        if (keys && wasCurrent && query.state.data === next) this.#index.add(query.queryHash, keys);
      }
    });
  }
}

/** The client's one entity cache, made on its first use. */
export function entityCacheOf(client: QueryClient): EntityCache {
  // Asked of the client, not checked by class: the class would bring policies.ts into this module's chunk.
  const holder = client as Partial<Pick<GraphQLQueryClient, 'entityCache'>>;
  if (typeof holder.entityCache !== 'function')
    throw new Error('The entity cache needs a QueryClient made by createQueryClient()');
  return holder.entityCache(() => new EntityCache(client));
}
