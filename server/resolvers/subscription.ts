// Subscription.boardEvents: one project's board events for as long as the viewer is a member and stays connected.
// A Repeater, not an async generator, so that when the client leaves (return()) or the membership ends the stream
// stops at once instead of waiting parked on the next event.
import { Repeater } from 'graphql-yoga';
import type { SubscriptionResolvers } from '../../generated/resolvers';
import type { BoardEventPayload } from '../models';
import { trackLiveStream } from '../pubsub';
import { projectFor, requireViewer } from './access';

export const Subscription: SubscriptionResolvers = {
  boardEvents: {
    subscribe: async (_parent, { projectKey }, ctx) => {
      const viewer = requireViewer(ctx);
      const project = await projectFor(ctx.db, viewer, projectKey);
      const { pubsub } = ctx;
      return new Repeater<{ boardEvents: BoardEventPayload }>(async (push, stop) => {
        const untrack = trackLiveStream(pubsub);
        const events = pubsub.subscribe('board', project.id);
        const endings = pubsub.subscribe('membership-ended', project.id);
        void (async () => {
          for await (const event of events) await push({ boardEvents: event });
        })().catch(stop);
        void (async () => {
          for await (const ended of endings) if (ended.userId === viewer.id) stop();
        })().catch(stop);
        await stop;
        untrack();
        await Promise.all([events.return?.(), endings.return?.()]);
      });
    },
  },
};
