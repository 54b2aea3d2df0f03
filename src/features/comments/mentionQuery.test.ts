import { expect, test } from 'vitest';
import { matchingMembers, mentionQuery } from './mentionQuery';

test('an @ at the start or after a space starts a query that ends at the caret', () => {
  expect(mentionQuery('@', 1)).toEqual({ start: 0, end: 1, text: '' });
  expect(mentionQuery('Hi @gra', 7)).toEqual({ start: 3, end: 7, text: 'gra' });
  expect(mentionQuery('Hi @gra and more', 7)).toEqual({ start: 3, end: 7, text: 'gra' });
  expect(mentionQuery('line\n@li', 8)).toEqual({ start: 5, end: 8, text: 'li' });
});

test('an email, a finished word and a token already written are not queries', () => {
  expect(mentionQuery('ada@lanes.test', 14)).toBeNull();
  expect(mentionQuery('Hi @grace ', 10)).toBeNull();
  expect(mentionQuery('@[Ada](user:u1)', 15)).toBeNull();
  expect(mentionQuery('', 0)).toBeNull();
});

test('members match by any part of the name, ignoring case and accents', () => {
  const members = [
    { name: 'Ada Lovelace' },
    { name: 'Grace Hopper' },
    { name: 'Łukasz Żółw' },
    { name: 'Élodie' },
  ];
  expect(matchingMembers(members, 'LOVE').map((m) => m.name)).toEqual(['Ada Lovelace']);
  expect(matchingMembers(members, 'elo').map((m) => m.name)).toEqual(['Élodie']);
  expect(matchingMembers(members, '').length).toBe(4);
  expect(matchingMembers(members, 'a', 2).map((m) => m.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
});
