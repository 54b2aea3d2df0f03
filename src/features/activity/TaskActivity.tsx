// The task page's Activity: who did what and when, newest first, 20 at a time ("Show more"), from Task.activity and
// kept live by the project's event stream (new entries appear on top). Every word is rendered as text.
import { useEffect, useId, useRef } from 'react';
import type { ActivityFieldsFragment } from '../../../generated/graphql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { RelativeTime } from '../../components/RelativeTime';
import { Skeleton } from '../../components/Skeleton';
import { activitySentences } from './activitySentences';
import { useActivityPages } from '../../entities/activity/activityPages';

export function TaskActivity({
  projectKey,
  number,
  taskKey,
}: {
  projectKey: string;
  number: number;
  taskKey: string;
}) {
  const headingId = useId();
  const pages = useActivityPages(projectKey, number);
  const entries: ActivityFieldsFragment[] = (pages.data?.pages ?? []).flatMap(
    (page) => page.task?.activity.edges.map((edge) => edge.node) ?? [],
  );
  // "Show more" may go away with the last page: focus then moves to the first entry it brought, not to the page.
  const list = useRef<HTMLOListElement>(null);
  const shownUpTo = useRef<string | null>(null);
  useEffect(() => {
    if (shownUpTo.current === null || pages.isFetchingNextPage) return;
    const last = list.current?.querySelectorAll(`li[data-entry="${CSS.escape(shownUpTo.current)}"]`);
    const next = last?.[last.length - 1]?.nextElementSibling;
    if (next instanceof HTMLElement) next.focus();
    shownUpTo.current = null;
  }, [pages.isFetchingNextPage, entries.length]);
  return (
    <section className="activity" aria-labelledby={headingId}>
      <h2 id={headingId}>Activity</h2>
      {pages.isPending ? <Skeleton lines={3} label="Loading the activity" /> : null}
      {pages.error ? (
        <ErrorNotice
          title="Could not load the activity."
          error={pages.error}
          onRetry={() => (pages.data ? pages.fetchNextPage() : pages.refetch())}
        />
      ) : null}
      {pages.data && entries.length === 0 ? <p className="muted">No activity yet.</p> : null}
      <ol className="activity-list" ref={list}>
        {entries.flatMap((entry) =>
          activitySentences(entry, taskKey).map((sentence, i) => (
            <li key={`${entry.id}:${i}`} className="activity-entry" data-entry={entry.id} tabIndex={-1}>
              <span dir="auto">
                {sentence.map((part, j) =>
                  typeof part === 'string' ? part : <bdi key={j}>{part.name}</bdi>,
                )}
              </span>{' '}
              <RelativeTime className="muted" at={entry.at} />
            </li>
          )),
        )}
      </ol>
      {pages.hasNextPage ? (
        <button
          type="button"
          className="button"
          disabled={pages.isFetchingNextPage}
          onClick={() => {
            shownUpTo.current = entries.at(-1)?.id ?? null;
            void pages.fetchNextPage({ cancelRefetch: false });
          }}
        >
          {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </section>
  );
}
