// Subscription.boardEvents against the real service on its loopback port: over Server-Sent Events (a POST with
// `accept: text/event-stream`) and over WebSocket (graphql-ws): events in order
// after each commit, members only, a removed member's stream ends, and a client that leaves stops the server's
// stream (the live-iterator count falls to 0).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestService } from '../support/service';
import { startServiceWithDemoTrio } from '../support/demo-trio';
import { inProcess } from '../support/in-process';
import { sse, type SseStream } from '../support/sse';
import { liveSubscriptionCount } from '../../server/pubsub';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
let ada: string;
let grace: string;
let linus: string;

const { send, data } = inProcess(() => service);

const BOARD_EVENTS = `subscription ($k: String!) { boardEvents(projectKey: $k) {
  kind projectKey deletedId taskId actor { name } at
  task { key title status version assignee { name } }
  comment { body author { name } }
} }`;

/** A live SSE subscription through the shared reader (tests/support/sse.ts), checking the stream's content type. */
function subscribe(projectKey: string, cookie?: string): Promise<SseStream> {
  const streaming = async (url: string, init: RequestInit) => {
    const response = await fetch(url, init);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    return response;
  };
  return sse(streaming, service.graphqlUrl, BOARD_EVENTS, { k: projectKey }, cookie);
}

const live = () => liveSubscriptionCount(service.pubsub);

beforeAll(async () => {
  ({ service, ada, grace, linus } = await startServiceWithDemoTrio());
});
afterAll(() => service.close());

