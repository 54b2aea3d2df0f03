// Query keys are `[operationName, variables]`; invalidation goes by operation name.
import { QueryObserver } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { createQueryClient } from './policies';
import { invalidateOperation, queryKey } from './queryKey';

const Board = 'query Board($key: String!) { project(key: $key) { id } }';

let calls = 0;
function countCall() {
  return ++calls;
}

test('the operation name and the variables, {} when none', () => {
  expect(queryKey(Board, { key: 'LAN' })).toEqual(['Board', { key: 'LAN' }]);
  expect(queryKey('query Viewer { viewer { id } }')).toEqual(['Viewer', {}]);
  expect(queryKey('{ viewer { id } }')).toEqual(['', {}]);
});

test('invalidateOperation marks every result of the operation stale, and only those', async () => {
  const queryClient = createQueryClient();
  for (const key of [
    queryKey(Board, { key: 'LAN' }),
    queryKey(Board, { key: 'OPS' }),
    ['BoardColumn', {}],
    ['Viewer', {}],
  ]) {
    queryClient.setQueryData(key, { ok: true });
  }
  await invalidateOperation(queryClient, 'Board');
  const stale = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);
  expect(stale).toEqual([
    ['Board', { key: 'LAN' }],
    ['Board', { key: 'OPS' }],
  ]);
  await invalidateOperation(queryClient, 'Viewer', {});
  expect(queryClient.getQueryState(['Viewer', {}])?.isInvalidated).toBe(true);
});

test('an active query refetches when its operation is invalidated', async () => {
  const queryClient = createQueryClient();
  const observer = new QueryObserver(queryClient, {
    queryKey: queryKey(Board, { key: 'LAN' }),
    queryFn: countCall,
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => {});
  await queryClient.fetchQuery({
    queryKey: queryKey(Board, { key: 'LAN' }),
    queryFn: countCall,
    staleTime: Infinity,
  });
  const before = calls;
  await invalidateOperation(queryClient, 'Board');
  expect(calls).toBe(before + 1);
  unsubscribe();
});
