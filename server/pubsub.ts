// Board events, one topic per project (keyed by project id); in-process by default, Redis when REDIS_URL is set.
import { createPubSub } from 'graphql-yoga';
import type { BoardEventPayload } from './models';

export type BoardTopics = {
  /** Every change on a project's board. */
  board: [projectId: string, payload: BoardEventPayload];
  /** A membership ended: the removed user's live boards for that project end. */
  'membership-ended': [projectId: string, payload: { userId: string }];
};

export type BoardPubSub = ReturnType<typeof createPubSub<BoardTopics>>;

export function createBoardPubSub(options?: Parameters<typeof createPubSub<BoardTopics>>[0]): BoardPubSub {
  return createPubSub<BoardTopics>(options);
}
