// Mentions in comments against the real service (yoga in-process, real PostgreSQL): stored by user id in the body,
// refused when they name someone outside the project, resolved to current names (Comment.mentions), listed in the
// task's Activity as written at the time, and within the body's exact limit of 5,000 characters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { inProcess } from '../support/in-process';
import { SEED_USERS } from '../../server/seed';
import { mentionToken } from '../../src/lib/validation';

// Results are compared with exact values field by field; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
let ada: string;
let grace: string;
const { data, send, signIn } = inProcess(() => service);
const [ADA, GRACE, LINUS] = SEED_USERS;

beforeAll(async () => {
  service = await startService();
  ada = await signIn('ada@lanes.test');
  grace = await signIn('grace@lanes.test');
});

afterAll(async () => {
  await service?.close();
});

const COMMENT = 'id body mentions { id name }';
const ADD = `mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { ${COMMENT} } }`;
const EDIT = `mutation ($c: ID!, $b: String!) { editComment(id: $c, body: $b) { ${COMMENT} } }`;
const NOT_MEMBER = {
  code: 'BAD_USER_INPUT',
  fields: { body: 'Mentions must name members of this project' },
};

let keys = 0;
/** A project of Ada (ADMIN) and Grace (MEMBER) with one task; Linus is not a member. */
async function freshTask(): Promise<{ id: string; number: number; key: string }> {
  keys += 1;
  const key = `MN${String.fromCharCode(64 + keys)}`;
  await data(
    'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }',
    {
      i: { key, name: `Mentions ${key}` },
    },
    ada,
  );
  await data(
    'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: MEMBER) { id } }',
    { k: key },
    ada,
  );
  const { createTask } = await data(
    'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id number } }',
    { i: { projectKey: key, title: 'Talk about it', status: 'TODO' } },
    ada,
  );
  return { ...createTask, key };
}

async function commentCount(taskId: string): Promise<number> {
  const rows = await service.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM comments WHERE task_id = $1',
    [taskId],
  );
  return Number(rows[0]!.n);
}

