// Model-based convergence (issue 9): two people's clients, each the real createGraphQLClient with a real QueryClient,
// against the real service on a loopback port. Random interleavings of their mutations, the board screen mounting
// and unmounting (the stream detaching and resuming from the seq the cache reflects), dropped streams, a service
// restart on the same port, and the browser going offline and online (TanStack's paused mutations). After
// quiescence every cached board equals a fresh Board query of the service, as the screen shows it.
// Replay a failure with FC_SEED=<seed> (and FC_PATH=<path>), both printed by fast-check on failure.
import { onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  BoardDocument,
  BoardEventsDocument,
  CreateTaskDocument,
  DeleteTaskDocument,
  MoveTaskDocument,
  ViewerDocument,
  type BoardQuery,
  type TaskStatus,
} from '../../generated/graphql';
import { useBoardQuery } from '../../generated/hooks';
import { createApp, type App } from '../../server/app';
import { addTaskToBoards, removeTaskFromBoards } from '../../src/entities/task/boardCache';
import { groupColumns } from '../../src/entities/task/groupColumns';
import { handleBoardEvent } from '../../src/features/live/handleBoardEvents';
import { resumePoint } from '../../src/entities/project/projectSeq';
import { INTENT_SCOPE, IDEMPOTENCY_HEADER, newIntentKey } from '../../src/shared/intents/useIntentMutation';
import {
  createGraphQLClient,
  createQueryClient,
  dataUnderPolicy,
  graphqlQueryOptions,
  mergeEntities,
  attachEntityIndex,
  type DocumentInput,
  type GraphQLClient,
} from '../../src/lib/graphql';
import { startService, type TestService } from '../support/service';
import { TEST_PASSWORD_COST } from '../support/password-cost';

const RUNS = Number(process.env['FC_RUNS'] ?? 100);

let service: TestService;
let app: App;
let closeListening: () => Promise<void>;
let port: number;

beforeAll(async () => {
  service = await startService();
  app = service.app;
  port = Number(new URL(service.url).port);
  closeListening = async () => {};
}, 60_000);

afterAll(async () => {
  if (app === service.app) return service.close();
  // Restarted: the first app and its server are gone already; the new one and the shared database remain.
  await closeListening();
  await app.close();
  await service.db.close();
});

/** The test's own requests to the service, again once when a pooled connection was the old process's. */
async function request<TData>(query: string, variables: Record<string, unknown>, cookie: string) {
  try {
    return await service.request<TData>(query, variables, cookie);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return service.request<TData>(query, variables, cookie);
  }
}

/** The service goes away (every connection dropped) and a new process serves the same database on the same port. */
async function restart() {
  await closeListening();
  await app.close();
  app = createApp({
    production: false,
    db: service.db,
    pubsub: service.pubsub,
    embedded: true,
    logLevel: 'error',
    passwordCost: TEST_PASSWORD_COST,
  });
  const listening = await app.listen({ port, host: '127.0.0.1' });
  closeListening = () => listening.close();
}

interface Person {
  name: 'ada' | 'grace';
  client: GraphQLClient;
  queryClient: QueryClient;
  viewerId: string;
  stream: { unsubscribe(): void } | undefined;
  /** The open board screen's query observer (refetches what is invalidated, as the screen's hook does). */
  board: (() => void) | undefined;
  pending: Promise<unknown>[];
}

async function person(name: Person['name'], email: string): Promise<Person> {
  const cookie = await service.signIn(email);
  const client = createGraphQLClient({ uri: service.graphqlUrl, headers: { cookie } });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retryDelay: 10 } } });
  queryClient.mount();
  attachEntityIndex(queryClient);
  const viewer = dataUnderPolicy(await client.execute(ViewerDocument, {}), 'none');
  return {
    name,
    client,
    queryClient,
    viewerId: viewer.viewer!.id,
    stream: undefined,
    board: undefined,
    pending: [],
  };
}

const boardOptions = (p: Person, key: string) => graphqlQueryOptions(p.client, BoardDocument, { key });

/** The board screen opens: the cached board if any (else one Board query), and the stream resumed after its seq. */
async function mount(p: Person, key: string) {
  if (p.board) return;
  const observer = new QueryObserver(p.queryClient, { ...boardOptions(p, key), staleTime: Infinity });
  p.board = observer.subscribe(() => {});
  if (onlineManager.isOnline() && !observer.getCurrentResult().data)
    await p.queryClient.fetchQuery({ ...boardOptions(p, key), staleTime: Infinity }).catch(() => undefined);
  attach(p, key);
}

