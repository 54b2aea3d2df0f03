// docs/product.md §14 "Labels" enforced by the real service (real yoga app, real PostgreSQL): who may define and set labels,
// the name rules and the counts, each refusal's exact code and message, the board's label filter, search by a label's
// name, and what the event log and Activity say of labels, live and replayed after a label is gone. The same request
// a thousand times in a row is in labels-repeats.test.ts.
import { describe, expect, it } from 'vitest';
import { sse } from '../support/sse';
import {
  ada,
  CREATE,
  data,
  DELETE,
  failure,
  freshProject,
  grace,
  label,
  labelsOf,
  labelsService,
  linus,
  send,
  seqOf,
  service,
  SET,
  signIn,
  task,
  UPDATE,
  type Loose,
} from './labels-fixture';

labelsService();

describe('defining labels', () => {
  it('lets an ADMIN make, rename, recolor and delete labels, listed in the order they were made', async () => {
    const key = await freshProject();
    const bug = await label(key, '  bug  ', 'RED');
    const design = await label(key, 'design', 'PURPLE');
    expect(bug).toMatchObject({ name: 'bug', color: 'RED' });
    const renamed = (await data(UPDATE, { id: bug.id, n: 'Bug' }, ada)).updateLabel;
    expect(renamed).toEqual({ id: bug.id, name: 'Bug', color: 'RED' });
    const recolored = (await data(UPDATE, { id: bug.id, c: 'ORANGE' }, ada)).updateLabel;
    expect(recolored).toEqual({ id: bug.id, name: 'Bug', color: 'ORANGE' });
    const { project } = await data(
      'query ($k: String!) { project(key: $k) { labels { id name color } } }',
      { k: key },
      grace,
    );
    expect(project.labels).toEqual([
      { id: bug.id, name: 'Bug', color: 'ORANGE' },
      { id: design.id, name: 'design', color: 'PURPLE' },
    ]);
    expect((await data(DELETE, { id: design.id }, ada)).deleteLabel).toBe(design.id);
    const after = await data('query ($k: String!) { project(key: $k) { labels { name } } }', { k: key }, ada);
    expect(after.project.labels).toEqual([{ name: 'Bug' }]);
  });

  it('refuses a name the project has in any letter case with VALIDATION on name, and allows it elsewhere', async () => {
    const key = await freshProject();
    const bug = await label(key, 'Bug');
    for (const name of ['bug', 'BUG', ' bUg ']) {
      const error = await failure(CREATE, { k: key, n: name, c: 'GREEN' }, ada);
      expect(error.message).toBe(`A label named ${name.trim()} already exists`);
      expect(error.extensions).toEqual({
        code: 'VALIDATION',
        fields: { name: `A label named ${name.trim()} already exists` },
      });
    }
    const other = await label(key, 'other');
    const renamed = await failure(UPDATE, { id: other.id, n: 'BUG' }, ada);
    expect(renamed.extensions).toEqual({
      code: 'VALIDATION',
      fields: { name: 'A label named BUG already exists' },
    });
    // Its own name in another case is no duplicate; another project may use the name.
    expect((await data(UPDATE, { id: bug.id, n: 'BUG' }, ada)).updateLabel.name).toBe('BUG');
    expect((await label(await freshProject(), 'bug')).name).toBe('bug');
  });

  it('holds names to 1 to 30 characters with no control or direction characters', async () => {
    const key = await freshProject();
    const refusals: [string, string][] = [
      ['', 'A label needs a name'],
      ['   ', 'A label needs a name'],
      ['x'.repeat(31), "A label's name is at most 30 characters"],
      ['tab\there', 'A label must not contain control characters or line breaks'],
      ['line\nbreak', 'A label must not contain control characters or line breaks'],
      ['\u202eevil', 'A label must not contain direction controls (invisible characters that reorder text)'],
      ['nul\u0000', 'A label must not contain control characters or line breaks'],
    ];
    for (const [name, message] of refusals) {
      const error = await failure(CREATE, { k: key, n: name, c: 'GRAY' }, ada);
      expect(error.extensions, JSON.stringify(name)).toEqual({
        code: 'VALIDATION',
        fields: { name: message },
      });
    }
    // Characters as people count them: thirty emoji are thirty characters.
    expect((await label(key, '🐛'.repeat(30))).name).toBe('🐛'.repeat(30));
    expect((await label(key, 'x'.repeat(30))).name).toHaveLength(30);
    const first = await label(key, 'first');
    const error = await failure(UPDATE, { id: first.id, n: 'y'.repeat(31) }, ada);
    expect(error.extensions).toEqual({
      code: 'VALIDATION',
      fields: { name: "A label's name is at most 30 characters" },
    });
    expect(
      (await data('query ($k: String!) { project(key: $k) { labels { name } } }', { k: key }, ada)).project
        .labels,
    ).toHaveLength(3);
  });

  it('refuses a null name or color by the schema, and treats null in updateLabel as "unchanged", logging nothing', async () => {
    const key = await freshProject();
    for (const variables of [
      { k: key, n: null, c: 'RED' },
      { k: key, n: 'x', c: null },
      { k: key, n: 'x', c: 'TEAL' },
    ]) {
      const { body } = await send(CREATE, variables, ada);
      expect(body.errors?.[0]?.message).toMatch(/^Variable "\$(n|c)" /);
    }
    const bug = await label(key, 'bug', 'RED');
    const seq = await seqOf(key);
    expect((await data(UPDATE, { id: bug.id, n: null, c: null }, ada)).updateLabel).toEqual(bug);
    expect((await data(UPDATE, { id: bug.id }, ada)).updateLabel).toEqual(bug);
    expect((await data(UPDATE, { id: bug.id, n: 'bug', c: 'RED' }, ada)).updateLabel).toEqual(bug);
    expect(await seqOf(key)).toBe(seq);
  });

  it('allows 50 labels per project; the 51st is VALIDATION on name, until one is deleted', async () => {
    const key = await freshProject();
    const made = [];
    for (let i = 1; i <= 50; i++) made.push(await label(key, `label ${i}`));
    const error = await failure(CREATE, { k: key, n: 'label 51', c: 'GRAY' }, ada);
    expect(error.extensions).toEqual({
      code: 'VALIDATION',
      fields: { name: 'A project has at most 50 labels: delete one to make another' },
    });
    await data(DELETE, { id: made[0]!.id }, ada);
    expect((await label(key, 'label 51')).name).toBe('label 51');
    // Labels made at once by two admins still stop at fifty (counted under the project's lock).
    const graceId = (await data('{ viewer { id } }', {}, grace)).viewer.id;
    await data(
      'mutation ($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: ADMIN) { id } }',
      { k: key, u: graceId },
      ada,
    );
    await data(DELETE, { id: made[1]!.id }, ada);
    await data(DELETE, { id: made[2]!.id }, ada);
    const race = await Promise.all(
      ['a', 'b', 'c', 'd'].map((n, i) =>
        send(CREATE, { k: key, n: `race ${n}`, c: 'GRAY' }, i % 2 ? ada : grace),
      ),
    );
    expect(race.filter((r) => !r.body.errors).length).toBe(2);
    expect(
      (await data('query ($k: String!) { project(key: $k) { labels { id } } }', { k: key }, ada)).project
        .labels,
    ).toHaveLength(50);
  });

  it('lets only ADMINs define labels: a MEMBER or VIEWER is FORBIDDEN, a non-member or signed-out visitor told no more', async () => {
    const key = await freshProject();
    const bug = await label(key, 'bug');
    for (const [who, cookie] of [
      ['member', grace],
      ['viewer', linus],
    ] as const) {
      const made = await failure(CREATE, { k: key, n: 'mine', c: 'RED' }, cookie);
      expect(made.extensions, who).toEqual({ code: 'FORBIDDEN' });
      expect(made.message).toBe(`As a ${who} of ${key} you cannot change the project`);
      expect((await failure(UPDATE, { id: bug.id, n: 'mine' }, cookie)).extensions).toEqual({
        code: 'FORBIDDEN',
      });
      expect((await failure(DELETE, { id: bug.id }, cookie)).extensions).toEqual({ code: 'FORBIDDEN' });
    }
    await data(
      'mutation { signUp(input: { name: "Stranger", email: "label-stranger@lanes.test", password: "password-1" }) { id } }',
    );
    const stranger = await signIn('label-stranger@lanes.test', 'password-1');
    const notFound = await failure(CREATE, { k: key, n: 'mine', c: 'RED' }, stranger);
    expect(notFound).toMatchObject({
      message: `Project ${key} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await failure(UPDATE, { id: bug.id, n: 'mine' }, stranger)).toMatchObject({
      message: 'Label not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await failure(DELETE, { id: bug.id }, stranger)).extensions).toEqual({ code: 'NOT_FOUND' });
    expect((await failure(DELETE, { id: 'no-such-label' }, ada)).extensions).toEqual({ code: 'NOT_FOUND' });
    expect((await failure(CREATE, { k: key, n: 'mine', c: 'RED' })).extensions).toEqual({
      code: 'UNAUTHENTICATED',
    });
    const { project } = await data(
      'query ($k: String!) { project(key: $k) { labels { name } } }',
      { k: key },
      ada,
    );
    expect(project.labels).toEqual([{ name: 'bug' }]);
  });
});

describe("a task's labels", () => {
  it('sets exactly the labels given (repeats once, an empty list none), raising the version once per change', async () => {
    const key = await freshProject();
    const [bug, design, customer] = [
      await label(key, 'bug'),
      await label(key, 'design'),
      await label(key, 'customer'),
    ];
    const t = await task(key);
    const set = (await data(SET, { id: t.id, l: [customer.id, bug.id, bug.id], v: 1 }, grace)).setTaskLabels;
    // In the project's order, whatever the order asked.
    expect(set).toEqual({
      id: t.id,
      version: 2,
      labels: [
        { id: bug.id, name: 'bug', color: 'BLUE' },
        { id: customer.id, name: 'customer', color: 'BLUE' },
      ],
      labelIds: [bug.id, customer.id],
    });
    const swapped = (await data(SET, { id: t.id, l: [design.id], v: 2 }, ada)).setTaskLabels;
    expect(swapped).toMatchObject({ version: 3, labelIds: [design.id] });
    const cleared = (await data(SET, { id: t.id, l: [], v: 3 }, grace)).setTaskLabels;
    expect(cleared).toMatchObject({ version: 4, labels: [], labelIds: [] });
    expect(await labelsOf(key, t.number)).toEqual({ version: 4, labels: [], labelIds: [] });
  });

  it('refuses a null list by the schema, and an 11th label with VALIDATION on labelIds', async () => {
    const key = await freshProject();
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) ids.push((await label(key, `l${i}`)).id);
    const t = await task(key);
    const { body } = await send(SET, { id: t.id, l: null, v: 1 }, ada);
    expect(body.errors?.[0]?.message).toBe('Variable "$l" of non-null type "[ID!]!" must not be null.');
    const eleven = await failure(SET, { id: t.id, l: ids, v: 1 }, ada);
    expect(eleven.message).toBe('A task carries at most 10 labels');
    expect(eleven.extensions).toEqual({
      code: 'VALIDATION',
      fields: { labelIds: 'A task carries at most 10 labels' },
    });
    // Ten, however often each is repeated, are ten.
    const ten = [...ids.slice(0, 10), ...ids.slice(0, 10)];
    expect((await data(SET, { id: t.id, l: ten, v: 1 }, ada)).setTaskLabels.labelIds).toHaveLength(10);
  });

  it("refuses another project's label with NOT_FOUND, a VIEWER with FORBIDDEN, an old version with CONFLICT", async () => {
    const key = await freshProject();
    const elsewhere = await label(await freshProject(), 'bug');
    const bug = await label(key, 'bug');
    const t = await task(key);
    const foreign = await failure(SET, { id: t.id, l: [bug.id, elsewhere.id], v: 1 }, ada);
    expect(foreign).toMatchObject({ message: 'Label not found', extensions: { code: 'NOT_FOUND' } });
    expect((await failure(SET, { id: t.id, l: ['no-such-label'], v: 1 }, ada)).extensions).toEqual({
      code: 'NOT_FOUND',
    });
    const viewer = await failure(SET, { id: t.id, l: [bug.id], v: 1 }, linus);
    expect(viewer).toMatchObject({
      message: `As a viewer of ${key} you cannot create, edit or move tasks`,
      extensions: { code: 'FORBIDDEN' },
    });
    await data(SET, { id: t.id, l: [bug.id], v: 1 }, grace);
    const stale = await failure(SET, { id: t.id, l: [], v: 1 }, ada);
    expect(stale.extensions).toEqual({ code: 'CONFLICT', currentVersion: 2 });
    expect(await labelsOf(key, t.number)).toEqual({
      version: 2,
      labels: [{ name: 'bug' }],
      labelIds: [bug.id],
    });
  });

  it('takes a deleted label off every task without raising their versions, and brings labels back with a restored task', async () => {
    const key = await freshProject();
    const [bug, design] = [await label(key, 'bug'), await label(key, 'design')];
    const first = await task(key, 'First');
    const second = await task(key, 'Second');
    await data(SET, { id: first.id, l: [bug.id, design.id], v: 1 }, ada);
    await data(SET, { id: second.id, l: [design.id], v: 1 }, ada);
    await data(DELETE, { id: design.id }, ada);
    expect(await labelsOf(key, first.number)).toEqual({
      version: 2,
      labels: [{ name: 'bug' }],
      labelIds: [bug.id],
    });
    expect(await labelsOf(key, second.number)).toEqual({ version: 2, labels: [], labelIds: [] });
    await data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: first.id }, ada);
    const restored = (
      await data('mutation ($id: ID!) { restoreTask(id: $id) { labels { name } } }', { id: first.id }, ada)
    ).restoreTask;
    expect(restored.labels).toEqual([{ name: 'bug' }]);
  });

  it('keeps an archived project read-only for labels too', async () => {
    const key = await freshProject();
    const bug = await label(key, 'bug');
    const t = await task(key);
    await data('mutation ($k: String!) { archiveProject(key: $k) { id } }', { k: key }, ada);
    for (const [query, variables] of [
      [CREATE, { k: key, n: 'more', c: 'RED' }],
      [UPDATE, { id: bug.id, n: 'renamed' }],
      [DELETE, { id: bug.id }],
      [SET, { id: t.id, l: [bug.id], v: 1 }],
    ] as const) {
      expect((await failure(query, variables, ada)).extensions, query).toEqual({ code: 'PROJECT_ARCHIVED' });
    }
  });
});

describe('finding tasks by label', () => {
  it('filters a board by labels: each named label must be on the task, in any letter case, with the other filters', async () => {
    const key = await freshProject();
    const [bug, ui] = [await label(key, 'Bug'), await label(key, 'UI')];
    const both = await task(key, 'Both', { priority: 'HIGH' });
    const onlyBug = await task(key, 'Only bug', { priority: 'HIGH' });
    const lowBoth = await task(key, 'Low both', { priority: 'LOW' });
    await task(key, 'Neither');
    await data(SET, { id: both.id, l: [bug.id, ui.id], v: 1 }, ada);
    await data(SET, { id: onlyBug.id, l: [bug.id], v: 1 }, ada);
    await data(SET, { id: lowBoth.id, l: [ui.id, bug.id], v: 1 }, ada);
    const titles = async (filter: Record<string, unknown>) =>
      (
        await data(
          'query ($k: String!, $f: TaskFilter) { project(key: $k) { tasks(filter: $f) { totalCount edges { node { title } } } } }',
          { k: key, f: filter },
          linus,
        )
      ).project.tasks.edges
        .map((e: Loose) => e.node.title)
        .sort();
    expect(await titles({ labels: ['bug'] })).toEqual(['Both', 'Low both', 'Only bug']);
    expect(await titles({ labels: ['BUG', 'ui'] })).toEqual(['Both', 'Low both']);
    expect(await titles({ labels: ['bug', 'ui'], priority: 'HIGH' })).toEqual(['Both']);
    expect(await titles({ labels: ['bug', 'bug'], text: 'only' })).toEqual(['Only bug']);
    expect(await titles({ labels: ['nothing called this'] })).toEqual([]);
    // No list, or an empty one, filters nothing.
    expect(await titles({ labels: null })).toHaveLength(4);
    expect(await titles({ labels: [] })).toHaveLength(4);
    const tooMany = await failure(
      'query ($k: String!, $f: TaskFilter) { project(key: $k) { tasks(filter: $f) { totalCount } } }',
      { k: key, f: { labels: Array.from({ length: 11 }, (_, i) => `l${i}`) } },
      ada,
    );
    expect(tooMany.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { labels: 'Filter by at most 10 labels' },
    });
    const tooLong = await failure(
      'query ($k: String!, $f: TaskFilter) { project(key: $k) { tasks(filter: $f) { totalCount } } }',
      { k: key, f: { labels: ['x'.repeat(31)] } },
      ada,
    );
    expect(tooLong.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { labels: "A label's name is at most 30 characters" },
    });
  });

  it("finds a task across projects by a label's name, in the viewer's projects only", async () => {
    const key = await freshProject();
    const tagged = await task(key, 'Printer jams on Mondays');
    const escalation = await label(key, 'escalation');
    await data(SET, { id: tagged.id, l: [escalation.id], v: 1 }, ada);
    const search = async (cookie: string) =>
      (await data('{ search(text: "escalation") { key } }', {}, cookie)).search.map((t: Loose) => t.key);
    expect(await search(ada)).toEqual([`${key}-${tagged.number}`]);
    expect(await search(linus)).toEqual([`${key}-${tagged.number}`]);
    await data(
      'mutation { signUp(input: { name: "Outsider", email: "label-outsider@lanes.test", password: "password-1" }) { id } }',
    );
    expect(await search(await signIn('label-outsider@lanes.test', 'password-1'))).toEqual([]);
  });
});

describe('labels in the event log', () => {
  it('are board events, in Activity, and a replay never hands out a deleted label', async () => {
    const key = await freshProject();
    const t = await task(key);
    const start = await seqOf(key);
    const secret = await label(key, 'secret-label', 'PINK');
    const kept = await label(key, 'kept');
    await data(UPDATE, { id: kept.id, n: 'kept-renamed', c: 'GREEN' }, ada);
    await data(SET, { id: t.id, l: [secret.id, kept.id], v: 1 }, grace);
    await data(DELETE, { id: secret.id }, ada);
    const seq = await seqOf(key);
    expect(seq).toBe(start + 5);

    const stream = await sse(
      fetch,
      service.graphqlUrl,
      `subscription ($k: String!, $a: Int) { boardEvents(projectKey: $k, after: $a) {
         kind seq deletedId changedFields label { id name color } task { id version labels { name } labelIds } } }`,
      { k: key, a: start },
      linus,
    );
    const events = (await stream.take(5)).map((message) => message.data.boardEvents);
    await stream.leave();
    expect(JSON.stringify(events)).not.toContain('secret-label');
    expect(events).toEqual([
      { kind: 'LABEL_CREATED', seq: start + 1, deletedId: null, changedFields: [], label: null, task: null },
      {
        kind: 'LABEL_CREATED',
        seq: start + 2,
        deletedId: null,
        changedFields: [],
        label: { id: kept.id, name: 'kept-renamed', color: 'GREEN' },
        task: null,
      },
      {
        kind: 'LABEL_UPDATED',
        seq: start + 3,
        deletedId: null,
        changedFields: ['name', 'color'],
        label: { id: kept.id, name: 'kept-renamed', color: 'GREEN' },
        task: null,
      },
      {
        kind: 'TASK_UPDATED',
        seq: start + 4,
        deletedId: null,
        changedFields: ['labels'],
        label: null,
        task: { id: t.id, version: 2, labels: [{ name: 'kept-renamed' }], labelIds: [kept.id] },
      },
      {
        kind: 'LABEL_DELETED',
        seq: start + 5,
        deletedId: secret.id,
        changedFields: [],
        label: null,
        task: null,
      },
    ]);
    const { task: withActivity } = await data(
      'query ($k: String!, $n: Int!) { task(projectKey: $k, number: $n) { activity { edges { node { kind changedFields actor { name } } } } } }',
      { k: key, n: t.number },
      linus,
    );
    expect(withActivity.activity.edges[0].node).toEqual({
      kind: 'TASK_UPDATED',
      changedFields: ['labels'],
      actor: { name: 'Grace Hopper' },
    });
  });

  it('tells a live board each change as it happens, with the label as the change left it', async () => {
    const key = await freshProject();
    const t = await task(key);
    const stream = await sse(
      fetch,
      service.graphqlUrl,
      `subscription ($k: String!) { boardEvents(projectKey: $k) { kind deletedId label { name color } task { labelIds } } }`,
      { k: key },
      linus,
    );
    const bug = await label(key, 'bug', 'RED');
    await data(SET, { id: t.id, l: [bug.id], v: 1 }, grace);
    await data(UPDATE, { id: bug.id, n: 'defect' }, ada);
    await data(DELETE, { id: bug.id }, ada);
    const events = (await stream.take(4)).map((message) => message.data.boardEvents);
    await stream.leave();
    expect(events).toEqual([
      { kind: 'LABEL_CREATED', deletedId: null, label: { name: 'bug', color: 'RED' }, task: null },
      { kind: 'TASK_UPDATED', deletedId: null, label: null, task: { labelIds: [bug.id] } },
      { kind: 'LABEL_UPDATED', deletedId: null, label: { name: 'defect', color: 'RED' }, task: null },
      { kind: 'LABEL_DELETED', deletedId: bug.id, label: null, task: null },
    ]);
  });

  it('answers a repeated board query afresh once a label changed (the result cache follows the log)', async () => {
    const key = await freshProject();
    const t = await task(key);
    const bug = await label(key, 'bug');
    const BOARD = `query Board($key: String!) { project(key: $key) { labels { name }
      tasks(filter: { labels: ["bug"] }) { edges { node { labelIds labels { name } } } } } }`;
    const read = async () => (await data(BOARD, { key }, ada)).project;
    const hits = () => service.app.resultCache.stats().hits;
    expect(await read()).toEqual({ labels: [{ name: 'bug' }], tasks: { edges: [] } });
    const before = hits();
    expect(await read()).toEqual({ labels: [{ name: 'bug' }], tasks: { edges: [] } });
    // The second read came from memory: labels are covered by the project's log.
    expect(hits()).toBe(before + 1);
    await data(SET, { id: t.id, l: [bug.id], v: 1 }, ada);
    expect(await read()).toEqual({
      labels: [{ name: 'bug' }],
      tasks: { edges: [{ node: { labelIds: [bug.id], labels: [{ name: 'bug' }] } }] },
    });
    await data(UPDATE, { id: bug.id, n: 'defect' }, ada);
    expect(await read()).toEqual({ labels: [{ name: 'defect' }], tasks: { edges: [] } });
    await data(DELETE, { id: bug.id }, ada);
    expect(await read()).toEqual({ labels: [], tasks: { edges: [] } });
  });
});
