// docs/product.md §6: a member can leave any project (the only admin excepted), as real requests to the running
// service; a stranger's flood of her inbox is inbox-flood.test.ts.
import { describe, expect, it } from 'vitest';
import { mentionToken } from '../../src/lib/validation';
import {
  ADD_COMMENT,
  ADD_MEMBER,
  cookie,
  CREATE_PROJECT,
  CREATE_TASK,
  data,
  GRACE,
  LEAVE,
  LEAVE_STRICT,
  projectKeys,
  projectWithGrace,
  repeated,
  send,
  strangerService,
  theService,
  type Loose,
} from './stranger-fixture';

strangerService();

describe('leaveProject', () => {
  it('lets any member leave, a VIEWER too: the project and her items about it go, the members list follows', async () => {
    const task = await projectWithGrace(cookie.ada, 'LVA', 'VIEWER');
    await data(CREATE_TASK, { i: { projectKey: 'LVA', title: 'Hers' } }, cookie.ada);
    await data(ADD_COMMENT, { t: task.id, b: `Hello ${mentionToken(GRACE)}` }, cookie.ada);
    expect(await projectKeys(cookie.grace)).toContain('LVA');

    expect(await data(LEAVE_STRICT, { k: 'LVA' }, cookie.grace)).toEqual({ leaveProject: true });
    expect(await projectKeys(cookie.grace)).not.toContain('LVA');
    expect((await send('{ project(key: "LVA") { key } }', {}, cookie.grace)).data).toEqual({ project: null });
    const rows = await theService().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications nt JOIN projects p ON p.id = nt.project_id
        WHERE p.key = 'LVA' AND nt.user_id = $1`,
      [GRACE.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
    const { project } = await data(
      '{ project(key: "LVA") { members { user { name } role } } }',
      {},
      cookie.ada,
    );
    expect(project.members).toEqual([{ user: { name: 'Ada Lovelace' }, role: 'ADMIN' }]);
  });

  it('unassigns what she leaves behind, as a removal does', async () => {
    await projectWithGrace(cookie.ada, 'LVB', 'MEMBER');
    const { createTask } = await data(
      CREATE_TASK,
      { i: { projectKey: 'LVB', title: 'Assigned to her', assigneeId: GRACE.id } },
      cookie.ada,
    );
    await data(LEAVE_STRICT, { k: 'LVB' }, cookie.grace);
    const { project } = await data(
      '{ project(key: "LVB") { tasks { edges { node { key assignee { name } } } } } }',
      {},
      cookie.ada,
    );
    expect(project.tasks.edges.map((e: Loose) => e.node)).toContainEqual({
      key: createTask.key,
      assignee: null,
    });
  });

  it('refuses the only admin with a clear message, and lets her go once someone else is an admin', async () => {
    await data(CREATE_PROJECT, { i: { key: 'LVC', name: 'Hers alone' } }, cookie.grace);
    const refused = await send(LEAVE_STRICT, { k: 'LVC' }, cookie.grace);
    expect(refused).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'You are the only admin of LVC: make another member an admin before you leave',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: {
              projectKey: 'You are the only admin of LVC: make another member an admin before you leave',
            },
          },
        }),
      ],
    });
    expect(await projectKeys(cookie.grace)).toContain('LVC');
    await data(ADD_MEMBER, { k: 'LVC', e: 'ada@lanes.test', r: 'ADMIN' }, cookie.grace);
    expect(await data(LEAVE_STRICT, { k: 'LVC' }, cookie.grace)).toEqual({ leaveProject: true });
    expect(await projectKeys(cookie.ada)).toContain('LVC');
  });

  it('is NOT_FOUND for a project she is not in, UNAUTHENTICATED signed out, and refuses null', async () => {
    const notMine = await send(LEAVE_STRICT, { k: 'NOPE' }, cookie.grace);
    expect(notMine.errors?.map((e: Loose) => [e.message, e.extensions.code])).toEqual([
      ['Project NOPE not found', 'NOT_FOUND'],
    ]);
    const signedOut = await send(LEAVE_STRICT, { k: 'LAN' }, '');
    expect(signedOut.errors?.map((e: Loose) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    const nothing = await send(LEAVE, { k: null }, cookie.grace);
    expect(nothing.errors?.map((e: Loose) => e.message)).toEqual([
      'Variable "$k" of type "String" used in position expecting type "String!".',
    ]);
    const tooLong = await send(LEAVE_STRICT, { k: 'X'.repeat(10_000) }, cookie.grace);
    expect(tooLong.errors?.map((e: Loose) => e.extensions.code)).toEqual(['NOT_FOUND']);
  });

  it('leaves once when the same request comes a thousand times', async () => {
    await projectWithGrace(cookie.ada, 'LVD');
    const answers = await repeated(1_000, () => send(LEAVE_STRICT, { k: 'LVD' }, cookie.grace));
    const outcomes = answers.map((a: Loose) =>
      a.data?.leaveProject ? 'left' : a.errors?.[0]?.extensions?.code,
    );
    expect(outcomes.filter((o) => o === 'left')).toHaveLength(1);
    expect(new Set(outcomes)).toEqual(new Set(['left', 'NOT_FOUND']));
    const rows = await theService().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM project_events e JOIN projects p ON p.id = e.project_id
        WHERE p.key = 'LVD' AND e.kind = 'MEMBER_REMOVED'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  }, 120_000);
});
