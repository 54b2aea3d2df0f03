// The project result cache (server/cache/project-result-cache.ts) against the real service: a repeated Board is
// answered from memory, and never once it would differ: another user's change, a removal, a role change, a
// signed-out session and another instance's write are all seen by the very next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { BoardColumnDocument, BoardDocument } from '../../generated/graphql';
import { createApp, type Listening } from '../../server/app';
import { cacheablePlan } from '../../server/cache/project-result-cache';
import { createBoardPubSub } from '../../server/pubsub';
import { startService, type TestService } from '../support/service';
import { TEST_PASSWORD_COST } from '../support/password-cost';

let service: TestService;
let ada: string;
let projectCount = 0;
const BOARD = String(BoardDocument);
const GRACE_ID = '5eed0001-0000-4000-8000-000000000002';

beforeAll(async () => {
  service = await startService();
  ada = await service.signIn('ada@lanes.test');
});
afterAll(() => service.close());

interface BoardData {
  project: {
    seq: number;
    viewerRole: string;
    backlog: { totalCount: number; edges: { node: { title: string } }[] };
  } | null;
}

/** A fresh project of Ada's with Grace as a MEMBER, and one task in it. */
async function projectWithGrace(): Promise<string> {
  projectCount += 1;
  const key = `RC${String.fromCharCode(64 + projectCount)}`;
  const steps = [
    ['mutation ($k: String!) { createProject(input: { key: $k, name: "Cache" }) { id } }', { k: key }],
    [
      'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: MEMBER) { id } }',
      { k: key },
    ],
    ['mutation ($k: String!) { createTask(input: { projectKey: $k, title: "First" }) { id } }', { k: key }],
  ] as const;
  for (const [query, variables] of steps) {
    const body = await service.request(query, variables, ada);
    expect(body.errors).toBeUndefined();
  }
  return key;
}

const board = (key: string, cookie: string) => service.request<BoardData>(BOARD, { key }, cookie);
const hits = () => service.app.resultCache.stats().hits;

/** Reads the board twice and checks the second read was a cache hit with the same answer. */
async function cachedRead(key: string, cookie: string): Promise<BoardData> {
  const first = await board(key, cookie);
  expect(first.errors).toBeUndefined();
  const before = hits();
  const second = await board(key, cookie);
  expect(hits()).toBe(before + 1);
  expect(second).toEqual(first);
  return second.data!;
}