function unmount(p: Person) {
  p.board?.();
  p.board = undefined;
  detach(p);
}

function attach(p: Person, key: string) {
  if (p.stream || !onlineManager.isOnline()) return;
  const after = resumePoint(p.queryClient, key) ?? undefined;
  p.stream = p.client
    .subscribe(BoardEventsDocument, {
      variables: after === undefined ? { projectKey: key } : { projectKey: key, after },
    })
    .subscribe({
      next: (result) => {
        const event = result.data?.boardEvents;
        if (event) handleBoardEvent(p.queryClient, key, event, { viewerId: p.viewerId, after });
      },
      error: () => {},
    });
}

function detach(p: Person) {
  p.stream?.unsubscribe();
  p.stream = undefined;
}

/** A mutation as the app sends it: one intent with its Idempotency-Key, paused while offline, merged on success. */
function intent<TData, TVariables>(
  p: Person,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
  onSuccess: (data: TData) => void,
) {
  const key = newIntentKey();
  const mutation = p.queryClient.getMutationCache().build(p.queryClient, {
    scope: INTENT_SCOPE,
    networkMode: 'online',
    retry: false,
    mutationFn: async () =>
      dataUnderPolicy(
        await p.client.execute(document, {
          variables,
          context: { headers: { [IDEMPOTENCY_HEADER]: key } },
        }),
        'none',
      ),
    onSuccess: (data: TData) => {
      mergeEntities(p.queryClient, data);
      onSuccess(data);
    },
  });
  // Refusals (a CONFLICT after a concurrent change, say) are part of the model: the cache must still converge.
  p.pending.push(mutation.execute(undefined).catch(() => undefined));
}

interface ServiceTask {
  id: string;
  number: number;
  status: TaskStatus;
  version: number;
  allowedTransitions: TaskStatus[];
}

async function tasksOf(key: string, cookie: string): Promise<ServiceTask[]> {
  const body = await request<{ project: { tasks: { edges: { node: ServiceTask }[] } } }>(
    'query($key: String!) { project(key: $key) { tasks(first: 200) { edges { node { id number status version allowedTransitions } } } } }',
    { key },
    cookie,
  );
  return body.data?.project.tasks.edges.map((e) => e.node) ?? [];
}

type Step =
  | { t: 'create'; who: 0 | 1; status: 'BACKLOG' | 'TODO' }
  | { t: 'move'; who: 0 | 1; pick: number; to: number }
  | { t: 'delete'; pick: number }
  | { t: 'mount' | 'unmount' | 'drop'; who: 0 | 1 }
  | { t: 'restart' }
  | { t: 'offline' | 'online' };

const who = fc.constantFrom<0 | 1>(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    t: fc.constant('create' as const),
    who,
    status: fc.constantFrom('BACKLOG' as const, 'TODO' as const),
  }),
  fc.record({ t: fc.constant('move' as const), who, pick: fc.nat(20), to: fc.nat(3) }),
  fc.record({ t: fc.constant('delete' as const), pick: fc.nat(20) }),
  fc.record({ t: fc.constantFrom('mount' as const, 'unmount' as const, 'drop' as const), who }),
  fc.record({ t: fc.constant('restart' as const) }),
  fc.record({ t: fc.constantFrom('offline' as const, 'online' as const) }),
);

