// Hostile input against the real service (yoga app, real PGlite): control characters, unpaired surrogates,
// impossible dates and forged cursors are BAD_USER_INPUT naming the field, never an unexpected error, and nothing is
// logged at error level (each unexpected error used to log a 15-line stack).
import { readFile } from 'node:fs/promises';
import type { YogaLogger } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { openPglite } from '../../server/db/pglite';
import type { Db } from '../../server/db/types';
import { createBoardPubSub } from '../../server/pubsub';
import { INVALID_INPUT_MESSAGE } from '../../server/resolvers/db-errors';
import { MESSAGES } from '../../src/lib/validation';
import type { GraphQLErrorBody } from '../support/service';
import { inProcess, sessionOf } from '../support/in-process';
import { TEST_PASSWORD_COST } from '../support/password-cost';

let db: Db;
let app: App;
let ada: string;
const logged: { level: string; args: unknown[] }[] = [];

// yoga's logger interface, recording instead of printing: the test asserts what would have reached the log.
const logger: YogaLogger = {
  debug: (...args: unknown[]) => void logged.push({ level: 'debug', args }),
  info: (...args: unknown[]) => void logged.push({ level: 'info', args }),
  warn: (...args: unknown[]) => void logged.push({ level: 'warn', args }),
  error: (...args: unknown[]) => void logged.push({ level: 'error', args }),
};

const { send } = inProcess(() => ({ app }));

