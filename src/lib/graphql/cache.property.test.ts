// Properties of the entity merge over arbitrary cached results and patches: merging is idempotent, never touches
// what the patch does not name, and leaves every entity it names holding the patch's values.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { attachEntityIndex, entityKey, mergeEntities } from './cache';
import { createQueryClient } from './policies';

const ids = fc.constantFrom('1', '2', '3');
const scalar = fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null));
const entity = (depth: number): fc.Arbitrary<Record<string, unknown>> =>
  fc.record({
    __typename: fc.constantFrom('Task', 'User'),
    id: ids,
    a: scalar,
    b: scalar,
    ...(depth > 0 ? { child: fc.option(entity(depth - 1), { nil: null }) } : {}),
  });
const tree = fc.record({
  list: fc.array(fc.record({ cursor: fc.string({ maxLength: 3 }), node: entity(2) }), { maxLength: 8 }),
  one: fc.option(entity(2), { nil: null }),
});
const patch = fc.record({ __typename: fc.constantFrom('Task', 'User'), id: ids, a: scalar });

function entities(value: unknown, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (typeof value !== 'object' || value === null) return into;
  if (Array.isArray(value)) {
    for (const item of value) entities(item, into);
    return into;
  }
  const record = value as Record<string, unknown>;
  if (entityKey(record)) into.push(record);
  for (const child of Object.values(record)) entities(child, into);
  return into;
}

test('merge: idempotent, exact on what it names, silent on the rest', () => {
  fc.assert(
    fc.property(tree, patch, (data, update) => {
      const queryClient = createQueryClient();
      attachEntityIndex(queryClient);
      queryClient.setQueryData(['Q', {}], data);
      mergeEntities(queryClient, { update });
      const once = queryClient.getQueryData(['Q', {}]);
      mergeEntities(queryClient, { update });
      expect(queryClient.getQueryData(['Q', {}])).toBe(once);

      const key = entityKey(update);
      const before = entities(data);
      const after = entities(once);
      expect(after).toHaveLength(before.length);
      after.forEach((next, i) => {
        const prev = before[i] as Record<string, unknown>;
        if (entityKey(next) === key) {
          expect(next['a']).toBe(update.a);
          expect(next['b']).toBe(prev['b']);
        } else if (!entities(prev['child']).some((e) => entityKey(e) === key)) {
          // Nothing inside changed: the very same object.
          expect(next).toBe(prev);
        }
      });
      if (!before.some((e) => entityKey(e) === key)) expect(once).toBe(data);
    }),
    { numRuns: 300 },
  );
});
