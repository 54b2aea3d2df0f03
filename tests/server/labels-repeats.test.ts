// docs/product.md §14 "Labels": the same label request a thousand times in a row leaves one change (apart from
// labels.test.ts, as each of these takes the time of the rest of that file).
import { describe, expect, it } from 'vitest';
import {
  ada,
  CREATE,
  data,
  freshProject,
  grace,
  label,
  labelsOf,
  labelsService,
  send,
  seqOf,
  SET,
  task,
  UPDATE,
} from './labels-fixture';

labelsService();

describe('labels, the same request a thousand times', () => {
  it('takes a thousand createLabel of one name as one label, and a thousand identical updateLabel as no change', async () => {
    const key = await freshProject();
    const seq = await seqOf(key);
    const answers = [];
    for (let i = 0; i < 1000; i++)
      answers.push((await send(CREATE, { k: key, n: 'again', c: 'RED' }, ada)).body);
    expect(answers[0]?.errors).toBeUndefined();
    const made = answers[0]?.data?.createLabel as { id: string };
    for (const [i, body] of answers.slice(1).entries())
      expect(body.errors?.[0]?.extensions, `call ${i + 2}`).toEqual({
        code: 'VALIDATION',
        fields: { name: 'A label named again already exists' },
      });
    for (let i = 0; i < 1000; i++) {
      const { body } = await send(UPDATE, { id: made.id, n: 'again', c: 'RED' }, ada);
      expect(body.data?.updateLabel, `update ${i + 1}`).toEqual({ id: made.id, name: 'again', color: 'RED' });
    }
    // One label made, one event logged: the refusals and the unchanged updates left nothing behind.
    expect(await seqOf(key)).toBe(seq + 1);
    expect(
      (await data('query ($k: String!) { project(key: $k) { labels { name } } }', { k: key }, ada)).project
        .labels,
    ).toEqual([{ name: 'again' }]);
  }, 120_000);

  it('takes a thousand setTaskLabels in a row as one change: the same labels again change and log nothing', async () => {
    const key = await freshProject();
    const bug = await label(key, 'bug');
    const t = await task(key);
    const seq = await seqOf(key);
    for (let i = 0; i < 1000; i++) {
      const { body } = await send(SET, { id: t.id, l: [bug.id], v: 1 }, grace);
      expect(body.errors, `call ${i + 1}`).toBeUndefined();
      expect(body.data?.setTaskLabels).toMatchObject({ version: 2, labelIds: [bug.id] });
    }
    expect(await seqOf(key)).toBe(seq + 1);
    expect(await labelsOf(key, t.number)).toEqual({
      version: 2,
      labels: [{ name: 'bug' }],
      labelIds: [bug.id],
    });
  }, 120_000);
});
