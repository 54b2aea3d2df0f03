// Mentions as people type them (docs/product.md §14a), against the running service: `@ada` and `@Linus Torvalds`
// typed in a comment or a description mention those members as a picked one does, a name that fits nobody stays
// text, two people of one name are left to the list; inbox items carry the start of their text as plain text; and an
// assignee must be someone who may change tasks.
import { describe, expect, it } from 'vitest';
import { ASSIGNEE_VIEWER, mentionToken } from '../../src/lib/validation';
import { sessionOf } from '../support/in-process';
import {
  ADA,
  ADD,
  ADD_LOOSE,
  clearInboxes,
  cookie,
  CREATE,
  data,
  EDIT,
  GRACE,
  inboxOf,
  LINUS,
  project,
  send,
  typedMentionsService,
  UPDATE,
  type Loose,
} from './typed-mentions-fixture';

typedMentionsService();

describe('typed mentions', () => {
  it('@ada and @Linus Torvalds, typed without the list, are stored as tokens and notify both', async () => {
    const { task } = await project();
    await clearInboxes();
    const { addComment } = await data(
      ADD,
      { t: task.id, b: '  @ada have a look, cc @Linus Torvalds and @nobody  ' },
      cookie.grace,
    );
    expect(addComment.body).toBe(`${mentionToken(ADA)} have a look, cc ${mentionToken(LINUS)} and @nobody`);
    expect(addComment.mentions).toEqual([
      { id: ADA.id, name: 'Ada Lovelace' },
      { id: LINUS.id, name: 'Linus Torvalds' },
    ]);
    expect((await inboxOf('linus')).edges.map((e: Loose) => e.node)).toEqual([
      {
        kind: 'MENTIONED',
        count: 1,
        excerpt: '@Ada Lovelace have a look, cc @Linus Torvalds and @nobody',
        actor: { name: 'Grace Hopper' },
        task: { key: `${task.key}` },
      },
    ]);
    // Ada made the task: mentioned and a creator, the mention is the reason she hears of it.
    expect((await inboxOf('ada')).edges.map((e: Loose) => e.node.kind)).toEqual(['MENTIONED']);
  });

  it('a name that fits no member stays text and mentions nobody; an email or a word before @ is no mention', async () => {
    const { task } = await project();
    await clearInboxes();
    const body = 'ping @adam, mail ada@lanes.test, `@linus` in code';
    const { addComment } = await data(ADD, { t: task.id, b: body }, cookie.grace);
    expect(addComment).toMatchObject({ body, mentions: [] });
    expect((await inboxOf('linus')).edges).toEqual([]);
    expect((await inboxOf('ada')).edges.map((e: Loose) => e.node.kind)).toEqual(['COMMENTED']);
  });

  it('two members of the same name: "@Sam Lee" stays text, as the list would leave the choice; handles tell them apart', async () => {
    const { key, task } = await project();
    const sams: { id: string; cookie: string }[] = [];
    for (const email of ['sam@one.test', 'slee@two.test']) {
      const { response, body } = await send('mutation ($i: SignUpInput!) { signUp(input: $i) { id } }', {
        i: { name: 'Sam Lee', email, password: 'long enough' },
      });
      sams.push({ id: (body.data as Loose).signUp.id, cookie: sessionOf(response) });
      await data(
        'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: MEMBER) { id } }',
        { k: key, e: email },
        cookie.ada,
      );
    }
    const same = await data(ADD, { t: task.id, b: 'Over to @Sam Lee' }, cookie.grace);
    expect(same.addComment).toMatchObject({ body: 'Over to @Sam Lee', mentions: [] });
    const apart = await data(ADD, { t: task.id, b: '@sam and @SLEE' }, cookie.grace);
    expect(apart.addComment.mentions.map((m: Loose) => m.id)).toEqual(sams.map((s) => s.id));
  });

  it('an edit mentions whoever it newly names, typed or picked; those already mentioned hear nothing again', async () => {
    const { task } = await project();
    const { addComment } = await data(ADD, { t: task.id, b: '@grace first' }, cookie.ada);
    await clearInboxes();
    const { editComment } = await data(
      EDIT,
      { c: addComment.id, b: `${addComment.body} then @linus` },
      cookie.ada,
    );
    expect(editComment.mentions.map((m: Loose) => m.name)).toEqual(['Grace Hopper', 'Linus Torvalds']);
    expect((await inboxOf('grace')).edges).toEqual([]);
    expect((await inboxOf('linus')).edges.map((e: Loose) => [e.node.kind, e.node.excerpt])).toEqual([
      ['MENTIONED', '@Grace Hopper first then @Linus Torvalds'],
    ]);
  });

  it('descriptions mention too: on create and on edit, newly mentioned people only, shown with current names', async () => {
    const { key } = await project();
    await clearInboxes();
    const { createTask } = await data(
      CREATE,
      { i: { projectKey: key, title: 'Write it up', description: '## Plan\n- ask @grace about **dates**' } },
      cookie.ada,
    );
    expect(createTask.description).toBe(`## Plan\n- ask ${mentionToken(GRACE)} about **dates**`);
    expect(createTask.descriptionText).toBe('Plan ask @Grace Hopper about dates');
    expect(createTask.mentions).toEqual([{ id: GRACE.id, name: 'Grace Hopper' }]);
    expect((await inboxOf('grace')).edges.map((e: Loose) => [e.node.kind, e.node.excerpt])).toEqual([
      ['MENTIONED', 'Plan ask @Grace Hopper about dates'],
    ]);
    const { updateTask } = await data(
      UPDATE,
      {
        i: {
          id: createTask.id,
          expectedVersion: createTask.version,
          description: `${createTask.description} and @Linus Torvalds`,
        },
      },
      cookie.ada,
    );
    expect(updateTask.mentions.map((m: Loose) => m.name)).toEqual(['Grace Hopper', 'Linus Torvalds']);
    expect((await inboxOf('grace')).edges).toHaveLength(1);
    expect((await inboxOf('linus')).edges.map((e: Loose) => e.node.kind)).toEqual(['MENTIONED']);
  });

  it('the limit counts the stored tokens: a typed mention that takes a 5,000-character comment over is refused', async () => {
    const { task } = await project();
    const padded = (n: number) => `@ada ${'x'.repeat(n - 5)}`;
    const token = Array.from(mentionToken(ADA)).length;
    const fits = padded(5_000 - token + 4);
    const { addComment } = await data(ADD, { t: task.id, b: fits }, cookie.grace);
    expect(Array.from(addComment.body).length).toBe(5_000);
    const over = await send(ADD, { t: task.id, b: padded(5_000 - token + 5) }, cookie.grace);
    expect(over.body.errors?.map((e) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', fields: { body: 'Comment must be at most 5,000 characters' } },
    ]);
    const nothing = await send(ADD_LOOSE, { t: task.id, b: null }, cookie.grace);
    expect(nothing.body.errors?.map((e) => e.message)).toEqual([
      'Variable "$b" of type "String" used in position expecting type "String!".',
    ]);
  });
});

