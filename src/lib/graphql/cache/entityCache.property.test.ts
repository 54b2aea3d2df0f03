// Properties of the entity merge over arbitrary results and patches, on a real QueryClient: idempotent, touches only
// what the patch names, rollback undoes only its own fields, no partial entities, arguments respected.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { applyOptimistic, attachEntityIndex, entityKey, mergeEntities } from './index';
import { createQueryClient } from '../policies';
import { queryKey } from '../queryKey';
import { documentOf } from '../testing/documentOf';

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

const field = fc.constantFrom('a', 'b');
const liveEvent = fc.record({ __typename: fc.constantFrom('Task', 'User'), id: ids, field, value: scalar });

/** A result as a service sends it: one entity has one value per field wherever it occurs. */
function consistent<T>(value: T, seen = new Map<string, Record<string, unknown>>()): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => consistent(item, seen)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = consistent(v, seen);
  const key = entityKey(out);
  if (key) {
    const first = seen.get(key);
    if (first) Object.assign(out, { a: first['a'], b: first['b'] });
    else seen.set(key, out);
  }
  return out as T;
}

test('rollback: undoes exactly the optimistic fields nobody else wrote; live events in flight survive', () => {
  fc.assert(
    fc.property(
      tree.map((t) => consistent(t)),
      patch,
      fc.array(liveEvent, { maxLength: 6 }),
      (data, optimistic, events) => {
        const apply = (client: QueryClient) => {
          for (const { field: name, value, ...ref } of events)
            mergeEntities(client, { event: { ...ref, [name]: value } });
        };
        // The model: the same live events on a cache that never saw the optimistic update.
        const model = createQueryClient();
        attachEntityIndex(model);
        model.setQueryData(['Q', {}], structuredClone(data));
        apply(model);

        const queryClient = createQueryClient();
        attachEntityIndex(queryClient);
        queryClient.setQueryData(['Q', {}], data);
        const rollback = applyOptimistic(queryClient, { optimistic });
        apply(queryClient);
        rollback();
        expect(queryClient.getQueryData(['Q', {}])).toEqual(model.getQueryData(['Q', {}]));
      },
    ),
    { numRuns: 300 },
  );
});

// A query selecting `{ id a b child { id a b } }` on every entity; the incoming entity has any subset of them.
const SELECTING = documentOf(`query Sel { one { id a b child { id a b } } }`);
const incomingEntity = fc.record(
  {
    __typename: fc.constant('Task'),
    id: ids,
    a: scalar,
    b: scalar,
    child: fc.option(
      fc.record(
        { __typename: fc.constant('User'), id: ids, a: scalar, b: scalar },
        { requiredKeys: ['__typename', 'id'] },
      ),
      { nil: null },
    ),
  },
  { requiredKeys: ['__typename', 'id'] },
);
const cachedEntity = fc.record({
  __typename: fc.constant('Task'),
  id: ids,
  a: scalar,
  b: scalar,
  child: fc.option(fc.record({ __typename: fc.constant('User'), id: ids, a: scalar, b: scalar }), {
    nil: null,
  }),
});

function complete(value: unknown): boolean {
  const task = value as Record<string, unknown> | null;
  if (task === null) return true;
  if (!['__typename', 'id', 'a', 'b', 'child'].every((k) => k in task)) return false;
  const child = task['child'] as Record<string, unknown> | null;
  return child === null || ['__typename', 'id', 'a', 'b'].every((k) => k in child);
}

test('no partial entities: a query never holds fewer fields than it selected; it is invalidated instead', () => {
  fc.assert(
    fc.property(cachedEntity, incomingEntity, (cached, incoming) => {
      const queryClient = createQueryClient();
      attachEntityIndex(queryClient);
      const key = queryKey(SELECTING);
      queryClient.setQueryData(key, { one: cached });
      mergeEntities(queryClient, { incoming });
      const after = queryClient.getQueryData<{ one: Record<string, unknown> }>(key);
      expect(complete(after?.one)).toBe(true);
      const invalidated = queryClient.getQueryCache().find({ queryKey: key, exact: true })
        ?.state.isInvalidated;
      const sameTask = cached.id === incoming.id;
      const cachedChild = cached.child as Record<string, unknown> | null;
      const incomingChild = incoming.child as Record<string, unknown> | null | undefined;
      // Only a new child entity (or one where there was none) has to be taken whole: invalid when it lacks fields.
      const takenWhole =
        sameTask &&
        incomingChild != null &&
        (cachedChild === null || cachedChild['id'] !== incomingChild['id']);
      expect(invalidated).toBe(takenWhole && !complete({ ...cached, child: incomingChild }));
      // The fields the incoming entity has are merged.
      if (sameTask)
        for (const k of ['a', 'b'] as const) if (k in incoming) expect(after?.one[k]).toBe(incoming[k]);
    }),
    { numRuns: 300 },
  );
});

const status = fc.constantFrom('TODO', 'DONE', undefined);
const first = fc.constantFrom(10, 50, undefined);

test('fields with arguments merge only into the same field with the same arguments', () => {
  const cachedDoc = documentOf(`query Cols($first: Int = 50) {
    project { id x: tasks(filter: { status: TODO }, first: $first) { n } y: tasks(first: 10) { n } z: tasks { n } }
  }`);
  const incomingDoc = documentOf(
    `query In($status: String, $first: Int) { project { id tasks(filter: { status: $status }, first: $first) { n } } }`,
  );
  fc.assert(
    fc.property(first, status, first, (cachedFirst, incomingStatus, incomingFirst) => {
      const queryClient = createQueryClient();
      attachEntityIndex(queryClient);
      const variables = cachedFirst === undefined ? {} : { first: cachedFirst };
      const key = queryKey(cachedDoc, variables);
      queryClient.setQueryData(key, {
        project: { __typename: 'Project', id: 'p', x: { n: 'x' }, y: { n: 'y' }, z: { n: 'z' } },
      });
      mergeEntities(
        queryClient,
        { project: { __typename: 'Project', id: 'p', tasks: { n: 'new' } } },
        { document: incomingDoc, variables: { status: incomingStatus, first: incomingFirst } },
      );
      const after = queryClient.getQueryData<{ project: Record<string, { n: string }> }>(key)?.project;
      // Each alias's arguments against the incoming field's (whose filter is always given, `{}` at least).
      const filter = incomingStatus === undefined ? {} : { status: incomingStatus };
      const same = (args: { filter?: object; first?: number }) =>
        JSON.stringify(args.filter) === JSON.stringify(filter) && args.first === incomingFirst;
      expect(after?.['x']?.n).toBe(
        same({ filter: { status: 'TODO' }, first: cachedFirst ?? 50 }) ? 'new' : 'x',
      );
      expect(after?.['y']?.n).toBe(same({ first: 10 }) ? 'new' : 'y');
      expect(after?.['z']?.n).toBe(same({}) ? 'new' : 'z');
    }),
    { numRuns: 100 },
  );
});
