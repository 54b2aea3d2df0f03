import { expect, test } from 'vitest';
import { changedSince, rebaseEdits } from './editBase';

const base = { title: 'Dark theme', description: 'As the OS says', priority: 'LOW' };

test('what a person changed is what differs from the version they started from', () => {
  expect(changedSince(base, { ...base, title: 'Dark theme for night owls' })).toEqual(['title']);
  expect(changedSince(base, base)).toEqual([]);
});

test('after a conflict, fields only the other changed take their value; the person’s own edits stay', () => {
  const mine = { ...base, title: 'Dark theme for night owls' };
  const theirs = { ...base, description: 'Follow the OS, with a toggle' };
  const rebased = rebaseEdits(base, mine, theirs);
  expect(rebased).toEqual({
    fields: {
      title: 'Dark theme for night owls',
      description: 'Follow the OS, with a toggle',
      priority: 'LOW',
    },
    both: [],
  });
  // Saved from the new base, only the title goes.
  expect(changedSince(theirs, rebased.fields)).toEqual(['title']);
});

test('a field both changed differently is listed for the person to choose; the same change is not a conflict', () => {
  const mine = { ...base, title: 'Mine', priority: 'HIGH' };
  const theirs = { ...base, title: 'Theirs', priority: 'HIGH' };
  expect(rebaseEdits(base, mine, theirs)).toEqual({
    fields: { ...base, title: 'Mine', priority: 'HIGH' },
    both: ['title'],
  });
});