describe('boardEvents', () => {
  it('delivers every kind of change, in order, to a member watching the board', async () => {
    const board = await subscribe('LAN', linus);
    const ops = await subscribe('OPS', ada);
    await vi.waitFor(() => expect(live()).toBe(2));

    const { createTask: task } = await data(
      'mutation { createTask(input: { projectKey: "LAN", title: "Live one", status: TODO }) { id number version } }',
      {},
      grace,
    );
    await data(
      'mutation ($id: ID!) { moveTask(id: $id, status: IN_PROGRESS, expectedVersion: 1) { id } }',
      { id: task.id },
      grace,
    );
    await data(
      'mutation ($id: ID!) { updateTask(input: { id: $id, expectedVersion: 2, title: "Live two" }) { id } }',
      { id: task.id },
      grace,
    );
    const { addComment: comment } = await data(
      'mutation ($id: ID!) { addComment(taskId: $id, body: "<b>hi</b>") { id } }',
      { id: task.id },
      grace,
    );
    await data(
      'mutation ($id: ID!) { editComment(id: $id, body: "hello") { id } }',
      { id: comment.id },
      grace,
    );
    await data('mutation ($id: ID!) { deleteComment(id: $id) }', { id: comment.id }, ada);
    await data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: task.id }, ada);

    const key = `LAN-${task.number}`;
    const received: Loose[] = [];
    for (let i = 0; i < 7; i += 1) {
      const message = await board.next();
      expect(message?.event).toBe('next');
      const { at, ...event } = message!.data.data.boardEvents;
      expect(Number.isNaN(Date.parse(at))).toBe(false);
      received.push(event);
    }
    const taskAs = (title: string, status: string, version: number) => ({
      key,
      title,
      status,
      version,
      assignee: null,
    });
    expect(received).toEqual([
      {
        kind: 'TASK_CREATED',
        projectKey: 'LAN',
        deletedId: null,
        taskId: null,
        actor: { name: 'Grace Hopper' },
        task: taskAs('Live one', 'TODO', 1),
        comment: null,
      },
      {
        kind: 'TASK_MOVED',
        projectKey: 'LAN',
        deletedId: null,
        taskId: null,
        actor: { name: 'Grace Hopper' },
        task: taskAs('Live one', 'IN_PROGRESS', 2),
        comment: null,
      },
      {
        kind: 'TASK_UPDATED',
        projectKey: 'LAN',
        deletedId: null,
        taskId: null,
        actor: { name: 'Grace Hopper' },
        task: taskAs('Live two', 'IN_PROGRESS', 3),
        comment: null,
      },
      {
        kind: 'COMMENT_ADDED',
        projectKey: 'LAN',
        deletedId: null,
        taskId: task.id,
        actor: { name: 'Grace Hopper' },
        task: taskAs('Live two', 'IN_PROGRESS', 3),
        comment: { body: '<b>hi</b>', author: { name: 'Grace Hopper' } },
      },
      {
        kind: 'COMMENT_EDITED',
        projectKey: 'LAN',
        deletedId: null,
        taskId: task.id,
        actor: { name: 'Grace Hopper' },
        task: taskAs('Live two', 'IN_PROGRESS', 3),
        comment: { body: 'hello', author: { name: 'Grace Hopper' } },
      },
      {
        kind: 'COMMENT_DELETED',
        projectKey: 'LAN',
        deletedId: comment.id,
        taskId: task.id,
        actor: { name: 'Ada Lovelace' },
        task: taskAs('Live two', 'IN_PROGRESS', 3),
        comment: null,
      },
      {
        kind: 'TASK_DELETED',
        projectKey: 'LAN',
        deletedId: task.id,
        taskId: null,
        actor: { name: 'Ada Lovelace' },
        task: null,
        comment: null,
      },
    ]);

    // The OPS board saw none of that: its first event is the OPS change made now.
    await data('mutation { createTask(input: { projectKey: "OPS", title: "Ops only" }) { id } }', {}, grace);
    const opsEvent = await ops.next();
    expect(opsEvent?.data.data.boardEvents).toMatchObject({
      kind: 'TASK_CREATED',
      projectKey: 'OPS',
      task: { title: 'Ops only' },
    });

    await board.leave();
    await ops.leave();
    await vi.waitFor(() => expect(live()).toBe(0));
  });

  it('publishes nothing for a refused change', async () => {
    const board = await subscribe('LAN', ada);
    await vi.waitFor(() => expect(live()).toBe(1));
    const refused = await send(
      'mutation { createTask(input: { projectKey: "LAN", title: "" }) { id } }',
      {},
      grace,
    );
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    await data('mutation { createTask(input: { projectKey: "LAN", title: "Accepted" }) { id } }', {}, grace);
    expect((await board.next())?.data.data.boardEvents.task.title).toBe('Accepted');
    await board.leave();
    await vi.waitFor(() => expect(live()).toBe(0));
  });

  it('treats a non-member as if the project did not exist, and a signed-out visitor as unauthenticated', async () => {
    for (const [cookie, message, code] of [
      [linus, 'Project OPS not found', 'NOT_FOUND'],
      [undefined, 'Sign in to continue', 'UNAUTHENTICATED'],
    ] as const) {
      const refused = await subscribe('OPS', cookie);
      const first = await refused.next();
      expect(first?.event).toBe('next');
      expect(first?.data.errors.map((e: Loose) => [e.message, e.extensions])).toEqual([[message, { code }]]);
      expect((await refused.next())?.event).toBe('complete');
      expect(await refused.next()).toBeNull();
    }
    expect(live()).toBe(0);
  });

  it('ends the stream of a member who is removed, and only theirs', async () => {
    const key = 'SUBRM';
    await data(
      'mutation ($k: String!) { createProject(input: { key: $k, name: "Removal" }) { id } }',
      { k: key },
      ada,
    );
    await data(
      'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: MEMBER) { id } }',
      { k: key },
      ada,
    );
    const { viewer } = await data('{ viewer { id } }', {}, grace);
    const graces = await subscribe(key, grace);
    const adas = await subscribe(key, ada);
    await vi.waitFor(() => expect(live()).toBe(2));

    await data(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: key, u: viewer.id },
      ada,
    );
    expect((await graces.next())?.event).toBe('complete');
    expect(await graces.next()).toBeNull();
    await vi.waitFor(() => expect(live()).toBe(1));

    await data(
      'mutation ($k: String!) { createTask(input: { projectKey: $k, title: "Still live" }) { id } }',
      { k: key },
      ada,
    );
    expect((await adas.next())?.data.data.boardEvents).toMatchObject({ kind: 'MEMBER_REMOVED', task: null });
    expect((await adas.next())?.data.data.boardEvents.task.title).toBe('Still live');

    const again = await subscribe(key, grace);
    expect((await again.next())?.data.errors[0].extensions).toEqual({ code: 'NOT_FOUND' });
    await adas.leave();
    await vi.waitFor(() => expect(live()).toBe(0));
  });

  it('stops the server’s stream when the client leaves', async () => {
    const streams = await Promise.all([
      subscribe('LAN', ada),
      subscribe('LAN', grace),
      subscribe('LAN', linus),
    ]);
    await vi.waitFor(() => expect(live()).toBe(3));
    await streams[0]!.leave();
    await vi.waitFor(() => expect(live()).toBe(2));
    await Promise.all(streams.slice(1).map((s) => s.leave()));
    await vi.waitFor(() => expect(live()).toBe(0));
  });
});

