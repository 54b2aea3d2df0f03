// Live board events through the real client and the reference service (startService), over SSE or WebSocket:
// order, completion, cancellation, sharing, refusal, and a restart of the service on the same port. One file per
// transport (boardEvents-sse.test.ts, boardEvents-ws.test.ts), so the two run side by side.
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createGraphQLClient } from '../../src/lib/graphql/client';
import { GraphQLErrors, PREMATURE_CANCEL_MESSAGE } from '../../src/lib/graphql/errors';
import type { GraphQLClient } from '../../src/lib/graphql/types';
import { BoardEventsDocument, type BoardEventsSubscription } from '../../generated/graphql';
import { createApp } from '../../server/app';
import { liveSubscriptionCount } from '../../server/pubsub';
import { startService, type TestService } from '../support/service';
import { Recorder } from './recorder';
import { TEST_PASSWORD_COST } from '../support/password-cost';

export type Transport = 'sse' | 'ws';

const cleanups: (() => Promise<void>)[] = [];

const closers = new Map<TestService, () => Promise<void>>();

async function service(): Promise<TestService> {
  // A service and database per test: a copy of the run's seeded template takes a tenth of a second.
  const started = await startService();
  const close = () => started.close();
  closers.set(started, close);
  cleanups.push(() => closers.get(started)?.() ?? Promise.resolve());
  return started;
}

function clientFor(transport: Transport, service: TestService, cookie?: string): GraphQLClient {
  return createGraphQLClient({
    uri: service.graphqlUrl,
    // Node has no cookie jar: the session cookie goes as a header (the browser sends it by itself).
    ...(cookie ? { headers: { cookie } } : {}),
    subscriptions: { transport, ...(transport === 'ws' ? { webSocketImpl: WebSocket } : {}) },
  });
}

const live = (s: TestService) => liveSubscriptionCount(s.pubsub);
const untilLive = (s: TestService, n: number) =>
  vi.waitFor(() => expect(live(s)).toBe(n), { timeout: 10_000 });

