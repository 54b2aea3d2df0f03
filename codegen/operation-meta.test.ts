// The build-time operation text: canonical print(), with __typename asked for in every selection below the root.
import { createHash } from 'node:crypto';
import { parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { BoardDocument, ViewerDocument } from '../generated/graphql';
import { addTypename, operationMeta } from './operation-meta';

describe('operationMeta', () => {
  test('name, type and the printed text with __typename below the root, fragments included', () => {
    const document = parse(`
      query Card($id: ID!) { task(id: $id) { ...Fields assignee { name } } }
      fragment Fields on Task { id title }
    `);
    expect(operationMeta(document)).toMatchObject({
      operationName: 'Card',
      operationType: 'query',
      query: [
        'query Card($id: ID!) {',
        '  task(id: $id) {',
        '    ...Fields',
        '    assignee {',
        '      name',
        '      __typename',
        '    }',
        '    __typename',
        '  }',
        '}',
        '',
        'fragment Fields on Task {',
        '  id',
        '  title',
        '  __typename',
        '}',
      ].join('\n'),
    });
  });

  test('an anonymous operation has no name; a document of fragments alone has no metadata', () => {
    expect(operationMeta(parse('{ viewer { id } }'))).toEqual({
      fields: { viewer: ['viewer', 0, { id: 0, __typename: 0 }] },
      operationType: 'query',
      query: '{\n  viewer {\n    id\n    __typename\n  }\n}',
      // The manifest's key: the SHA-256 of the normalized print, `{ viewer { __typename id } }`.
      hash: createHash('sha256').update('{ viewer { __typename id } }').digest('hex'),
    });
    expect(operationMeta(parse('fragment F on Task { id }'))).toBeUndefined();
  });
});

describe('selection map', () => {
  test('field names, argument templates with variables, defaults, fragments and conditions', () => {
    const meta = operationMeta(
      parse(`
        query Board($key: String!, $first: Int = 50, $on: Boolean!) {
          project(key: $key) {
            todo: tasks(filter: { status: TODO, tags: ["a", $key] }, first: $first) { ...Page }
            name @include(if: $on)
            node { ... on Task { title } }
          }
        }
        fragment Page on TaskConnection { totalCount }
      `),
    );
    expect(meta?.defaults).toEqual({ first: 50 });
    expect(meta?.fields).toEqual({
      project: [
        'project',
        { key: { $: 'key' } },
        {
          todo: [
            'tasks',
            { filter: { status: 'TODO', tags: ['a', { $: 'key' }] }, first: { $: 'first' } },
            { totalCount: ['totalCount', 0, 0, 'TaskConnection'], __typename: 0 },
          ],
          name: ['name', 0, 0, 1],
          node: ['node', 0, { title: ['title', 0, 0, 'Task'], __typename: 0 }],
          __typename: 0,
        },
      ],
    });
  });
});

describe('addTypename', () => {
  test('leaves the root alone, does not repeat it, and skips selections that already ask for a __ field', () => {
    const printed = (source: string) => operationMeta(parse(source))?.query;
    expect(printed('mutation SignOut { signOut }')).toBe('mutation SignOut {\n  signOut\n}');
    expect(printed('query Q { viewer { __typename id } }')).toBe(
      'query Q {\n  viewer {\n    __typename\n    id\n  }\n}',
    );
    expect(printed('query Q { viewer { __typename: id } }')).toBe(
      'query Q {\n  viewer {\n    __typename: id\n  }\n}',
    );
    expect(printed('query Q { node { ... on Task { id } } }')).toBe(
      'query Q {\n  node {\n    ... on Task {\n      id\n      __typename\n    }\n    __typename\n  }\n}',
    );
  });

  test('returns a new document and leaves the given one as it was', () => {
    const document = parse('query Q { viewer { id } }');
    expect(addTypename(document)).not.toBe(document);
    expect(JSON.stringify(document)).not.toContain('__typename');
  });
});

test('the generated documents carry the text with __typename', () => {
  expect(ViewerDocument.__meta__?.['query']).toBe(
    'query Viewer {\n  viewer {\n    id\n    email\n    name\n    __typename\n  }\n}',
  );
  expect(BoardDocument.__meta__?.['query']).toContain(
    '      user {\n        id\n        name\n        __typename\n      }\n      __typename\n    }\n',
  );
  expect(BoardDocument.__meta__?.['operationName']).toBe('Board');
});
