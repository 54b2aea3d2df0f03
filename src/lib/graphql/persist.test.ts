// The device's ceiling: per query name and in bytes, the results updated last are kept and the oldest go first.
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { dehydrateKept, KEPT_MAX_BYTES, newestPerName } from './persist';

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

/** Eight boards of about 10 kB each, P1 the oldest. */
function boards(): QueryClient {
  const queryClient = new QueryClient();
  for (let i = 1; i <= 8; i++)
    queryClient.setQueryData(
      ['Board', { key: `P${i}` }],
      { project: { key: `P${i}`, description: String(i).repeat(10_000) } },
      { updatedAt: 1_000 + i },
    );
  return queryClient;
}

/** A change made offline whose text is `length` characters long. */
function waitingChange(key: string, length: number): DehydratedState['mutations'][number] {
  return {
    mutationKey: ['AddComment'],
    state: {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: true,
      status: 'pending',
      submittedAt: 1,
      variables: { key, variables: { body: 'c'.repeat(length) } },
    },
  };
}

const keysOf = (state: DehydratedState) =>
  state.queries.map((q) => (q.queryKey[1] as { key: string }).key).sort();

test('over the ceiling in bytes the oldest boards go first, until what is kept fits', () => {
  expect(KEPT_MAX_BYTES).toBe(20 * 1024 * 1024);
  const queryClient = boards();
  // Well under the default ceiling, every board is kept.
  expect(keysOf(dehydrateKept(queryClient, { perName: 20, meta: {} }))).toHaveLength(8);

  const kept = dehydrateKept(queryClient, { perName: 20, meta: {}, maxBytes: 50_000 });
  expect(keysOf(kept)).toEqual(['P5', 'P6', 'P7', 'P8']);
  expect(JSON.stringify(kept).length).toBeLessThanOrEqual(50_000);
  // One board more would not have fitted.
  expect(JSON.stringify(kept).length + JSON.stringify(kept.queries[0]).length).toBeGreaterThan(50_000);

  // A board seen again is the newest: it stays, and the oldest of the others goes in its place.
  queryClient.setQueryData(['Board', { key: 'P1' }], (old: unknown) => old, { updatedAt: 2_000 });
  expect(keysOf(dehydrateKept(queryClient, { perName: 20, meta: {}, maxBytes: 50_000 }))).toEqual([
    'P1',
    'P6',
    'P7',
    'P8',
  ]);
});

test('the changes waiting to be sent count against the ceiling but never go, even alone over it', () => {
  const queryClient = boards();
  hydrate(queryClient, { queries: [], mutations: [waitingChange('k1', 15_000)] });
  const some = dehydrateKept(queryClient, { perName: 20, meta: { origin: 'tab-1' }, maxBytes: 50_000 });
  expect(keysOf(some)).toEqual(['P6', 'P7', 'P8']);
  expect(some.mutations).toHaveLength(1);
  expect(JSON.stringify(some).length).toBeLessThanOrEqual(50_000);

  hydrate(queryClient, { queries: [], mutations: [waitingChange('k2', 60_000)] });
  const changesOnly = dehydrateKept(queryClient, {
    perName: 20,
    meta: { origin: 'tab-1' },
    maxBytes: 50_000,
  });
  expect(changesOnly.queries).toEqual([]);
  expect(changesOnly.mutations.map((m) => (m.state.variables as { key: string }).key)).toEqual(['k1', 'k2']);
  expect(
    changesOnly.mutations.map(
      (m) => (m.state.variables as { variables: { body: string } }).variables.body.length,
    ),
  ).toEqual([15_000, 60_000]);
});

test('what is kept under the ceiling is stored (a structured clone, as IndexedDB does) and restored intact', () => {
  const queryClient = boards();
  hydrate(queryClient, { queries: [], mutations: [waitingChange('k1', 100)] });
  const stored = structuredClone(dehydrateKept(queryClient, { perName: 20, meta: {}, maxBytes: 50_000 }));

  const restored = new QueryClient();
  hydrate(restored, stored);
  for (let i = 5; i <= 8; i++)
    expect(restored.getQueryData(['Board', { key: `P${i}` }])).toEqual(
      queryClient.getQueryData(['Board', { key: `P${i}` }]),
    );
  expect(restored.getQueryData(['Board', { key: 'P4' }])).toBeUndefined();
  expect(
    restored
      .getMutationCache()
      .getAll()
      .map((m) => m.state.isPaused),
  ).toEqual([true]);
});
