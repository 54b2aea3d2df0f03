import { expect, test } from 'vitest';
import type { CardTask } from '../../entities/task/columns';
import { optimisticRank } from './optimisticRank';

const card = (id: string, rank: string) => ({ id, rank }) as CardTask;

test('between the neighbours, above the only card, below the last, at the top with no placement', () => {
  expect(optimisticRank({ after: card('a', 'a0'), before: card('b', 'a1') })).toBe('a0V');
  expect(optimisticRank({ before: card('b', 'a1') })).toBe('a0');
  expect(optimisticRank({ after: card('a', 'a1') })).toBe('a2');
  expect(optimisticRank({})).toBe('a0');
  expect(optimisticRank(undefined)).toBe('');
});

test('neighbours out of order (a live move crossed the drop): below the card above, which the service prefers', () => {
  expect(optimisticRank({ after: card('a', 'a2'), before: card('b', 'a1') })).toBe('a3');
});
