// Idempotency-Key on the real service: a signed-in user's mutation with a key runs once per (user, key); a retry
// and a concurrent duplicate get the first answer; another key is another change; a key over 64 characters or
// reused for a different request is refused.
import { expect, it } from 'vitest';
import { KEY_REUSED, KEY_TOO_LONG } from '../../server/events/idempotency';
import { test } from '../support/fixtures';
import type { TestService } from '../support/service';
import { inProcess } from '../support/in-process';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
let ada: string;
let grace: string;
const { data } = inProcess(() => service);

test.beforeAll(async ({ sharedService }) => {
  service = sharedService;
  ada = (await service.sessionFor('ada@lanes.test')).cookie;
  grace = (await service.sessionFor('grace@lanes.test')).cookie;
  await data('mutation { createProject(input: { key: "IDEM", name: "Once" }) { id } }', {}, ada);
  await data(
    'mutation { addMember(projectKey: "IDEM", email: "grace@lanes.test", role: MEMBER) { id } }',
    {},
    ada,
  );
});

const CREATE = `mutation ($t: String!) { createTask(input: { projectKey: "IDEM", title: $t }) {
  id key title rank version createdAt } }`;

async function send(
  query: string,
  variables: Record<string, unknown>,
  cookie: string,
  key?: string,
): Promise<Loose> {
  const response = await service.app.yoga.fetch('http://127.0.0.1/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie,
      ...(key !== undefined ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

async function titled(title: string): Promise<number> {
  const rows = await service.db.query(
    `SELECT 1 FROM tasks t JOIN projects p ON p.id = t.project_id WHERE p.key = 'IDEM' AND t.title = $1`,
    [title],
  );
  return rows.length;
}

it('runs the same CreateTask sent twice with one key once, and answers both alike', async () => {
  const first = await send(CREATE, { t: 'Retried' }, ada, 'key-1');
  const retry = await send(CREATE, { t: 'Retried' }, ada, 'key-1');
  expect(first.errors).toBeUndefined();
  expect(retry).toEqual(first);
  expect(await titled('Retried')).toBe(1);
});

it('makes one change of two concurrent duplicates, the second waiting for the first', async () => {
  const [a, b] = await Promise.all([
    send(CREATE, { t: 'Double click' }, ada, 'key-2'),
    send(CREATE, { t: 'Double click' }, ada, 'key-2'),
  ]);
  expect(a.errors).toBeUndefined();
  expect(b).toEqual(a);
  expect(await titled('Double click')).toBe(1);
});

it('creates two tasks for two keys, and keeps keys apart per user', async () => {
  const one = await send(CREATE, { t: 'Two keys' }, ada, 'key-3');
  const two = await send(CREATE, { t: 'Two keys' }, ada, 'key-4');
  const graces = await send(CREATE, { t: 'Two keys' }, grace, 'key-3');
  expect(new Set([one.data.createTask.id, two.data.createTask.id, graces.data.createTask.id]).size).toBe(3);
  expect(await titled('Two keys')).toBe(3);
});

it('lets a refused mutation be retried with its key', async () => {
  const refused = await send(CREATE, { t: ' ' }, ada, 'key-5');
  expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  const fixed = await send(CREATE, { t: ' ' }, ada, 'key-5');
  expect(fixed.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  const rows = await service.db.query(`SELECT 1 FROM idempotency_keys WHERE key = 'key-5'`);
  expect(rows).toEqual([]);
});

it('refuses a key over 64 characters, and a key reused for a different request', async () => {
  expect(await send(CREATE, { t: 'Long key' }, ada, 'k'.repeat(64))).toMatchObject({
    data: { createTask: { title: 'Long key' } },
  });
  // Refused before it runs, like any request error: no `data`.
  expect(await send(CREATE, { t: 'Too long' }, ada, 'k'.repeat(65))).toEqual({
    errors: [
      {
        message: KEY_TOO_LONG,
        extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: KEY_TOO_LONG } },
      },
    ],
  });
  expect(await titled('Too long')).toBe(0);
  expect((await send(CREATE, { t: 'Other' }, ada, 'k'.repeat(64))).errors).toEqual([
    { message: KEY_REUSED, extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: KEY_REUSED } } },
  ]);
  expect(await titled('Other')).toBe(0);
});
