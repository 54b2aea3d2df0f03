// An instant as people read it at a glance ("just now", "5 minutes ago", "yesterday", or the date and time a week or
// more ago), the whole of it in the `<time>` element's title, kept current by the page's one clock (clock.ts).
import { useClock } from './clock';
import { formatFullDateTime, formatRelativeTime } from './relativeTime';

export function RelativeTime({ at, className }: { at: string; className?: string }) {
  const text = useClock((now) => formatRelativeTime(at, now));
  return (
    <time className={className} dateTime={at} title={formatFullDateTime(at)}>
      {text}
    </time>
  );
}
