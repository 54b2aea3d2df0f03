// Query keys are `[operationName, variables]`; invalidation goes through an operation's typed keys.
import { QueryObserver } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { createQueryClient } from './policies';
import { operationKeys, queryKey } from './queryKey';

const Board = 'query Board($key: String!) { project(key: $key) { id } }';
const boardKeys = operationKeys('Board', Board as string & { __apiType?: (v: { key: string }) => unknown });
const viewerKeys = operationKeys('Viewer', 'query Viewer { viewer { id } }');

let calls = 0;
function countCall() {
  return ++calls;
}

test('the operation name and the variables, {} when none', () => {
  expect(queryKey(Board, { key: 'LAN' })).toEqual(['Board', { key: 'LAN' }]);
  expect(queryKey('query Viewer { viewer { id } }')).toEqual(['Viewer', {}]);
  expect(queryKey('{ viewer { id } }')).toEqual(['', {}]);
});

test('invalidate marks every result of the operation stale, and only those', async () => {
  const queryClient = createQueryClient();
  for (const key of [
    queryKey(Board, { key: 'LAN' }),
    queryKey(Board, { key: 'OPS' }),
    ['BoardColumn', {}],
    ['Viewer', {}],
  ]) {
    queryClient.setQueryData(key, { ok: true });
  }
  await boardKeys.invalidate(queryClient);
  const stale = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);
  expect(stale).toEqual([
    ['Board', { key: 'LAN' }],
    ['Board', { key: 'OPS' }],
  ]);
  await viewerKeys.invalidate(queryClient, {});
  expect(queryClient.getQueryState(['Viewer', {}])?.isInvalidated).toBe(true);
});

test('keys: all, byVariables, and invalidation of the results whose variables include the given ones', async () => {
  expect(boardKeys.all).toEqual(['Board']);
  expect(boardKeys.byVariables({ key: 'LAN' })).toEqual(['Board', { key: 'LAN' }]);
  const queryClient = createQueryClient();
  queryClient.setQueryData(['Board', { key: 'LAN', first: 10 }], { ok: true });
  queryClient.setQueryData(['Board', { key: 'OPS' }], { ok: true });
  await boardKeys.invalidate(queryClient, { key: 'LAN' });
  expect(queryClient.getQueryState(['Board', { key: 'LAN', first: 10 }])?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['Board', { key: 'OPS' }])?.isInvalidated).toBe(false);
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
  await boardKeys.invalidate(queryClient);
  expect(calls).toBe(before + 1);
  unsubscribe();
});

test('an invalidation while the first answer is on its way asks again: that answer may predate the change', async () => {
  const queryClient = createQueryClient();
  const answers: ((value: string) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: queryKey(Board, { key: 'LAN' }),
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    staleTime: Infinity,
  });
  const seen: unknown[] = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result.data));
  expect(answers.length).toBe(1);
  const invalidated = boardKeys.invalidate(queryClient);
  // The first answer, read before the change, arrives after the invalidation: it is not the result.
  answers[0]!('before the change');
  await expect.poll(() => answers.length).toBe(2);
  answers[1]!('after the change');
  await invalidated;
  expect(observer.getCurrentResult().data).toBe('after the change');
  expect(seen).not.toContain('before the change');
  unsubscribe();
});
