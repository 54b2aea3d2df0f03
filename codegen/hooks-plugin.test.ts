// generated/hooks.ts re-exports one module per operation (generated/operations/<Name>.ts), each carrying its own copy
// of the operation's build-time meta (so a bundler can leave out the documents a page does not use); the meta must be
// exactly the client preset's, canonical text and selection map alike.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse } from 'graphql';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import * as presetDocuments from '../generated/graphql';
import * as hooks from '../generated/hooks';
import { RE_EXPORTS_SIDE_EFFECTS } from '../vite.config';
import { exportsOf, plugin } from './hooks-plugin';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OPERATIONS = path.join(ROOT, 'generated', 'operations');

it('emits, per operation, the same meta as the client preset, and its canonical text as the string', () => {
  const names = Object.keys(hooks).filter((name) => name.endsWith('Document'));
  const operations = Object.keys(presetDocuments).filter(
    (name) => name.endsWith('Document') && !name.endsWith('FragmentDoc'),
  );
  expect(names.sort()).toEqual(operations.sort());
  for (const name of names) {
    const generated = (hooks as unknown as Record<string, { __meta__: { query: string } }>)[name]!;
    const preset = (presetDocuments as unknown as Record<string, { __meta__?: unknown }>)[name]!;
    expect([name, generated.__meta__]).toEqual([name, preset.__meta__]);
    expect(String(generated)).toBe(generated.__meta__.query);
  }
});

describe('one module per operation', () => {
  const files = readdirSync(OPERATIONS)
    .filter((file) => file !== 'keys.ts')
    .sort();

  it('hooks.ts re-exports exactly what the operation modules and the keys module export, the same values', async () => {
    const exported: string[] = [];
    for (const file of [...files, 'keys.ts']) {
      const module = (await import(path.join(OPERATIONS, file))) as Record<string, unknown>;
      const name = file.replace(/\.ts$/, '');
      if (file === 'keys.ts') expect(Object.keys(module)).toContain('boardKeys');
      else expect(Object.keys(module).sort()).toContain(`${name}Document`);
      for (const [key, value] of Object.entries(module)) {
        expect([key, (hooks as Record<string, unknown>)[key]]).toEqual([key, value]);
        expect((hooks as Record<string, unknown>)[key] === value).toBe(true);
        exported.push(key);
      }
    }
    expect(Object.keys(hooks).sort()).toEqual(exported.sort());
    expect(files.length).toBe(Object.keys(hooks).filter((name) => name.endsWith('Document')).length);
  });

  it("holds its own document only, and imports nothing but the runtime and the operations' types", () => {
    for (const file of files) {
      const source = readFileSync(path.join(OPERATIONS, file), 'utf8');
      const name = file.replace(/\.ts$/, '');
      expect([file, source.match(/generatedDocument</g)?.length]).toEqual([file, 1]);
      expect(source).toContain(`"operationName":"${name}"`);
      const imports = [...source.matchAll(/^import (?:type )?\{[^}]*\} from '([^']+)';$/gm)].map((m) => m[1]);
      expect([file, [...new Set(imports)].sort()]).toEqual([file, ['../../src/lib/graphql', '../graphql']]);
      expect(source).not.toContain('operationKeys');
    }
  });

  it('keeps the keys apart: no document, only the runtime and the variables types', () => {
    const source = readFileSync(path.join(OPERATIONS, 'keys.ts'), 'utf8');
    expect(source).not.toContain('generatedDocument');
    expect(source).toContain(
      "export const taskKeys = /*#__PURE__*/ operationKeys<'Task', TaskQueryVariables>('Task');",
    );
    const imports = [...source.matchAll(/^import (?:type )?\{[^}]*\} from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['../../src/lib/graphql', '../graphql']);
  });
});

