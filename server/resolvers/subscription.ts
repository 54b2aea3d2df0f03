// Subscription fields as Repeaters, not generators: a client leaving or a membership ending stops them at once.
import { Repeater } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../../generated/resolvers';
import type { BoardEventPayload, ViewerEventPayload } from '../models';
import { trackLiveStream } from '../pubsub';
import { boardStream } from '../events/stream';
import { viewerLogHead, viewerStream } from '../events/viewer-log';
import { paceAccount } from '../limits/account-budget';
import { projectFor, requireViewer } from './access';
import { badUserInput, unauthenticated } from './errors';

export const Subscription: SubscriptionResolvers = {
  // One project's board events for as long as the viewer is a member and stays connected; with `after`, the
  // missed ones first (server/events/stream.ts).
  boardEvents: {
    subscribe: async (_parent, { projectKey, after }, ctx) => {
      const viewer = requireViewer(ctx);
      if (after != null && after < 0) throw badUserInput({ after: 'A sequence number is 0 or more' });
      const project = await projectFor(ctx.db, viewer, projectKey);
      const { pubsub, db } = ctx;
      return new Repeater<{ boardEvents: BoardEventPayload }>(async (push, stop) => {
        const untrack = trackLiveStream(pubsub);
        const events = pubsub.subscribe('board', project.id);
        const endings = pubsub.subscribe('membership-ended', project.id);
        const stream = boardStream({
          db,
          projectId: project.id,
          projectKey: project.key,
          viewer,
          after: after ?? null,
          baseline: project.seq,
          push: (event) => push({ boardEvents: event }),
          end: () => stop(),
          // Each page of a catch-up counts against the account's budget, however many streams it opens.
          beforePage: () => paceAccount(ctx.accountBudgets, viewer.id, 'replayPages'),
        });
        // `for await` asks for the first event synchronously, which starts the pub/sub listening before boardStream's
        // queued replay runs: nothing committed in between is missed.
        void (async () => {
          for await (const event of events) stream.live(event);
        })().catch(stop);
        void (async () => {
          for await (const ended of endings) if (ended.userId === viewer.id) stop();
        })().catch(stop);
        await stop;
        stream.close();
        // Counted as live until its pub/sub listeners are gone.
        await Promise.all([events.return?.(), endings.return?.()]);
        untrack();
      });
    },
  },

  // The signed-in user's own list of projects; the session's end ends it (server/auth.ts).
  viewerEvents: {
    subscribe: async (_parent, _args, ctx) => {
      const viewer = requireViewer(ctx);
      const { pubsub } = ctx;
      // Where the stream starts, read before it counts as live, as boardEvents reads the project's seq: read after, it
      // would pass over what was committed between the two. An account gone since its session was read is signed out.
      const baseline = await viewerLogHead(ctx.db, viewer.id);
      if (baseline === null) throw unauthenticated();
      return new Repeater<{ viewerEvents: ViewerEventPayload }>(async (push, stop) => {
        const untrack = trackLiveStream(pubsub);
        const events = pubsub.subscribe('viewer', viewer.id);
        const stream = viewerStream({
          db: ctx.db,
          userId: viewer.id,
          baseline,
          push: (event) => push({ viewerEvents: event }),
          end: () => stop(),
        });
        // `for await` asks for the first event synchronously: listening from here, and a gap since `baseline` is read
        // back from the log.
        void (async () => {
          for await (const event of events) stream.live(event);
        })().catch(stop);
        await stop;
        await events.return?.();
        untrack();
      });
    },
  },
};
