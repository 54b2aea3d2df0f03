// /inbox: items newest first, each saying why it is there ("Grace Hopper mentioned you"), on which task (a link that
// marks it read), the start of what was written, when, and its own "Mark read"; "Mark all read" for the lot. The list
// and the header's count follow the viewer's stream (NOTIFIED) and come from the service, never counted here.
import { useInboxQuery, useMarkNotificationsReadMutation } from '../../../generated/hooks';
import { inboxCountKeys, inboxKeys } from '../../../generated/hooks';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InboxQuery } from '../../../generated/graphql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { RelativeTime } from '../../components/RelativeTime';
import { TaskLink } from './TaskLink';

type Item = InboxQuery['inbox']['edges'][number]['node'];

type TaskItem = Item & { kind: Exclude<Item['kind'], 'SIGNED_IN'>; task: NonNullable<Item['task']> };

/** Why the item is there, after the actor's name; an item that folds repeats says how many. */
function why({ kind, count }: Pick<TaskItem, 'kind' | 'count'>): string {
  if (count <= 1)
    return { MENTIONED: 'mentioned you', ASSIGNED: 'assigned you', COMMENTED: 'commented' }[kind];
  return {
    MENTIONED: `mentioned you ${count} times`,
    ASSIGNED: `assigned you ${count} tasks`,
    COMMENTED: `commented ${count} times`,
  }[kind];
}

/** What joins the reason to the task: " on" (LAN-3 …), and for repeats ", latest on". */
function on({ kind, count }: Pick<TaskItem, 'kind' | 'count'>): string {
  return `${count > 1 ? ', latest' : ''}${kind === 'ASSIGNED' ? '' : ' on'}`;
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
                  <TaskItemView
                    item={node}
                    onMarkRead={node.read ? undefined : () => markRead.mutate({ ids: [node.id] })}
                  />
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

function TaskItemView({ item, onMarkRead }: { item: TaskItem; onMarkRead: (() => void) | undefined }) {
  const joiner = on(item);
  return (
    <>
      <p className="inbox-why">
        <strong dir="auto">{item.actor.name}</strong> {why(item)}
        {joiner} <TaskLink task={item.task} onClick={onMarkRead} />
      </p>
      {item.excerpt ? (
        <p className="team-excerpt inbox-excerpt" dir="auto">
          {item.excerpt}
        </p>
      ) : null}
      <span className="muted team-meta">
        {item.task.project.name} · <RelativeTime at={item.at} />
      </span>
      {onMarkRead ? (
        <span className="team-actions">
          <button type="button" className="button" onClick={onMarkRead}>
            Mark read
          </button>
        </span>
      ) : null}
    </>
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
        <RelativeTime at={item.at} /> · Not you? Sign out everywhere, then change your password.
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
