// The hooks' side: a refetch of the same key through the hooks' query function and a QueryClient (what a mounted
// useGraphQLQuery does on refetch), TanStack's default structural sharing for comparison, and a cache hit read
// through the hook itself. Each layer path has beside it what it wraps, measured in the same run: the cache hit
// beside TanStack's own useQuery on the same cached data, the entity merge beside a plain setQueryData.
import { QueryObserver, useQuery, type QueryClient } from '@tanstack/react-query';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { createGraphQLClient } from '../src/lib/graphql/client';
import { attachEntityIndex, mergeEntities } from '../src/lib/graphql/cache/index';
import { createQueryClient } from '../src/lib/graphql/policies';
import {
  GraphQLProvider,
  graphqlQueryOptions,
  resolveQueryOptions,
  useGraphQLQuery,
} from '../src/lib/graphql/react';
import type { DocumentInput } from '../src/lib/graphql/types';
import type { BenchCase, BenchEnv, BenchGroup, PayloadSize } from './harness';
import { ITEMS_QUERY } from './payloads';

const SIZES: PayloadSize[] = ['1kb', '1mb'];
const ItemsDocument = ITEMS_QUERY as DocumentInput<{ items: unknown[] }, Record<string, never>>;
/** Hook reads per render in the cache-hit case: enough that one render's fixed cost is noise. */
const HOOKS_PER_RENDER = 200;
const CACHE_HIT_BATCH = 2000;
/**
 * Changes per call in the merge cases: one by-hand setQueryData is a fraction of a millisecond, and a sample that
 * short takes in whatever the collector's and compiler's threads happen to do then (the process's CPU time).
 */
const MERGE_BATCH = 20;

const clients: QueryClient[] = [];

function refetchCase(env: BenchEnv, size: PayloadSize, name: string, structuralSharing: boolean): BenchCase {
  const client = createGraphQLClient({ uri: env.url(size) });
  const queryClient = createQueryClient();
  clients.push(queryClient);
  // As under GraphQLProvider: the entity index listens to every write.
  attachEntityIndex(queryClient);
  const options = { ...graphqlQueryOptions(client, ItemsDocument, undefined), structuralSharing };
  // An observer keeps the query active, as a mounted component would, so each fetch notifies a listener.
  const observer = new QueryObserver(queryClient, { ...options, staleTime: Infinity });
  observer.subscribe(() => {});
  return {
    name,
    size,
    // staleTime 0: the cached result is stale at once, so every call is a real refetch of the same key.
    run: () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
  };
}

