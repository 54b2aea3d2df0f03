import { expect, test } from 'vitest';
import { changedSince } from './editBase';

const base = { title: 'Dark theme', description: 'As the OS says', priority: 'LOW' };

test('what a person changed is what differs from the version they started from', () => {
  expect(changedSince(base, { ...base, title: 'Dark theme for night owls' })).toEqual(['title']);
  expect(changedSince(base, base)).toEqual([]);
});