describe('mentions', () => {
  it('are stored by user id in the body and read back as users with their current names', async () => {
    const task = await freshTask();
    const body = `Over to ${mentionToken(GRACE)}, cc ${mentionToken(ADA)} and ${mentionToken(GRACE)} again`;
    const { addComment } = await data(ADD, { t: task.id, b: body }, ada);
    expect(addComment.body).toBe(body);
    expect(addComment.body).toContain(`(user:${GRACE.id})`);
    expect(addComment.mentions).toEqual([
      { id: GRACE.id, name: 'Grace Hopper' },
      { id: ADA.id, name: 'Ada Lovelace' },
    ]);
    const stored = await service.db.query<{ body: string }>('SELECT body FROM comments WHERE id = $1', [
      addComment.id,
    ]);
    expect(stored[0]!.body).toBe(body);

    // A rename shows in every mention at once: the body holds the id, not the name.
    await service.db.query("UPDATE users SET name = 'Grace B. Hopper' WHERE id = $1", [GRACE.id]);
    try {
      const read = await data(
        `query ($k: String!, $n: Int!) { task(projectKey: $k, number: $n) { comments { ${COMMENT} } } }`,
        { k: task.key, n: task.number },
        grace,
      );
      expect(read.task.comments[0].mentions).toEqual([
        { id: GRACE.id, name: 'Grace B. Hopper' },
        { id: ADA.id, name: 'Ada Lovelace' },
      ]);
      expect(read.task.comments[0].body).toBe(body);
    } finally {
      await service.db.query("UPDATE users SET name = 'Grace Hopper' WHERE id = $1", [GRACE.id]);
    }
  });

  it('naming a non-member or an unknown id is BAD_USER_INPUT on add and edit, and nothing is written', async () => {
    const task = await freshTask();
    for (const body of [
      `Hello ${mentionToken(LINUS)}`,
      'Hello @[Ghost](user:5eed0001-0000-4000-8000-999999999999)',
      `${mentionToken(GRACE)} and @[x](user:nobody)`,
    ]) {
      const { body: answer } = await send(ADD, { t: task.id, b: body }, ada);
      expect(answer.errors?.map((e) => [e.message, e.extensions])).toEqual([
        ['Mentions must name members of this project', NOT_MEMBER],
      ]);
    }
    expect(await commentCount(task.id)).toBe(0);

    const { addComment } = await data(ADD, { t: task.id, b: 'Plain words' }, grace);
    const { body: edit } = await send(EDIT, { c: addComment.id, b: `Now ${mentionToken(LINUS)}` }, grace);
    expect(edit.errors?.map((e) => e.extensions)).toEqual([NOT_MEMBER]);
    const after = await service.db.query<{ body: string }>('SELECT body FROM comments WHERE id = $1', [
      addComment.id,
    ]);
    expect(after[0]!.body).toBe('Plain words');

    // Text that only looks like a mention (no `@`, or no user: target) is plain Markdown and is not checked.
    const { addComment: plain } = await data(
      ADD,
      { t: task.id, b: '[Linus](user:nobody) and @[Linus]' },
      grace,
    );
    expect(plain.mentions).toEqual([]);
  });

  it('an edit keeps the mentions the comment already had, even of someone who has since left; new ones are checked', async () => {
    const task = await freshTask();
    const { addComment } = await data(ADD, { t: task.id, b: `Thanks ${mentionToken(GRACE)}` }, ada);
    await data(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: task.key, u: GRACE.id },
      ada,
    );
    const { editComment } = await data(
      EDIT,
      { c: addComment.id, b: `Thanks again ${mentionToken(GRACE)}` },
      ada,
    );
    expect(editComment.mentions).toEqual([{ id: GRACE.id, name: 'Grace Hopper' }]);
    const { body: added } = await send(
      EDIT,
      { c: addComment.id, b: `${mentionToken(GRACE)} ${mentionToken(LINUS)}` },
      ada,
    );
    expect(added.errors?.map((e) => e.extensions)).toEqual([NOT_MEMBER]);
    // A new comment may not mention someone who has left.
    const { body: fresh } = await send(ADD, { t: task.id, b: `Hi ${mentionToken(GRACE)}` }, ada);
    expect(fresh.errors?.map((e) => e.extensions)).toEqual([NOT_MEMBER]);
  });

  it('keeps the body limit exact: 5,000 characters as written (tokens and emoji included), 5,001 refused', async () => {
    const task = await freshTask();
    const token = mentionToken(GRACE);
    const emoji = '😀';
    const fill = (n: number) => `${token} ${emoji.repeat(n - Array.from(token).length - 1)}`;
    expect(Array.from(fill(5_000)).length).toBe(5_000);
    expect(fill(5_000).length).toBeGreaterThan(5_000); // UTF-16 units: the service counts characters
    const { addComment } = await data(ADD, { t: task.id, b: fill(5_000) }, grace);
    expect(addComment.mentions).toEqual([{ id: GRACE.id, name: 'Grace Hopper' }]);
    const { body: over } = await send(ADD, { t: task.id, b: fill(5_001) }, grace);
    expect(over.errors?.map((e) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', fields: { body: 'Comment must be at most 5,000 characters' } },
    ]);
  });

  it('are listed in Activity as the comment is now, beside who moved, changed and commented', async () => {
    const task = await freshTask();
    const { addComment } = await data(ADD, { t: task.id, b: `Ask ${mentionToken(GRACE)}` }, ada);
    await data(EDIT, { c: addComment.id, b: 'Never mind' }, ada);
    await data(
      'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id } }',
      { i: { id: task.id, expectedVersion: 1, title: 'Talk it over', priority: 'HIGH' } },
      grace,
    );
    await data(
      'mutation ($id: ID!) { moveTask(id: $id, status: IN_PROGRESS, expectedVersion: 2) { id } }',
      { id: task.id },
      grace,
    );
    const { task: read } = await data(
      `query ($k: String!, $n: Int!) { task(projectKey: $k, number: $n) {
        comments { ${COMMENT} }
        activity(first: 10) { edges { node { kind actor { name } changedFields status mentions { id name } } } } } }`,
      { k: task.key, n: task.number },
      ada,
    );
    expect(read.comments[0].mentions).toEqual([]);
    expect(read.activity.edges.map((e: Loose) => e.node)).toEqual([
      {
        kind: 'TASK_MOVED',
        actor: { name: 'Grace Hopper' },
        changedFields: ['status', 'rank'],
        status: 'IN_PROGRESS',
        mentions: [],
      },
      {
        kind: 'TASK_UPDATED',
        actor: { name: 'Grace Hopper' },
        changedFields: ['title', 'priority'],
        status: null,
        mentions: [],
      },
      {
        kind: 'COMMENT_EDITED',
        actor: { name: 'Ada Lovelace' },
        changedFields: ['body'],
        status: null,
        mentions: [],
      },
      // The comment no longer mentions Grace: its first draft, and whom it mentioned, are not handed out again.
      {
        kind: 'COMMENT_ADDED',
        actor: { name: 'Ada Lovelace' },
        changedFields: [],
        status: null,
        mentions: [],
      },
      {
        kind: 'TASK_CREATED',
        actor: { name: 'Ada Lovelace' },
        changedFields: [],
        status: 'TODO',
        mentions: [],
      },
    ]);
  });
});
