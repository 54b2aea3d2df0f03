// The typed-mentions tests' service and helpers (typed-mentions.test.ts, typed-mentions-repeats.test.ts): one service
// per file with Ada, Grace and Linus signed in, requests in-process, on the run's PostgreSQL (a thousand comments in a
// row: tests/support/service.ts); a fresh project per test.
import { afterAll, beforeAll } from 'vitest';
import { startService, type TestService } from '../support/service';
import { inProcess } from '../support/in-process';
import { SEED_USERS } from '../../server/seed';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

let service: TestService | undefined;
export const cookie = { ada: '', grace: '', linus: '' };
export const { data, send } = inProcess(() => theService());
export const [ADA, GRACE, LINUS] = SEED_USERS;

/** The running service (once beforeAll has run). */
export function theService(): TestService {
  if (!service) throw new Error('The service starts in beforeAll: use it inside a test');
  return service;
}

/** The file's service with Ada, Grace and Linus signed in: call at the top of a test file. */
export function typedMentionsService(): void {
  beforeAll(async () => {
    service = await startService();
    const { signIn } = inProcess(() => theService());
    cookie.ada = await signIn('ada@lanes.test');
    cookie.grace = await signIn('grace@lanes.test');
    cookie.linus = await signIn('linus@lanes.test');
  });
  afterAll(() => service?.close());
}

export const COMMENT = 'id body mentions { id name }';
export const ADD = `mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { ${COMMENT} } }`;
export const ADD_LOOSE = `mutation ($t: ID!, $b: String) { addComment(taskId: $t, body: $b) { ${COMMENT} } }`;
export const EDIT = `mutation ($c: ID!, $b: String!) { editComment(id: $c, body: $b) { ${COMMENT} } }`;
export const CREATE = `mutation ($i: CreateTaskInput!) { createTask(input: $i) { id number key version description
  descriptionText mentions { id name } } }`;
export const UPDATE = `mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id version description
  mentions { id name } } }`;
export const INBOX = `{ inbox(first: 50) { unreadCount edges { node { kind count excerpt actor { name } task { key } } } } }`;

let keys = 0;
/** A project of Ada (ADMIN) with Grace (MEMBER) and Linus (MEMBER unless told), and one task made by Ada. */
export async function project(linusRole = 'MEMBER') {
  keys += 1;
  const key = `TY${String.fromCharCode(64 + keys)}`;
  await data(
    'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }',
    { i: { key, name: key } },
    cookie.ada,
  );
  for (const [email, role] of [
    ['grace@lanes.test', 'MEMBER'],
    ['linus@lanes.test', linusRole],
  ]) {
    await data(
      'mutation ($k: String!, $e: String!, $r: Role!) { addMember(projectKey: $k, email: $e, role: $r) { id } }',
      { k: key, e: email, r: role },
      cookie.ada,
    );
  }
  const { createTask } = await data(CREATE, { i: { projectKey: key, title: 'Plan the launch' } }, cookie.ada);
  return { key, task: createTask };
}

export async function clearInboxes() {
  await theService().db.query('DELETE FROM notifications');
}

export const inboxOf = async (who: keyof typeof cookie) => (await data(INBOX, {}, cookie[who])).inbox;
