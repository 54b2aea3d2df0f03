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

test('a due date within six days reads as a day, further off as the date, by the calendar where the person is', async () => {
  const { formatDueDate } = await import('./format');
  const noon = new Date(2026, 10, 27, 12, 0).getTime();
  const day = (offset: number) => localToday(new Date(2026, 10, 27 + offset, 12, 0));
  expect(formatDueDate(day(0), noon, 'en')).toBe('Today');
  expect(formatDueDate(day(1), noon, 'en')).toBe('Tomorrow');
  expect(formatDueDate(day(-1), noon, 'en')).toBe('Yesterday');
  expect(formatDueDate(day(3), noon, 'en')).toBe('In 3 days');
  expect(formatDueDate(day(-3), noon, 'en')).toBe('3 days ago');
  expect(formatDueDate(day(6), noon, 'en')).toBe('In 6 days');
  expect(formatDueDate(day(7), noon, 'en-US')).toBe('Dec 4, 2026');
});

test('an instant reads as how long ago under a week, the date and time after', async () => {
  const { formatRelativeTime } = await import('./relativeTime');
  const now = new Date(2026, 10, 27, 12, 0).getTime();
  const ago = (ms: number) => new Date(now - ms).toISOString();
  expect(formatRelativeTime(ago(30_000), now, 'en')).toBe('just now');
  expect(formatRelativeTime(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
  expect(formatRelativeTime(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
  expect(formatRelativeTime(new Date(2026, 10, 26, 18, 0).toISOString(), now, 'en')).toBe('yesterday');
  expect(formatRelativeTime(new Date(2026, 10, 23, 9, 0).toISOString(), now, 'en')).toBe('4 days ago');
  expect(formatRelativeTime(new Date(2026, 10, 19, 9, 0).toISOString(), now, 'en-US')).toBe(
    'Nov 19, 2026, 9:00 AM',
  );
});