describe('inbox excerpts', () => {
  it('are the first 140 characters as plain text, follow an edit, and go with the comment', async () => {
    const { task } = await project();
    await clearInboxes();
    const long = `**Why** we [rebuilt](https://x.test) it: ${'words '.repeat(40)}`;
    const { addComment } = await data(ADD, { t: task.id, b: long }, cookie.grace);
    const [item] = (await inboxOf('ada')).edges.map((e: Loose) => e.node);
    expect(item.kind).toBe('COMMENTED');
    expect(item.excerpt).toBe(`Why we rebuilt it: ${'words '.repeat(40)}`.slice(0, 140).trimEnd());
    expect(Array.from(item.excerpt).length).toBeLessThanOrEqual(140);
    await data(EDIT, { c: addComment.id, b: 'Shorter now' }, cookie.grace);
    expect((await inboxOf('ada')).edges[0].node.excerpt).toBe('Shorter now');
    await data('mutation ($c: ID!) { deleteComment(id: $c) }', { c: addComment.id }, cookie.grace);
    expect((await inboxOf('ada')).edges[0].node.excerpt).toBeNull();
  });

  it('an assignment has none', async () => {
    const { task } = await project();
    await clearInboxes();
    await data(
      UPDATE,
      { i: { id: task.id, expectedVersion: task.version, assigneeId: GRACE.id } },
      cookie.ada,
    );
    expect((await inboxOf('grace')).edges.map((e: Loose) => [e.node.kind, e.node.excerpt])).toEqual([
      ['ASSIGNED', null],
    ]);
  });
});

describe('assignees', () => {
  it('a VIEWER cannot be assigned, on create or edit; a MEMBER can', async () => {
    const { key, task } = await project('VIEWER');
    const created = await send(
      CREATE,
      { i: { projectKey: key, title: 'Theirs', assigneeId: LINUS.id } },
      cookie.ada,
    );
    expect(created.body.errors?.map((e) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', fields: { assigneeId: ASSIGNEE_VIEWER } },
    ]);
    const edited = await send(
      UPDATE,
      { i: { id: task.id, expectedVersion: task.version, assigneeId: LINUS.id } },
      cookie.grace,
    );
    expect(edited.body.errors?.map((e) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', fields: { assigneeId: ASSIGNEE_VIEWER } },
    ]);
    await data(
      UPDATE,
      { i: { id: task.id, expectedVersion: task.version, assigneeId: GRACE.id } },
      cookie.ada,
    );
  });
});
