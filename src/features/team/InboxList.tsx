// /inbox: items newest first, each a link to its task (opening one marks it read), and "Mark all read". The list
// and the header's count follow the viewer's stream (NOTIFIED) and come from the service, never counted here.
import { useInboxQuery, useMarkNotificationsReadMutation } from '../../../generated/hooks';
import { inboxCountKeys, inboxKeys } from '../../../generated/hooks';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InboxQuery } from '../../../generated/graphql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { formatDateTime } from '../../components/format';
import { TaskLink } from './TaskLink';

type Item = InboxQuery['inbox']['edges'][number]['node'];

type TaskItem = Item & { kind: Exclude<Item['kind'], 'SIGNED_IN'>; task: NonNullable<Item['task']> };

/** What the actor did; an item that folds repeats says how many and links the latest task. */
function what({ kind, count }: Pick<TaskItem, 'kind' | 'count'>): string {
  if (count <= 1)
    return { MENTIONED: 'mentioned you on', ASSIGNED: 'assigned you', COMMENTED: 'commented on' }[kind];
  return {
    MENTIONED: `mentioned you ${count} times, latest on`,
    ASSIGNED: `assigned you ${count} tasks, latest`,
    COMMENTED: `commented ${count} times, latest on`,
  }[kind];
}

const isTaskItem = (item: Item): item is TaskItem => item.kind !== 'SIGNED_IN' && item.task != null;

/**
 * `accountAction` sits beside an item telling of a sign-in from a new address: "Sign out everywhere", given by the
 * app, which owns signing out.
 */
export function InboxList({ accountAction }: { accountAction?: ReactNode }) {
  const inbox = useInboxQuery();
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationsReadMutation({
    onSettled: () => Promise.all([inboxKeys.invalidate(queryClient), inboxCountKeys.invalidate(queryClient)]),
  });
  const unread = inbox.data?.inbox.unreadCount ?? 0;
  return (
    <div className="team-page">
      <div className="page-header">
        <h1>Inbox</h1>
        <button
          type="button"
          className="button"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({})}
        >
          Mark all read
        </button>
      </div>
      {inbox.error ? (
        <ErrorNotice title="Could not load your inbox." error={inbox.error} onRetry={() => inbox.refetch()} />
      ) : null}
      {markRead.error ? <ErrorNotice title="Could not mark items read." error={markRead.error} /> : null}
      {inbox.data ? (
        inbox.data.inbox.edges.length === 0 ? (
          <p className="empty">
            Nothing here yet. Mentions, assignments and comments on your tasks arrive here.
          </p>
        ) : (
          <ul className="team-list" aria-label="Inbox items">
            {inbox.data.inbox.edges.map(({ node }) => (
              <li key={node.id} className={node.read ? 'team-item' : 'team-item team-item-unread'}>
                {node.read ? null : <span className="sr-only">Unread: </span>}
                {isTaskItem(node) ? (
                  <>
                    <span>
                      {node.actor.name} {what(node)}{' '}
                    </span>
                    <TaskLink
                      task={node.task}
                      onClick={node.read ? undefined : () => markRead.mutate({ ids: [node.id] })}
                    />
                    <span className="muted team-meta">
                      {node.task.project.name} · <time dateTime={node.at}>{formatDateTime(node.at)}</time>
                    </span>
                  </>
                ) : (
                  <SignedInItem
                    item={node}
                    accountAction={accountAction}
                    onMarkRead={node.read ? undefined : () => markRead.mutate({ ids: [node.id] })}
                  />
                )}
              </li>
            ))}
          </ul>
        )
      ) : inbox.isPending && !inbox.error ? (
        <Skeleton lines={4} label="Loading your inbox" />
      ) : null}
    </div>
  );
}

/** A sign-in to the person's own account from an address it had not used: when, from where, and what to do. */
function SignedInItem({
  item,
  accountAction,
  onMarkRead,
}: {
  item: Item;
  accountAction: ReactNode;
  onMarkRead: (() => void) | undefined;
}) {
  const from = <bdi className="task-key">{item.address}</bdi>;
  return (
    <>
      <span>
        {item.count <= 1 ? (
          <>New sign-in to your account from {from}</>
        ) : (
          <>
            {item.count} sign-ins to your account from new addresses, latest from {from}
          </>
        )}
      </span>
      <span className="muted team-meta">
        <time dateTime={item.at}>{formatDateTime(item.at)}</time> · Not you? Sign out everywhere, then change
        your password.
      </span>
      <span className="team-actions">
        {accountAction}
        {onMarkRead ? (
          <button type="button" className="button" onClick={onMarkRead}>
            Mark read
          </button>
        ) : null}
      </span>
    </>
  );
}
