// The device's ceiling: per query name, the results updated last are kept and the oldest go first.
import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { newestPerName } from './persist';

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
