// `here` and `alsoHere` (schema/schema.graphql): presence on a board or a task page, members only. Subscribing to
// `alsoHere` arrives; `here` keeps the viewer here (heartbeats) and leaves.
import { Repeater } from 'graphql-yoga';
import type { MutationResolvers, SubscriptionResolvers } from '../../generated/resolvers';
import type { Context } from '../context';
import type { UserRow } from '../models';
import { trackLiveStream } from '../pubsub';
import { projectFor, requireViewer } from '../resolvers/access';
import { badUserInput, notFound } from '../resolvers/errors';
import { USER_COLUMNS, taskByNumber } from '../resolvers/rows';
import { PRESENCE_TICK_MS, presenceStoreFor } from './presence';

const MAX_TASK_NUMBER = 2 ** 31 - 1;

/** The page's presence scope, after checking the viewer may see it. */
async function scopeFor(ctx: Context, viewer: UserRow, projectKey: string, taskNumber?: number | null) {
  if (
    taskNumber != null &&
    (!Number.isInteger(taskNumber) || taskNumber < 1 || taskNumber > MAX_TASK_NUMBER)
  ) {
    throw badUserInput({ taskNumber: 'Not a task number' });
  }
  const project = await projectFor(ctx.db, viewer, projectKey);
  if (taskNumber != null) {
    if (!(await taskByNumber(ctx.db, project.id, taskNumber))) {
      throw notFound(`Task ${project.key}-${taskNumber} not found`);
    }
    return { project, scope: `${project.id}:t:${taskNumber}` };
  }
  return { project, scope: project.id };
}

/** Marks the viewer here (or gone), announcing it to every instance's streams when that changes the list. */
async function mark(ctx: Context, viewer: UserRow, scope: string, leaving: boolean) {
  const store = presenceStoreFor(ctx.pubsub);
  const changed = leaving
    ? await store.leave(scope, viewer.id)
    : await store.touch(scope, viewer.id, ctx.now().getTime());
  if (changed) ctx.pubsub.publish('presence', scope, { userId: viewer.id });
}

export const presenceMutations: Pick<Required<MutationResolvers>, 'here'> = {
  here: async (_parent, { projectKey, taskNumber, leaving }, ctx) => {
    const viewer = requireViewer(ctx);
    const { scope } = await scopeFor(ctx, viewer, projectKey, taskNumber);
    await mark(ctx, viewer, scope, leaving === true);
    return true;
  },
};

export const presenceSubscription: Pick<Required<SubscriptionResolvers>, 'alsoHere'> = {
  alsoHere: {
    subscribe: async (_parent, { projectKey, taskNumber }, ctx) => {
      const viewer = requireViewer(ctx);
      const { project, scope } = await scopeFor(ctx, viewer, projectKey, taskNumber);
      // Opening the list is arriving: the page needs no request of its own for it (one that answered before the
      // first paint delayed the board's LCP). It spends a heartbeat; past that budget the list opens unannounced.
      if ((await ctx.accountBudgets.take(viewer.id, 'heartbeats', 1)).allowed)
        await mark(ctx, viewer, scope, false);
      const { pubsub, db, now } = ctx;
      const store = presenceStoreFor(pubsub);
      return new Repeater<{ alsoHere: UserRow[] }>(async (push, stop) => {
        const untrack = trackLiveStream(pubsub);
        const changes = pubsub.subscribe('presence', scope);
        const endings = pubsub.subscribe('membership-ended', project.id);
        let last: string | null = null;
        let looking = Promise.resolve();
        // Looks one at a time, so two announcements never push the same list out of order.
        const look = () => {
          looking = looking
            .then(async () => {
              const ids = (await store.list(scope, now().getTime())).filter((id) => id !== viewer.id);
              // Only people still in the project: a removed member's last heartbeat shows nothing.
              const users = ids.length
                ? await db.query<UserRow>(
                    `SELECT ${USER_COLUMNS} FROM users u
                       JOIN memberships m ON m.user_id = u.id AND m.project_id = $2
                      WHERE u.id = ANY($1::text[]) ORDER BY lower(u.name), u.id`,
                    [ids, project.id],
                  )
                : [];
              const key = users.map((u) => u.id).join(',');
              if (key !== last) {
                last = key;
                await push({ alsoHere: users });
              }
            })
            .catch(stop);
        };
        look();
        const tick = setInterval(look, PRESENCE_TICK_MS);
        void (async () => {
          for await (const _change of changes) look();
        })().catch(stop);
        void (async () => {
          for await (const ended of endings) if (ended.userId === viewer.id) stop();
        })().catch(stop);
        await stop;
        clearInterval(tick);
        await Promise.all([changes.return?.(), endings.return?.()]);
        untrack();
      });
    },
  },
};
