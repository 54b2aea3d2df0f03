// A calendar date (`YYYY-MM-DD`) as people read it at a glance ("Tomorrow", "In 3 days", or the date further off),
// the whole of it in the `<time>` element's title, kept current by the page's one clock (clock.ts) without a reload.
import { useClock } from './clock';
import { formatDueDate, formatFullDate } from './format';

export function RelativeDate({ date }: { date: string }) {
  const text = useClock((now) => formatDueDate(date, now));
  return (
    <time dateTime={date} title={formatFullDate(date)}>
      {text}
    </time>
  );
}
