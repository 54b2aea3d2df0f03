// Instants as people read them at a glance ("5 minutes ago"): apart from format.ts, whose calendar dates every board
// card shows, so the board's first paint carries none of this.
import { dateTimeFormat, daysBetween, formatDateTime, localToday, relativeFormat } from './format';

/** The whole instant where the person is, for a `<time>` element's title. */
export function formatFullDateTime(instant: string, locale?: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  return dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(time);
}

/**
 * An instant at a glance: "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago" under seven days; the
 * date and time after that.
 */
export function formatRelativeTime(instant: string, now: number = Date.now(), locale?: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  const seconds = (now - time) / 1000;
  const format = relativeFormat(locale);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  const days = daysBetween(localToday(new Date(time)), localToday(new Date(now)));
  if (days === 0) return format.format(-Math.floor(seconds / 3600), 'hour');
  if (days < 7) return format.format(-days, 'day');
  return formatDateTime(instant, locale);
}
