import { describe, expect, it } from 'vitest';
import { createBoardPubSub, liveSubscriptionCount, trackLiveStream } from './pubsub';
import type { BoardEventPayload } from './models';

const event = (title: string): BoardEventPayload => ({
  kind: 'TASK_CREATED',
  projectId: 'p1',
  projectKey: 'LAN',
  task: null,
  comment: null,
  deletedId: null,
  taskId: null,
  actor: { id: 'u1', email: 'ada@lanes.test', name: title, createdAt: '2026-01-05T09:00:00.000Z' },
  at: '2026-01-05T09:00:00.000Z',
  seq: 1,
  changedFields: [],
  member: null,
  userId: null,
  project: null,
  label: null,
});

describe('createBoardPubSub', () => {
  it('is in-process without a Redis URL and delivers per project', async () => {
    const pubsub = createBoardPubSub();
    expect(pubsub.transport).toBe('in-process');
    const lan = pubsub.subscribe('board', 'p1');
    const pending = lan.next();
    pubsub.publish('board', 'p2', event('elsewhere'));
    pubsub.publish('board', 'p1', event('here'));
    expect((await pending).value.actor.name).toBe('here');
    await lan.return?.();
    await pubsub.close();
  });
});

describe('live stream count', () => {
  it('counts per pub/sub and in all, and ends each stream once', () => {
    const a = createBoardPubSub();
    const b = createBoardPubSub();
    const before = liveSubscriptionCount();
    const endA1 = trackLiveStream(a);
    const endA2 = trackLiveStream(a);
    const endB = trackLiveStream(b);
    expect([liveSubscriptionCount(a), liveSubscriptionCount(b), liveSubscriptionCount() - before]).toEqual([
      2, 1, 3,
    ]);
    endA1();
    endA1();
    expect([liveSubscriptionCount(a), liveSubscriptionCount() - before]).toEqual([1, 2]);
    endA2();
    endB();
    expect([liveSubscriptionCount(a), liveSubscriptionCount(b), liveSubscriptionCount() - before]).toEqual([
      0, 0, 0,
    ]);
  });
});
