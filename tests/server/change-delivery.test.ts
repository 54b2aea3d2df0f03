// What a change tells the people it concerns, heard on a real viewerEvents stream over the service's HTTP port (SSE):
// every change goes through one unit of work (server/resolvers/run-change.ts), so none forgets the viewer log. Each
// test ends with a sentinel event whose arrival proves that whatever should have come before it did, or never will.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startService, type TestService } from '../support/service';
import { sse, type SseStream } from '../support/sse';
import { liveSubscriptionCount } from '../../server/pubsub';
import { SEED_USERS } from '../../server/seed';
import { mentionToken } from '../../src/lib/validation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookie = { ada: '', grace: '' };
const GRACE = SEED_USERS[1];

beforeAll(async () => {
  service = await startService();
  cookie.ada = await service.signIn('ada@lanes.test');
  cookie.grace = await service.signIn('grace@lanes.test');
});
afterAll(() => service?.close());

async function data(query: string, variables: Record<string, unknown>, who: string): Promise<Loose> {
  const body = await service.request(query, variables, who);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const VIEWER_EVENTS = `subscription { viewerEvents { kind projectKey actor { name }
  notification { kind task { key } } } }`;

/** Grace's viewerEvents over SSE, listening once the service counts the stream as live. */
async function graceListens(): Promise<SseStream> {
  const before = liveSubscriptionCount(service.pubsub);
  const stream = await sse(fetch, service.graphqlUrl, VIEWER_EVENTS, {}, cookie.grace);
  await vi.waitFor(() => expect(liveSubscriptionCount(service.pubsub)).toBeGreaterThan(before));
  return stream;
}

/** The events Grace hears up to and including the first NOTIFIED ASSIGNED for `sentinelKey`. */
async function heardUntil(stream: SseStream, sentinelKey: string): Promise<Loose[]> {
  const heard: Loose[] = [];
  for (;;) {
    const [message] = await stream.take(1);
    const event = message.data.viewerEvents;
    heard.push(event);
    if (event.kind === 'NOTIFIED' && event.notification.task.key === sentinelKey) return heard;
  }
}

const CREATE = 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id key } }';

/** Ada assigns Grace a new task in OPS: the sentinel. */
async function sentinel(): Promise<string> {
  const { createTask } = await data(
    CREATE,
    { i: { projectKey: 'OPS', title: 'Sentinel', assigneeId: GRACE.id } },
    cookie.ada,
  );
  return createTask.key;
}

describe('one unit of work per change', () => {
  it('an edit that newly mentions Grace reaches her open pages live, as addComment does', async () => {
    const { createTask: task } = await data(
      CREATE,
      { i: { projectKey: 'LAN', title: 'Edited later' } },
      cookie.ada,
    );
    const {
      addComment: { id },
    } = await data(
      'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
      { t: task.id, b: 'No one yet' },
      cookie.ada,
    );
    const stream = await graceListens();
    try {
      await data(
        'mutation ($id: ID!, $b: String!) { editComment(id: $id, body: $b) { id } }',
        { id, b: `Now you, ${mentionToken(GRACE)}` },
        cookie.ada,
      );
      const key = await sentinel();
      const heard = (await heardUntil(stream, key)).filter((event) => event.kind === 'NOTIFIED');
      expect(
        heard.map((event) => [event.notification.kind, event.notification.task.key, event.actor.name]),
      ).toEqual([
        ['MENTIONED', task.key, 'Ada Lovelace'],
        ['ASSIGNED', key, 'Ada Lovelace'],
      ]);
    } finally {
      await stream.leave();
    }
  });

  it('a removal from a project tells the removed person that their own tasks changed', async () => {
    await data(
      'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }',
      { i: { key: 'RMV', name: 'Removal' } },
      cookie.ada,
    );
    await data(
      'mutation { addMember(projectKey: "RMV", email: "grace@lanes.test", role: MEMBER) { id } }',
      {},
      cookie.ada,
    );
    await data(CREATE, { i: { projectKey: 'RMV', title: 'Hers', assigneeId: GRACE.id } }, cookie.ada);
    const stream = await graceListens();
    try {
      await data(
        'mutation ($u: ID!) { removeMember(projectKey: "RMV", userId: $u) }',
        { u: GRACE.id },
        cookie.ada,
      );
      const key = await sentinel();
      const heard = await heardUntil(stream, key);
      expect(heard.filter((event) => event.projectKey === 'RMV').map((event) => event.kind)).toEqual([
        'MEMBERSHIP_REMOVED',
        'MY_TASKS_CHANGED',
      ]);
    } finally {
      await stream.leave();
    }
  });
});
