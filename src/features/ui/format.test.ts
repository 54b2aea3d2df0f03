import { expect, test } from 'vitest';
import { formatDate, initials } from './format';

test('a calendar date is shown in the given locale and never shifts a day with the time zone', () => {
  expect(formatDate('2026-02-27', 'en-GB')).toBe('27 Feb 2026');
  expect(formatDate('2026-02-27', 'en-US')).toBe('Feb 27, 2026');
  expect(formatDate('2026-01-01', 'de-DE')).toBe('01.01.2026');
  expect(formatDate('not a date', 'en-GB')).toBe('not a date');
});

test('initials take the first and last names', () => {
  expect(initials('Ada Lovelace')).toBe('AL');
  expect(initials('Grace Brewster Murray Hopper')).toBe('GH');
  expect(initials('linus')).toBe('L');
  expect(initials('  ')).toBe('');
});