async function createTask(s: TestService, cookie: string, projectKey: string, title: string) {
  const body = await s.request<{ createTask: { id: string; key: string; version: number } }>(
    'mutation ($input: CreateTaskInput!) { createTask(input: $input) { id key version } }',
    { input: { projectKey, title } },
    cookie,
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createTask;
}

async function moveTask(s: TestService, cookie: string, id: string, status: string, expectedVersion: number) {
  const body = await s.request<{ moveTask: { status: string } }>(
    'mutation ($id: ID!, $status: TaskStatus!, $v: Int!) { moveTask(id: $id, status: $status, expectedVersion: $v) { status } }',
    { id, status, v: expectedVersion },
    cookie,
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
}

type Event = BoardEventsSubscription['boardEvents'];
const eventsOf = (recorder: Recorder) =>
  recorder.values.map((v) => (v as BoardEventsSubscription).boardEvents) as Event[];

export const boardEventsOver = (transport: Transport) =>
  describe(`boardEvents over ${transport}`, () => {
    // Here rather than at the top: each file registers its own (the module is shared when files share a worker).
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    it('delivers another member’s create and move, in order, with the task as it now is', async () => {
      const s = await service();
      const ada = await s.signIn('ada@lanes.test');
      const grace = await s.signIn('grace@lanes.test');
      const observable = clientFor(transport, s, ada).subscribe(BoardEventsDocument, {
        variables: { projectKey: 'LAN' },
      });
      const recorder = new Recorder();
      const subscription = observable.subscribe(recorder);
      await untilLive(s, 1);

      const task = await createTask(s, grace, 'LAN', 'Live from Grace');
      await moveTask(s, grace, task.id, 'TODO', task.version);
      await recorder.until((r) => r.values.length === 2);

      const [created, moved] = eventsOf(recorder);
      expect(created).toMatchObject({
        kind: 'TASK_CREATED',
        projectKey: 'LAN',
        actor: { name: 'Grace Hopper' },
        task: {
          id: task.id,
          key: task.key,
          title: 'Live from Grace',
          status: 'BACKLOG',
          version: task.version,
        },
      });
      expect(moved).toMatchObject({
        kind: 'TASK_MOVED',
        projectKey: 'LAN',
        task: { id: task.id, status: 'TODO', version: task.version + 1 },
      });
      expect(recorder.statuses).toEqual(['connecting', 'live']);
      subscription.unsubscribe();
      await untilLive(s, 0);
    });

    it('completes when the member is removed, resolving the promise with the last event', async () => {
      const s = await service();
      const ada = await s.signIn('ada@lanes.test');
      const grace = await s.signIn('grace@lanes.test');
      const graceId = (await s.request<{ viewer: { id: string } }>('{ viewer { id } }', {}, grace)).data
        ?.viewer.id;
      const observable = clientFor(transport, s, grace).subscribe(BoardEventsDocument, {
        variables: { projectKey: 'LAN' },
      });
      const recorder = new Recorder();
      observable.subscribe(recorder);
      await untilLive(s, 1);
      const task = await createTask(s, ada, 'LAN', 'Before Grace leaves');
      await recorder.until((r) => r.values.length === 1);

      const removed = await s.request(
        'mutation ($id: ID!) { removeMember(projectKey: "LAN", userId: $id) }',
        { id: graceId },
        ada,
      );
      expect(removed).toEqual({ data: { removeMember: true } });

      const last = (await observable.promise) as { data: BoardEventsSubscription };
      expect(last.data.boardEvents).toMatchObject({ kind: 'TASK_CREATED', task: { id: task.id } });
      expect(recorder.seen.at(-1)).toEqual({ complete: true });
      await untilLive(s, 0);
    });

    it('cancelling ends the server’s stream and rejects the promise with the exact message', async () => {
      const s = await service();
      const ada = await s.signIn('ada@lanes.test');
      const observable = clientFor(transport, s, ada).subscribe(BoardEventsDocument, {
        variables: { projectKey: 'LAN' },
      });
      const subscription = observable.subscribe({});
      await untilLive(s, 1);
      subscription.unsubscribe();
      await untilLive(s, 0);
      await expect(observable.promise).rejects.toThrow(new Error(PREMATURE_CANCEL_MESSAGE));
      const reason = await observable.promise.catch((error: unknown) => error);
      expect((reason as Error).message).toBe('Observable cancelled prematurely');
    });

    it('two observers share one server stream; one leaving keeps it for the other', async () => {
      const s = await service();
      const ada = await s.signIn('ada@lanes.test');
      const client = clientFor(transport, s, ada);
      const a = new Recorder();
      const b = new Recorder();
      const observable = client.subscribe(BoardEventsDocument, { variables: { projectKey: 'LAN' } });
      const first = observable.subscribe(a);
      const second = observable.subscribe(b);
      await untilLive(s, 1);
      await createTask(s, ada, 'LAN', 'Seen by both');
      await Promise.all([a.until((r) => r.values.length === 1), b.until((r) => r.values.length === 1)]);
      first.unsubscribe();
      await createTask(s, ada, 'LAN', 'Seen by the one left');
      await b.until((r) => r.values.length === 2);
      expect(live(s)).toBe(1);
      expect(eventsOf(a).map((e) => e.task?.title)).toEqual(['Seen by both']);
      expect(eventsOf(b).map((e) => e.task?.title)).toEqual(['Seen by both', 'Seen by the one left']);
      second.unsubscribe();
      await untilLive(s, 0);
    });

    it('a project the viewer is not a member of is refused with NOT_FOUND and the server’s message', async () => {
      const s = await service();
      const linus = await s.signIn('linus@lanes.test');
      const observable = clientFor(transport, s, linus).subscribe(BoardEventsDocument, {
        variables: { projectKey: 'OPS' },
      });
      const recorder = new Recorder();
      observable.subscribe(recorder);
      await recorder.until((r) => r.ended);
      const [error] = recorder.errors;
      expect(error).toBeInstanceOf(GraphQLErrors);
      expect((error as GraphQLErrors).message).toBe('Project OPS not found');
      expect((error as GraphQLErrors).code).toBe('NOT_FOUND');
      await expect(observable.promise).rejects.toBe(error);
      expect(live(s)).toBe(0);
    });

    it('without a session the subscription is refused with UNAUTHENTICATED', async () => {
      const s = await service();
      const observable = clientFor(transport, s).subscribe(BoardEventsDocument, {
        variables: { projectKey: 'LAN' },
      });
      const recorder = new Recorder();
      observable.subscribe(recorder);
      await recorder.until((r) => r.ended);
      const [error] = recorder.errors;
      expect((error as GraphQLErrors).code).toBe('UNAUTHENTICATED');
      expect((error as GraphQLErrors).message).toBe('Sign in to continue');
    });

    it('after a restart on the same port the client resubscribes by itself and signals to resync', async () => {
      const s = await service();
      const ada = await s.signIn('ada@lanes.test');
      const grace = await s.signIn('grace@lanes.test');
      const recorder = new Recorder();
      const subscription = clientFor(transport, s, ada)
        .subscribe(BoardEventsDocument, { variables: { projectKey: 'LAN' } })
        .subscribe(recorder);
      await untilLive(s, 1);

      // The process goes away (every connection dropped) and a new one serves the same database on the same port.
      await s.app.close();
      await recorder.until((r) => r.statuses.includes('reconnecting'));
      const port = Number(new URL(s.url).port);
      const restarted = createApp({
        production: false,
        db: s.db,
        pubsub: s.pubsub,
        embedded: true,
        passwordCost: TEST_PASSWORD_COST,
      });
      const listening = await restarted.listen({ port, host: '127.0.0.1' });
      // The first app and its server are gone already: what remains is the new one and the shared database.
      closers.set(s, async () => {
        await listening.close();
        await restarted.close();
        await s.db.close();
      });

      await recorder.until((r) => r.seen.some((seen) => 'reconnected' in seen));
      await untilLive(s, 1);
      const task = await createTask(s, grace, 'LAN', 'After the restart');
      await recorder.until((r) => r.values.length === 1);
      expect(eventsOf(recorder)[0]).toMatchObject({ kind: 'TASK_CREATED', task: { id: task.id } });
      expect(recorder.statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
      expect(recorder.errors).toEqual([]);
      subscription.unsubscribe();
      await untilLive(s, 0);
    });
  });
