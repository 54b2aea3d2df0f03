// docs/product.md §14 "Labels": a thousand setTaskLabels of the same labels in a row are one change (createLabel and
// updateLabel repeated: labels-repeats.test.ts).
import { describe, expect, it } from 'vitest';
import {
  freshProject,
  grace,
  label,
  labelsOf,
  labelsService,
  send,
  seqOf,
  SET,
  task,
} from './labels-fixture';

labelsService();

describe('labels, the same request a thousand times', () => {
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