describe('the project result cache', () => {
  it('answers a repeated Board from memory, and a task another user adds between two reads at once', async () => {
    const key = await projectWithGrace();
    const grace = await service.signIn('grace@lanes.test');
    const cached = await cachedRead(key, grace);
    expect(cached.project!.backlog.edges.map((edge) => edge.node.title)).toEqual(['First']);

    const added = await service.request(
      'mutation ($k: String!) { createTask(input: { projectKey: $k, title: "Second" }) { id } }',
      { k: key },
      ada,
    );
    expect(added.errors).toBeUndefined();
    const before = hits();
    const after = await board(key, grace);
    expect(hits()).toBe(before);
    expect(after.data!.project!.seq).toBe(cached.project!.seq + 1);
    expect(after.data!.project!.backlog.edges.map((edge) => edge.node.title)).toEqual(['Second', 'First']);
  });

  it('never gives a removed member the board it cached for them', async () => {
    const key = await projectWithGrace();
    const grace = await service.signIn('grace@lanes.test');
    await cachedRead(key, grace);

    const removed = await service.request(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: key, u: GRACE_ID },
      ada,
    );
    expect(removed.errors).toBeUndefined();
    const after = await board(key, grace);
    expect(after.data).toEqual({ project: null });
    expect(after.errors).toEqual([
      expect.objectContaining({ message: `Project ${key} not found`, extensions: { code: 'NOT_FOUND' } }),
    ]);
  });

  it('shows a role change at once', async () => {
    const key = await projectWithGrace();
    const grace = await service.signIn('grace@lanes.test');
    expect((await cachedRead(key, grace)).project!.viewerRole).toBe('MEMBER');

    const changed = await service.request(
      'mutation ($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: VIEWER) { role } }',
      { k: key, u: GRACE_ID },
      ada,
    );
    expect(changed.errors).toBeUndefined();
    const after = await board(key, grace);
    expect(after.errors).toBeUndefined();
    expect(after.data!.project!.viewerRole).toBe('VIEWER');
  });

  it('gives a session that signed out no cached answer, nor one ended by "sign out everywhere" elsewhere', async () => {
    const key = await projectWithGrace();
    const graceHere = await service.signIn('grace@lanes.test');
    const graceThere = await service.signIn('grace@lanes.test');
    await cachedRead(key, graceHere);
    await cachedRead(key, graceThere);

    const everywhere = await service.request('mutation { signOutEverywhere }', {}, graceThere);
    expect(everywhere).toEqual({ data: { signOutEverywhere: true } });
    for (const cookie of [graceHere, graceThere]) {
      const after = await board(key, cookie);
      expect(after.data).toEqual({ project: null });
      expect(after.errors).toEqual([
        expect.objectContaining({ message: 'Sign in to continue', extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }

    const again = await service.signIn('grace@lanes.test');
    await cachedRead(key, again);
    expect(await service.request('mutation { signOut }', {}, again)).toEqual({ data: { signOut: true } });
    expect((await board(key, again)).errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('keeps one answer per viewer: the same board read by an ADMIN and a MEMBER', async () => {
    const key = await projectWithGrace();
    const grace = await service.signIn('grace@lanes.test');
    expect((await cachedRead(key, ada)).project!.viewerRole).toBe('ADMIN');
    expect((await cachedRead(key, grace)).project!.viewerRole).toBe('MEMBER');
    expect((await board(key, ada)).data!.project!.viewerRole).toBe('ADMIN');
  });

  it('sees a change made through another instance on the same database, with no pub/sub between them', async () => {
    const key = await projectWithGrace();
    const grace = await service.signIn('grace@lanes.test');
    // A second instance of the service on the same database, with its own in-process pub/sub: nothing tells the
    // first one about its writes but the database.
    const other = createApp({
      production: false,
      db: service.db,
      pubsub: createBoardPubSub(),
      embedded: true,
      logLevel: 'error',
      passwordCost: TEST_PASSWORD_COST,
    });
    let listening: Listening | undefined;
    try {
      listening = await other.listen({ port: 0, host: '127.0.0.1' });
      const cached = await cachedRead(key, grace);
      const response = await fetch(`${listening.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: ada },
        body: JSON.stringify({
          query:
            'mutation ($k: String!) { createTask(input: { projectKey: $k, title: "Elsewhere" }) { id } }',
          variables: { k: key },
        }),
      });
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
      const after = await board(key, grace);
      expect(after.data!.project!.seq).toBe(cached.project!.seq + 1);
      expect(after.data!.project!.backlog.totalCount).toBe(2);
    } finally {
      await listening?.close();
      await other.close();
    }
  });
});

describe('which documents are cached', () => {
  const schema = () => service.app.yoga.getEnveloped().schema;
  const plan = (text: string) => cacheablePlan(schema(), parse(text));

  it('the app’s Board and BoardColumn queries', () => {
    expect(plan(BOARD)?.projectKey).toEqual({ variable: 'key', defaultValue: undefined });
    expect(plan(String(BoardColumnDocument))?.projectKey).toEqual({
      variable: 'key',
      defaultValue: undefined,
    });
  });

  it('nothing that reads outside the project’s event log, and no mutation', () => {
    expect(plan('{ project(key: "LAN") { tasks { edges { node { comments { body } } } } } }')).toBeNull();
    expect(
      plan('{ project(key: "LAN") { tasks { edges { node { project { archivedAt } } } } } }'),
    ).toBeNull();
    expect(
      plan(
        '{ project(key: "LAN") { ...P } } fragment P on Project { tasks { edges { node { comments { id } } } } }',
      ),
    ).toBeNull();
    expect(plan('{ project(key: "LAN") { id } viewer { id } }')).toBeNull();
    expect(plan('{ projects { id } }')).toBeNull();
    expect(plan('mutation { updateProject(input: { key: "LAN", name: "x" }) { id } }')).toBeNull();
    expect(plan('{ project(key: "LAN") { id ... on Project { seq } } }')?.projectKey).toEqual({
      literal: 'LAN',
    });
    // Archiving and unarchiving are events in the project's log: the archive date is covered by its seq.
    expect(plan('{ project(key: "LAN") { id archivedAt } }')?.projectKey).toEqual({ literal: 'LAN' });
  });
});