describe('the plugin', () => {
  const schema = buildSchema(`
    type Query { item(id: ID!): Item, items(first: Int): [Item!]! }
    type Mutation { rename(id: ID!, name: String!): Item }
    type Subscription { renamed(id: ID!): Item }
    type Item { id: ID!, name: String! }
  `);
  const documents = [
    { location: 'item.graphql', document: parse('query Item($id: ID!) { item(id: $id) { ...ItemFields } }') },
    {
      location: 'items.graphql',
      document: parse('query Items($first: Int = 5) { items(first: $first) { id } }'),
    },
    {
      location: 'rename.graphql',
      document: parse(
        'mutation Rename($id: ID!, $name: String!) { rename(id: $id, name: $name) { id name } }',
      ),
    },
    {
      location: 'renamed.graphql',
      document: parse('subscription Renamed($id: ID!) { renamed(id: $id) { id } }'),
    },
    { location: 'fields.graphql', document: parse('fragment ItemFields on Item { id name }') },
  ];
  const run = (config: Parameters<typeof plugin>[2]) => String(plugin(schema, documents, config, {}));

  it('writes a re-exporting module that names every export of every operation, in name order', () => {
    expect(run({ operations: './operations' }).split('\n').slice(2)).toEqual([
      "export { ItemDocument, ItemOperation, useItemQuery } from './operations/Item';",
      "export { ItemsDocument, ItemsOperation, useItemsQuery } from './operations/Items';",
      "export { RenameDocument, RenameOperation, useRenameMutation } from './operations/Rename';",
      "export { RenamedDocument, RenamedOperation, useRenamedSubscription } from './operations/Renamed';",
      "export { itemKeys, itemsKeys } from './operations/keys';",
      '',
    ]);
  });

  it("writes one operation's module with its fragments in the document and only the runtime it calls", () => {
    const item = run({ operation: 'Item', runtime: '../rt', documents: '../types' });
    expect(item).toContain("import { generatedDocument, useGraphQLQuery, queryKey } from '../rt';");
    expect(item).toContain("import type { ItemQuery, ItemQueryVariables } from '../types';");
    expect(item).toContain('fragment ItemFields on Item');
    expect(item).not.toContain('itemKeys');
    expect(item).not.toContain('Rename');
    // Optional variables (a default) make the hook's variables optional.
    expect(run({ operation: 'Items' })).toContain('function useItemsQuery(variables?: ItemsQueryVariables');
    const rename = run({ operation: 'Rename' });
    expect(rename).toContain(
      "import { generatedDocument, useGraphQLMutation } from '../../src/lib/graphql';",
    );
    expect(rename).toContain('export function useRenameMutation(options?: MutationHookOptions<');
    expect(run({ operation: 'Renamed' })).toContain(
      "import { generatedDocument, useGraphQLSubscription } from '../../src/lib/graphql';",
    );
  });

  it("writes the queries' keys, without their documents, in one module", () => {
    expect(run({ keys: true }).split('\n').slice(2)).toEqual([
      "import { operationKeys } from '../../src/lib/graphql';",
      "import type { ItemQueryVariables, ItemsQueryVariables } from '../graphql';",
      '',
      "export const itemKeys = /*#__PURE__*/ operationKeys<'Item', ItemQueryVariables>('Item');",
      "export const itemsKeys = /*#__PURE__*/ operationKeys<'Items', ItemsQueryVariables>('Items');",
      '',
    ]);
  });

  it('names the exports the re-exporting module lists', () => {
    const definition = documents[1]!.document.definitions[0]!;
    expect(exportsOf(definition as Parameters<typeof exportsOf>[0])).toEqual([
      'ItemsDocument',
      'ItemsOperation',
      'useItemsQuery',
    ]);
  });

  it('refuses an unnamed operation and an unknown one', () => {
    expect(() =>
      plugin(schema, [{ location: 'a.graphql', document: parse('{ items { id } }') }], {}, {}),
    ).toThrow('Every operation under src/ needs a name (one operation per file, named after it)');
    expect(() => run({ operation: 'Nope' })).toThrow('No operation named Nope');
  });
});

it("splits by operation when bundled as the app is: each entry's chunk holds the documents it imports only", async () => {
  // Two pages, as a route's module would use the hooks (an app build keeps no entry's exports).
  const entries: Record<string, string> = {
    signIn:
      'import { SignInDocument, ViewerDocument } from "HOOKS"; console.log(SignInDocument, ViewerDocument);',
    task: 'import { useTaskQuery, ViewerDocument } from "HOOKS"; console.log(useTaskQuery, ViewerDocument);',
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entries',
        resolveId: (id) =>
          id in entries ? id : id === 'HOOKS' ? path.join(ROOT, 'generated/hooks.ts') : null,
        load: (id) => entries[id] ?? null,
      },
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: Object.keys(entries),
        // The runtime is not what this looks at.
        external: (id) => /lib[\\/]graphql$/.test(id),
        treeshake: { moduleSideEffects: RE_EXPORTS_SIDE_EFFECTS },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const holding = (text: string) =>
    chunks
      .filter((chunk) => chunk.code.includes(text))
      .map((chunk) => chunk.name)
      .sort();
  expect(holding('mutation SignIn(')).toEqual(['signIn']);
  expect(holding('query Task(')).toEqual(['task']);
  // Wanted by both: in a chunk of its own that both load, not in either entry.
  const shared = holding('query Viewer');
  expect(shared).toHaveLength(1);
  expect(shared).not.toContain('signIn');
  expect(shared).not.toContain('task');
  expect(holding('mutation MoveTask(')).toEqual([]);
}, 60_000);
