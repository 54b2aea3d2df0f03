import { expect, test } from 'vitest';
import { formatDate, initials, isOverdue, localToday } from './format';

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

test('overdue: a due date before today on an open task, by the calendar date where the user is', () => {
  expect(isOverdue('2026-03-04', 'TODO', '2026-03-05')).toBe(true);
  expect(isOverdue('2026-03-05', 'TODO', '2026-03-05')).toBe(false);
  expect(isOverdue('2026-03-04', 'DONE', '2026-03-05')).toBe(false);
  expect(isOverdue('2026-03-04', 'CANCELED', '2026-03-05')).toBe(false);
  expect(isOverdue(null, 'TODO', '2026-03-05')).toBe(false);
  expect(localToday(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
});