let projects = 0;
function nextKey(): string {
  let n = projects++;
  let key = '';
  do {
    key = String.fromCharCode(65 + (n % 26)) + key;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `CV${key}`.slice(0, 6);
}

/** The board as the screen shows it: per column its count and its cards' numbers, statuses and titles, in order. */
function screenOf(data: BoardQuery | undefined) {
  const project = data?.project;
  if (!project) return null;
  const columns = groupColumns(project, {});
  return Object.fromEntries(
    Object.entries(columns).map(([status, view]) => [
      status,
      { count: view.count, cards: view.cards.map((c) => `${c.number}:${c.status}:${c.version}:${c.rank}`) },
    ]),
  );
}

test(`every cached board equals the service after random interleavings (${RUNS} runs)`, async () => {
  const ada = await person('ada', 'ada@lanes.test');
  const grace = await person('grace', 'grace@lanes.test');
  const people = [ada, grace] as const;
  const adaCookie = await service.signIn('ada@lanes.test');

  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
      const key = nextKey();
      await request(
        `mutation { createProject(input: { key: "${key}", name: "Convergence ${key}" }) { key } }`,
        {},
        adaCookie,
      );
      await request(
        `mutation { addMember(projectKey: "${key}", email: "grace@lanes.test", role: MEMBER) { id } }`,
        {},
        adaCookie,
      );
      for (const p of people) {
        unmount(p);
        p.queryClient.clear();
      }
      onlineManager.setOnline(true);
      try {
        for (const s of steps) {
          switch (s.t) {
            case 'create': {
              const p = people[s.who];
              intent(
                p,
                CreateTaskDocument,
                { input: { projectKey: key, title: `Task by ${p.name}`, status: s.status } },
                (data) => addTaskToBoards(p.queryClient, key, data.createTask),
              );
              if (onlineManager.isOnline()) await Promise.all(p.pending);
              break;
            }
            case 'move': {
              const p = people[s.who];
              const tasks = await tasksOf(key, adaCookie);
              const task = tasks[s.pick % Math.max(1, tasks.length)];
              if (!task || task.allowedTransitions.length === 0) break;
              const status = task.allowedTransitions[s.to % task.allowedTransitions.length]!;
              intent(p, MoveTaskDocument, { id: task.id, status, expectedVersion: task.version }, () => {});
              if (onlineManager.isOnline()) await Promise.all(p.pending);
              break;
            }
            case 'delete': {
              const tasks = await tasksOf(key, adaCookie);
              const task = tasks[s.pick % Math.max(1, tasks.length)];
              if (!task) break;
              intent(ada, DeleteTaskDocument, { id: task.id }, () =>
                removeTaskFromBoards(ada.queryClient, task.id),
              );
              if (onlineManager.isOnline()) await Promise.all(ada.pending);
              break;
            }
            case 'mount':
              await mount(people[s.who], key);
              break;
            case 'unmount':
              unmount(people[s.who]);
              break;
            case 'drop':
              // The stream drops and comes back from where the cache now is (useLiveBoard's reconnect).
              detach(people[s.who]);
              if (people[s.who].board) attach(people[s.who], key);
              break;
            case 'restart':
              for (const p of people) detach(p);
              await restart();
              for (const p of people) if (p.board) attach(p, key);
              break;
            case 'offline':
              onlineManager.setOnline(false);
              for (const p of people) detach(p);
              break;
            case 'online':
              onlineManager.setOnline(true);
              for (const p of people) if (p.board) attach(p, key);
              break;
          }
        }

        // Quiescence: back online, every screen open, paused intents sent, every stream caught up with the log.
        // A person who never opened the board has nothing cached to compare; the others open it again.
        onlineManager.setOnline(true);
        const holders = people.filter(
          (p) => p.queryClient.getQueryData(useBoardQuery.key({ key })) !== undefined,
        );
        for (const p of holders) {
          await mount(p, key);
          attach(p, key);
        }
        for (const p of people) await Promise.all(p.pending.splice(0));
        const seq = (
          await request<{ project: { seq: number } }>(
            `query { project(key: "${key}") { seq } }`,
            {},
            adaCookie,
          )
        ).data!.project.seq;
        for (const p of holders) {
          await vi.waitFor(
            () => {
              const board = p.queryClient.getQueryData<BoardQuery>(useBoardQuery.key({ key }));
              const fetching = p.queryClient.isFetching() > 0;
              if (fetching || !board?.project) throw new Error('not settled');
              if ((resumePoint(p.queryClient, key) ?? -1) < seq && board.project.seq < seq)
                throw new Error(`${p.name} at ${resumePoint(p.queryClient, key)}, log at ${seq}`);
            },
            { timeout: 5_000, interval: 10 },
          );
          const fresh = dataUnderPolicy(
            await p.client.execute(BoardDocument, { variables: { key } }),
            'none',
          );
          expect(screenOf(p.queryClient.getQueryData<BoardQuery>(useBoardQuery.key({ key })))).toEqual(
            screenOf(fresh),
          );
        }
      } finally {
        for (const p of people) unmount(p);
        onlineManager.setOnline(true);
      }
    }),
    {
      numRuns: RUNS,
      ...(process.env['FC_SEED']
        ? { seed: Number(process.env['FC_SEED']), path: process.env['FC_PATH'] }
        : {}),
    },
  );
}, 300_000);