export const cacheGroup: BenchGroup = {
  name: 'cache',
  async setup(env: BenchEnv) {
    const cases: BenchCase[] = [];
    for (const size of SIZES) {
      cases.push(refetchCase(env, size, 'refetch (hooks query fn + QueryClient)', false));
      cases.push(refetchCase(env, size, 'refetch, TanStack default structural sharing', true));
    }

    // An entity update (a mutation result or a subscription event) merged into a cached 1 MB result with an
    // observer: the index finds the one query, the merge copies only the path to the changed item.
    const mergeClient = createQueryClient();
    clients.push(mergeClient);
    attachEntityIndex(mergeClient);
    const mergeBase = graphqlQueryOptions(
      createGraphQLClient({ uri: env.url('1mb') }),
      ItemsDocument,
      undefined,
    );
    mergeClient.setQueryData(mergeBase.queryKey, (env.payloads['1mb'] as { data: unknown }).data);
    new QueryObserver(mergeClient, { ...mergeBase, staleTime: Infinity }).subscribe(() => {});
    let flip = 0;
    cases.push({
      name: 'merge one entity into a cached 1 MB result',
      size: '1mb',
      batch: MERGE_BATCH,
      run: () => {
        for (let i = 0; i < MERGE_BATCH; i++)
          mergeEntities(mergeClient, {
            updateItem: { __typename: 'Item', id: 'item-2500', title: `Renamed ${flip++}` },
          });
      },
    });
    // The same change written by hand with setQueryData, as code without the merge would: what the merge wraps.
    const plainClient = createQueryClient();
    clients.push(plainClient);
    plainClient.setQueryData(mergeBase.queryKey, (env.payloads['1mb'] as { data: unknown }).data);
    new QueryObserver(plainClient, { ...mergeBase, staleTime: Infinity }).subscribe(() => {});
    type Item = { id: string; title: string };
    cases.push({
      name: 'setQueryData of the same change, by hand',
      size: '1mb',
      batch: MERGE_BATCH,
      run: () => {
        for (let i = 0; i < MERGE_BATCH; i++)
          plainClient.setQueryData<{ items: Item[] }>(mergeBase.queryKey, (old) =>
            old
              ? {
                  ...old,
                  items: old.items.map((item) =>
                    item.id === 'item-2500' ? { ...item, title: `Renamed ${flip++}` } : item,
                  ),
                }
              : old,
          );
      },
    });

    // Cache hit, observer level: what useQuery computes on every render.
    const client = createGraphQLClient({ uri: env.url('1kb') });
    const queryClient = createQueryClient();
    clients.push(queryClient);
    const base = graphqlQueryOptions(client, ItemsDocument, undefined);
    queryClient.setQueryData(base.queryKey, (env.payloads['1kb'] as { data: unknown }).data);
    const observer = new QueryObserver(queryClient, { ...base, staleTime: Infinity });
    cases.push({
      name: 'cache hit: options + observer.getOptimisticResult',
      size: '1kb',
      batch: CACHE_HIT_BATCH,
      run: () => {
        for (let i = 0; i < CACHE_HIT_BATCH; i++) {
          observer.getOptimisticResult(
            queryClient.defaultQueryOptions(
              resolveQueryOptions(client, ItemsDocument, undefined, {}, '') as never,
            ) as never,
          );
        }
      },
    });

    // Cache hit, hook level: useGraphQLQuery rendered on cached data (no DOM: server rendering runs the same hook).
    function Reader() {
      const { data } = useGraphQLQuery(ItemsDocument, undefined);
      return data ? null : 'missing';
    }
    const readers = createElement(
      Fragment,
      null,
      ...Array.from({ length: HOOKS_PER_RENDER }, (_, i) => createElement(Reader, { key: i })),
    );
    const tree = createElement(GraphQLProvider, { client, queryClient }, readers);
    cases.push({
      name: 'cache hit: useGraphQLQuery render, per hook',
      size: '1kb',
      batch: HOOKS_PER_RENDER,
      run: () => {
        const html = renderToString(tree);
        if (html.includes('missing')) throw new Error('bench: the cache hit rendered without data');
      },
    });
    // What it wraps: TanStack's useQuery on the same client and cached data, options written inline as usual.
    function TanStackReader() {
      const { data } = useQuery({ queryKey: ['Items', {}], queryFn: base.queryFn, staleTime: Infinity });
      return data ? null : 'missing';
    }
    const tanStackTree = createElement(
      GraphQLProvider,
      { client, queryClient },
      createElement(
        Fragment,
        null,
        ...Array.from({ length: HOOKS_PER_RENDER }, (_, i) => createElement(TanStackReader, { key: i })),
      ),
    );
    cases.push({
      name: 'cache hit: TanStack useQuery render, per hook',
      size: '1kb',
      batch: HOOKS_PER_RENDER,
      run: () => {
        const html = renderToString(tanStackTree);
        if (html.includes('missing')) throw new Error('bench: the cache hit rendered without data');
      },
    });
    // The harness's own share of those figures: the same components rendering the same data with no hook, so the
    // hook's cost is the difference (a server render mounts every component, as a first paint from cache does).
    const cached = queryClient.getQueryData(base.queryKey);
    function PlainReader() {
      return cached ? null : 'missing';
    }
    const plainTree = createElement(
      GraphQLProvider,
      { client, queryClient },
      createElement(
        Fragment,
        null,
        ...Array.from({ length: HOOKS_PER_RENDER }, (_, i) => createElement(PlainReader, { key: i })),
      ),
    );
    cases.push({
      name: 'cache hit: the same render without a hook, per component',
      size: '1kb',
      batch: HOOKS_PER_RENDER,
      run: () => {
        const html = renderToString(plainTree);
        if (html.includes('missing')) throw new Error('bench: the cache hit rendered without data');
      },
    });
    return cases;
  },
  teardown() {
    for (const queryClient of clients) queryClient.clear();
  },
};

/** One part of bench/cache-memory.ts, in a Node process of its own with --expose-gc and `flags`: its JSON line. */
function cacheMemoryRun(flags: string[], part: string[]): Promise<Record<string, number>> {
  const script = fileURLToPath(new URL('./cache-memory.ts', import.meta.url));
  return new Promise<Record<string, number>>((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', ...flags, '--import', 'tsx', script, ...part], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`bench/cache-memory.ts exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1) as string) as Record<string, number>);
    });
  });
}

export interface ResumeFigures {
  resume_1000_events_ms: number;
  resume_1000_events_one_by_one_ms: number;
  resume_1000_events_batched_ms: number;
}

/** The resume timings, with the JIT as users get it (bench/cache-memory.ts). */
export async function resumeFigures(): Promise<ResumeFigures> {
  return (await cacheMemoryRun([], [])) as unknown as ResumeFigures;
}

/**
 * The memory and resume figures, each measured in a Node process of its own (bench/cache-memory.ts): heap figures
 * need --expose-gc and a heap that the other cases have not filled, and (see heapAfterGc there) no optimising
 * compiler or bytecode flushing, which the resume timings must have as users do.
 */
export async function cacheMemoryFigures(): Promise<
  ResumeFigures & {
    cache_1mb_memory_ratio: number;
    cache_1mb_memory_ratio_min: number;
    cache_1mb_memory_ratio_max: number;
  }
> {
  const memory = await cacheMemoryRun(['--no-flush-bytecode', '--no-opt'], ['memory']);
  const resume = await resumeFigures();
  return { ...memory, ...resume } as Awaited<ReturnType<typeof cacheMemoryFigures>>;
}