describe('boardEvents over WebSocket', () => {
  const clients: Client[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
  });

  /** A graphql-ws client whose upgrade request carries `cookie`, as a browser's would. */
  function wsClient(cookie: string): Client {
    class CookieWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({
      url: service.wsUrl,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    return client;
  }

  function watch(client: Client, projectKey: string) {
    const events: Loose[] = [];
    const outcome: { error?: Loose; complete?: boolean } = {};
    const unsubscribe = client.subscribe(
      { query: BOARD_EVENTS, variables: { k: projectKey } },
      {
        next: (value) => void events.push(value),
        error: (error) => void (outcome.error = error),
        complete: () => void (outcome.complete = true),
      },
    );
    return { events, outcome, unsubscribe };
  }

  it('delivers events to members, refuses non-members, ends on removal and stops when the client leaves', async () => {
    const key = 'SUBWS';
    await data(
      'mutation ($k: String!) { createProject(input: { key: $k, name: "Sockets" }) { id } }',
      { k: key },
      ada,
    );
    await data(
      'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: VIEWER) { id } }',
      { k: key },
      ada,
    );
    const { viewer } = await data('{ viewer { id } }', {}, grace);

    const adas = watch(wsClient(ada), key);
    const graces = watch(wsClient(grace), key);
    const linuses = watch(wsClient(linus), key);
    // A refusal at subscribe time is one result carrying the error, then the end of the stream.
    await vi.waitFor(() => expect(linuses.outcome.complete).toBe(true));
    expect(linuses.outcome.error).toBeUndefined();
    expect(linuses.events.map((e) => e.errors.map((x: Loose) => [x.message, x.extensions]))).toEqual([
      [[`Project ${key} not found`, { code: 'NOT_FOUND' }]],
    ]);
    await vi.waitFor(() => expect(live()).toBe(2));

    await data(
      'mutation ($k: String!) { createTask(input: { projectKey: $k, title: "Over a socket" }) { id } }',
      { k: key },
      ada,
    );
    await vi.waitFor(() => expect(adas.events).toHaveLength(1));
    await vi.waitFor(() => expect(graces.events).toHaveLength(1));
    expect(graces.events[0].data.boardEvents).toMatchObject({
      kind: 'TASK_CREATED',
      projectKey: key,
      task: { title: 'Over a socket' },
    });

    await data(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: key, u: viewer.id },
      ada,
    );
    await vi.waitFor(() => expect(graces.outcome.complete).toBe(true));
    await vi.waitFor(() => expect(live()).toBe(1));

    adas.unsubscribe();
    await vi.waitFor(() => expect(live()).toBe(0));
    expect(adas.outcome.error).toBeUndefined();
  });
});
