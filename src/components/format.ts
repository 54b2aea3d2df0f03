// Dates and names as people read them, in the user's own locale (Intl), never hand-formatted.

/** One Intl.DateTimeFormat per locale and style: building one costs far more than formatting, on every card. */
const formats = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A `YYYY-MM-DD` calendar date, shown in the user's locale; the date itself never shifts with the time zone. */
export function formatDate(date: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  const utc = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
}

export function formatDateTime(instant: string, locale?: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** "Ada Lovelace" → "AL"; one name gives one letter. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Today's calendar date where the user is, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A due date before today, on a task still open (done and canceled tasks are never overdue). */
export function isOverdue(dueDate: string | null | undefined, status: string, today = localToday()): boolean {
  if (!dueDate || status === 'DONE' || status === 'CANCELED') return false;
  return dueDate < today;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
export function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(key, format);
  }
  return format;
}

/** "today" → "Today": the words start a label or a sentence. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Days from `today` to `date`, both `YYYY-MM-DD` calendar dates (negative: before). */
export function daysBetween(today: string, date: string): number {
  const day = (d: string) =>
    Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((day(date) - day(today)) / 86_400_000);
}

/**
 * A calendar date at a glance: "Today", "Tomorrow", "Yesterday", "In 3 days", "3 days ago" within six days of today
 * where the person is; the date itself further off (docs/product.md §14a).
 */
export function formatDueDate(date: string, now: number = Date.now(), locale?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const days = daysBetween(localToday(new Date(now)), date);
  return Math.abs(days) <= 6
    ? capitalized(relativeFormat(locale).format(days, 'day'))
    : formatDate(date, locale);
}

/** The whole date, for a `<time>` element's title: "Saturday 28 November 2026". */
export function formatFullDate(date: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(utc);
}
