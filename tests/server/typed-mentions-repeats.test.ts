// Typed mentions repeated (docs/product.md §14a): the same `@linus` a thousand times is a thousand comments and one
// unread item; apart from typed-mentions.test.ts, as it takes the time of the rest of that file.
import { describe, expect, it } from 'vitest';
import {
  ADD,
  clearInboxes,
  cookie,
  inboxOf,
  project,
  send,
  typedMentionsService,
  type Loose,
} from './typed-mentions-fixture';

typedMentionsService();

describe('typed mentions', () => {
  it('the same typed mention a thousand times is a thousand comments and one unread item that counts them', async () => {
    const { task } = await project();
    await clearInboxes();
    for (let i = 0; i < 1_000; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => send(ADD, { t: task.id, b: 'again @linus' }, cookie.grace)),
      );
      expect(answers.flatMap((a) => a.body.errors ?? [])).toEqual([]);
    }
    const inbox = await inboxOf('linus');
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.edges.map((e: Loose) => [e.node.kind, e.node.count, e.node.excerpt])).toEqual([
      ['MENTIONED', 1_000, 'again @Linus Torvalds'],
    ]);
  }, 120_000);
});
