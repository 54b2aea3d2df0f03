// The device's ceiling: per query name, the results updated last are kept and the oldest go first.
import { hydrate, QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { dehydrateKept, newestPerName } from './persist';

test('keeps the newest results of each query name, up to the ceiling, and only successes', () => {
  const queryClient = new QueryClient();
  for (let i = 1; i <= 5; i++)
    queryClient.setQueryData(['Board', { key: `P${i}` }], { n: i }, { updatedAt: 1_000 + i });
  queryClient.setQueryData(['Task', { number: 1 }], { n: 1 }, { updatedAt: 1 });
  // A query that failed or never answered has nothing worth keeping.
  queryClient.getQueryCache().build(queryClient, { queryKey: ['Task', { number: 2 }] });

  const keep = newestPerName(queryClient.getQueryCache().getAll(), 3);
  const kept = queryClient
    .getQueryCache()
    .getAll()
    .filter(keep)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
  expect(kept).toEqual(
    [
      ['Board', { key: 'P3' }],
      ['Board', { key: 'P4' }],
      ['Board', { key: 'P5' }],
      ['Task', { number: 1 }],
    ]
      .map((key) => JSON.stringify(key))
      .sort(),
  );
});

test('of 25 boards the 20 updated last are kept, the 5 oldest go, and the changes waiting to be sent all stay', () => {
  const queryClient = new QueryClient();
  for (let i = 1; i <= 25; i++)
    queryClient.setQueryData(['Board', { key: `P${i}` }], { n: i }, { updatedAt: 1_000 + i });
  // A change made offline (paused), with the rollback its tab holds, and one already sent (not kept).
  hydrate(queryClient, {
    queries: [],
    mutations: [
      {
        mutationKey: ['MoveTask'],
        state: {
          context: { rollback: () => undefined },
          data: undefined,
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: true,
          status: 'pending',
          submittedAt: 1,
          variables: { key: 'k1', variables: { id: 'T1', status: 'DONE' } },
        },
      },
      {
        mutationKey: ['AddComment'],
        state: {
          context: undefined,
          data: { ok: true },
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: false,
          status: 'success',
          submittedAt: 2,
          variables: { key: 'k2', variables: {} },
        },
      },
    ],
  });

  const kept = dehydrateKept(queryClient, { perName: 20, meta: { origin: 'tab-1' } });
  const boards = kept.queries.map((q) => (q.queryKey[1] as { key: string }).key);
  expect(boards.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `P${i + 6}`).sort());
  expect(kept.mutations).toHaveLength(1);
  expect(kept.mutations[0]).toMatchObject({
    mutationKey: ['MoveTask'],
    meta: { origin: 'tab-1' },
    state: { isPaused: true, context: undefined, variables: { key: 'k1' } },
  });
  // What IndexedDB stores is a structured clone: it refuses functions.
  expect(() => structuredClone(kept)).not.toThrow();
});
