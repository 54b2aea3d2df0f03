// docs/product.md §14 "Labels": the same label request a thousand times in a row leaves one change (apart from
// labels.test.ts, as each of these takes the time of the rest of that file; setTaskLabels repeated is
// labels-repeats-set.test.ts, so that neither file nears a minute on a loaded machine).
import { describe, expect, it } from 'vitest';
import { ada, CREATE, data, freshProject, labelsService, send, seqOf, UPDATE } from './labels-fixture';

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
});