async function refusal(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLErrorBody> {
  const { body } = await send(query, variables, ada);
  expect(body.errors).toHaveLength(1);
  return body.errors![0]!;
}

function badInput(fields: Record<string, string>) {
  return {
    message: Object.values(fields).join('; '),
    extensions: { code: 'BAD_USER_INPUT', fields },
  };
}

beforeAll(async () => {
  ({ db } = await openPglite({ loadDataDir: new Blob([await readFile(inject('lanesSeedDump'))]) }));
  app = createApp({
    production: false,
    db,
    pubsub: createBoardPubSub(),
    embedded: true,
    logger,
    passwordCost: TEST_PASSWORD_COST,
  });
  const { response, body } = await send(
    'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
  );
  expect(body.errors).toBeUndefined();
  ada = sessionOf(response);
});

afterAll(async () => {
  await app.close();
  await db.close();
  // Every refusal above was an answer, not an accident: nothing reached the log at warn or error level.
  expect(logged.filter((entry) => entry.level === 'error' || entry.level === 'warn')).toEqual([]);
});

const CREATE_TASK =
  'mutation ($input: CreateTaskInput!) { createTask(input: $input) { id title description dueDate } }';

describe('text fields refuse control characters and unpaired surrogates', () => {
  it.each([
    [
      'a NUL in a title',
      { title: 'a\u0000b' },
      { title: 'Title must not contain control characters or line breaks' },
    ],
    [
      'a line break in a title',
      { title: 'a\nb' },
      { title: 'Title must not contain control characters or line breaks' },
    ],
    [
      'DEL in a title',
      { title: 'a\u007fb' },
      { title: 'Title must not contain control characters or line breaks' },
    ],
    [
      'a C1 control in a title',
      { title: 'a\u0085b' },
      { title: 'Title must not contain control characters or line breaks' },
    ],
    [
      'a lone high surrogate in a title',
      { title: 'a\ud83db' },
      { title: 'Title contains a broken character (an unpaired surrogate)' },
    ],
    [
      'a lone low surrogate in a title',
      { title: '\ude00' },
      { title: 'Title contains a broken character (an unpaired surrogate)' },
    ],
    [
      'a NUL in a description',
      { title: 'ok', description: 'x\u0000' },
      { description: 'Description must not contain control characters other than tabs and line breaks' },
    ],
    [
      'a bell in a description',
      { title: 'ok', description: 'x\u0007' },
      { description: 'Description must not contain control characters other than tabs and line breaks' },
    ],
  ])('createTask with %s', async (_, fields, expected) => {
    expect(await refusal(CREATE_TASK, { input: { projectKey: 'LAN', ...fields } })).toMatchObject(
      badInput(expected),
    );
  });

  it('keeps tabs, line breaks and emoji in a description, and emoji in a title', async () => {
    const { body } = await send(
      CREATE_TASK,
      { input: { projectKey: 'LAN', title: 'Ship 🚀', description: 'line 1\n\tline 2\r\nline 3 😀' } },
      ada,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.createTask).toMatchObject({
      title: 'Ship 🚀',
      description: 'line 1\n\tline 2\r\nline 3 😀',
    });
  });

  it('refuses a NUL in a comment, a project name and a sign-up name', async () => {
    const task = await send(CREATE_TASK, { input: { projectKey: 'LAN', title: 'for comments' } }, ada);
    expect(
      await refusal('mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }', {
        t: task.body.data.createTask.id,
        b: 'hi\u0000',
      }),
    ).toMatchObject(
      badInput({ body: 'Comment must not contain control characters other than tabs and line breaks' }),
    );
    expect(
      await refusal('mutation ($n: String!) { createProject(input: { key: "NUL", name: $n }) { id } }', {
        n: 'x\u0000',
      }),
    ).toMatchObject(badInput({ name: 'Name must not contain control characters or line breaks' }));
    const { body } = await send(
      'mutation ($n: String!) { signUp(input: { name: $n, email: "nul@lanes.test", password: "long enough" }) { id } }',
      { n: 'Nul\u0000' },
    );
    expect(body.errors?.[0]).toMatchObject(
      badInput({ name: 'Name must not contain control characters or line breaks' }),
    );
  });

  it('refuses a NUL in search text', async () => {
    expect(
      await refusal(
        'query ($t: String) { project(key: "LAN") { tasks(filter: { text: $t }) { totalCount } } }',
        {
          t: 'a\u0000',
        },
      ),
    ).toMatchObject(badInput({ text: 'Search text must not contain control characters or line breaks' }));
  });

  it('answers text PostgreSQL cannot store, where no field rule applies, as BAD_USER_INPUT (the last line of defence)', async () => {
    expect(
      await refusal('query ($k: String!) { project(key: $k) { id } }', { k: 'LA\u0000N' }),
    ).toMatchObject(badInput({ input: INVALID_INPUT_MESSAGE }));
  });
});

describe('dates', () => {
  it.each(['0000-01-01', '2026-02-30', '2026-13-01', '10000-01-01', '2026-1-1', ''])(
    'refuses dueDate %j',
    async (dueDate) => {
      expect(
        await refusal(CREATE_TASK, { input: { projectKey: 'LAN', title: 'due', dueDate } }),
      ).toMatchObject(badInput({ dueDate: MESSAGES.dueDateInvalid }));
    },
  );

  it('refuses a dueDate that is not a string before the operation runs', async () => {
    const { response, body } = await send(
      CREATE_TASK,
      { input: { projectKey: 'LAN', title: 'due', dueDate: 20260101 } },
      ada,
    );
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      {
        message: `Variable "$input" got invalid value 20260101 at "input.dueDate"; ${MESSAGES.dueDateInvalid}`,
        locations: [{ line: 1, column: 11 }],
        extensions: { code: 'BAD_USER_INPUT', fields: { dueDate: MESSAGES.dueDateInvalid } },
      },
    ]);
  });

  it('refuses an impossible dueDate written in the document', async () => {
    expect(
      await refusal(
        'mutation { createTask(input: { projectKey: "LAN", title: "due", dueDate: "0000-01-01" }) { id } }',
      ),
    ).toMatchObject(badInput({ dueDate: MESSAGES.dueDateInvalid }));
  });

  it('accepts the first and last dates there are, and a leap day', async () => {
    for (const dueDate of ['0001-01-01', '9999-12-31', '2028-02-29']) {
      const { body } = await send(CREATE_TASK, { input: { projectKey: 'LAN', title: 'due', dueDate } }, ada);
      expect(body.errors).toBeUndefined();
      expect(body.data.createTask.dueDate).toBe(dueDate);
    }
  });
});

describe('cursors', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['the largest safe integers', cursor([2 ** 53 - 1, 2 ** 53 - 1])],
    ['a task number beyond a PostgreSQL integer', cursor([0, 2 ** 31])],
    ['a status rank that does not exist', cursor([6, 1])],
    ['a negative rank', cursor([-1, 1])],
    ['fractions', cursor([0.5, 1])],
    ['an oversized cursor', 'A'.repeat(100_000)],
    ['a NUL', 'WzAs\u0000'],
  ])('refuses %s', async (_, after) => {
    expect(
      await refusal('query ($a: String) { project(key: "LAN") { tasks(after: $a) { totalCount } } }', {
        a: after,
      }),
    ).toMatchObject(badInput({ after: 'This list position is not valid; reload the list' }));
  });
});
