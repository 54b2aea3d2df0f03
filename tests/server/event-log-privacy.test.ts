// docs/product.md §13, "What others see is what they may see" (issue 17 item 12): a viewer added later replays the log
// with boardEvents(after: 0) and reads a task's Activity, against the running service over real HTTP and SSE. Neither
// hands out a deleted comment's body, an edited comment's first draft, a deleted task's title or description, or the
// email of a member who has since been removed: each entity comes as it is now, or null once it is gone.
import { describe, expect, it } from 'vitest';
import { test } from '../support/fixtures';
import { sse } from '../support/sse';
import type { TestService } from '../support/service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
let ada: string;
let grace: string;
let linus: string;
test.beforeAll(async ({ sharedService }) => {
  service = sharedService;
  ada = (await service.sessionFor('ada@lanes.test')).cookie;
  grace = (await service.sessionFor('grace@lanes.test')).cookie;
  linus = (await service.sessionFor('linus@lanes.test')).cookie;
});

async function data(query: string, variables: Record<string, unknown>, cookie: string): Promise<Loose> {
  const body = await service.request<Loose>(query, variables, cookie);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const SECRETS = ['First draft', 'Deleted remark', 'Secret title', 'Secret description', 'grace@lanes.test'];

const EVENTS = `subscription ($k: String!) { boardEvents(projectKey: $k, after: 0) {
  kind seq deletedId taskId userId actor { id name email }
  task { id title description } comment { id body author { name } }
  member { id role user { id name email } } project { name description }
} }`;

describe('a replay of the event log and the Activity list', () => {
  it('give what was deleted, replaced or left as it is now, or as gone', async () => {
    const key = 'PRIV';
    await data('mutation { createProject(input: { key: "PRIV", name: "Private" }) { id } }', {}, ada);
    await data(
      'mutation { addMember(projectKey: "PRIV", email: "grace@lanes.test", role: MEMBER) { id } }',
      {},
      ada,
    );
    const kept = (
      await data(
        'mutation { createTask(input: { projectKey: "PRIV", title: "Kept", description: "Plain" }) { id number } }',
        {},
        grace,
      )
    ).createTask;
    const edited = (
      await data(
        'mutation ($t: ID!) { addComment(taskId: $t, body: "First draft") { id } }',
        { t: kept.id },
        grace,
      )
    ).addComment;
    await data(
      'mutation ($c: ID!) { editComment(id: $c, body: "Second thoughts") { id } }',
      { c: edited.id },
      grace,
    );
    const removed = (
      await data(
        'mutation ($t: ID!) { addComment(taskId: $t, body: "Deleted remark") { id } }',
        { t: kept.id },
        grace,
      )
    ).addComment;
    await data('mutation ($c: ID!) { deleteComment(id: $c) }', { c: removed.id }, grace);
    const doomed = (
      await data(
        'mutation { createTask(input: { projectKey: "PRIV", title: "Secret title", description: "Secret description" }) { id } }',
        {},
        grace,
      )
    ).createTask;
    await data(
      'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id } }',
      { i: { id: doomed.id, expectedVersion: 1, priority: 'HIGH' } },
      grace,
    );
    await data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: doomed.id }, ada);
    const graceId = (await data('{ viewer { id } }', {}, grace)).viewer.id;
    await data('mutation ($u: ID!) { removeMember(projectKey: "PRIV", userId: $u) }', { u: graceId }, ada);
    await data(
      'mutation { addMember(projectKey: "PRIV", email: "linus@lanes.test", role: VIEWER) { id } }',
      {},
      ada,
    );
    const { seq } = (await data('{ project(key: "PRIV") { seq } }', {}, linus)).project;

    const stream = await sse(fetch, service.graphqlUrl, EVENTS, { k: key }, linus);
    const events = (await stream.take(seq)).map((message) => message.data.boardEvents);
    await stream.leave();
    expect(events.map((event: Loose) => event.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    const replay = JSON.stringify(events);
    for (const secret of SECRETS) expect(replay).not.toContain(secret);

    const byKind = (kind: string) => events.filter((event: Loose) => event.kind === kind);
    // The edited comment as it is now; the deleted one gone.
    expect(byKind('COMMENT_ADDED').map((event: Loose) => event.comment?.body ?? null)).toEqual([
      'Second thoughts',
      null,
    ]);
    // The deleted task gone from every event about it, its deletion still said.
    expect(byKind('TASK_CREATED').map((event: Loose) => event.task?.title ?? null)).toEqual(['Kept', null]);
    expect(byKind('TASK_DELETED').map((event: Loose) => event.deletedId)).toEqual([doomed.id]);
    // Grace's membership gone, her name kept, her email not given.
    expect(byKind('MEMBER_ADDED').map((event: Loose) => event.member?.user.name ?? null)).toEqual([
      null,
      'Linus Torvalds',
    ]);
    const graceActs = events.filter((event: Loose) => event.actor.id === graceId);
    expect(graceActs.length).toBeGreaterThan(0);
    for (const event of graceActs)
      expect(event.actor).toEqual({ id: graceId, name: 'Grace Hopper', email: '' });

    const { task } = await data(
      `query ($n: Int!) { task(projectKey: "PRIV", number: $n) {
        activity(first: 50) { edges { node { kind actor { name email } comment { body } mentions { email } } } } } }`,
      { n: kept.number },
      linus,
    );
    const activity = task.activity.edges.map((edge: Loose) => edge.node);
    const listed = JSON.stringify(activity);
    for (const secret of SECRETS) expect(listed).not.toContain(secret);
    expect(activity.map((node: Loose) => [node.kind, node.comment?.body ?? null])).toEqual([
      ['COMMENT_DELETED', null],
      ['COMMENT_ADDED', null],
      ['COMMENT_EDITED', 'Second thoughts'],
      ['COMMENT_ADDED', 'Second thoughts'],
      ['TASK_CREATED', null],
    ]);
  });
});
