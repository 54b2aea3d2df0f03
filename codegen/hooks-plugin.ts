// A small local codegen plugin: one typed hook per operation, carrying the operation's name and type as constants.
// useBoardQuery(variables, options), useMoveTaskMutation(options), useBoardEventsSubscription(variables, options),
// and per query its typed keys: boardKeys.all, boardKeys.byVariables(variables), boardKeys.invalidate(queryClient).
import type { PluginFunction } from '@graphql-codegen/plugin-helpers';
import {
  Kind,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { operationMeta } from './operation-meta';

export interface HooksPluginConfig {
  /** Where the hooks' runtime lives, relative to the generated file. */
  runtime?: string;
  /** The client-preset's output (operation types), relative to the generated file. */
  documents?: string;
}

const suffix = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

export const plugin: PluginFunction<HooksPluginConfig> = (_schema, documents, config) => {
  const runtime = config.runtime ?? '../src/lib/graphql';
  const from = config.documents ?? './graphql';
  const operations: OperationDefinitionNode[] = documents
    .flatMap((source) => source.document?.definitions ?? [])
    .filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    )
    .sort((a, b) => (a.name?.value ?? '').localeCompare(b.name?.value ?? ''));

  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const source of documents)
    for (const definition of source.document?.definitions ?? [])
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  /**
   * The operation followed by every fragment it spreads, nested ones included, each after the fragments it spreads
   * (the client preset's order, so the canonical text is the same as its document's).
   */
  const executable = (operation: OperationDefinitionNode): DocumentNode => {
    const used: FragmentDefinitionNode[] = [];
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment) throw new Error(`Unknown fragment ${spread.name.value}`);
          if (used.includes(fragment)) return;
          collect(fragment);
          if (!used.includes(fragment)) used.push(fragment);
        },
      });
    collect(operation);
    return { kind: Kind.DOCUMENT, definitions: [operation, ...used] };
  };

  const typeImports = new Set<string>();
  const body: string[] = [];
  for (const operation of operations) {
    const name = operation.name?.value;
    if (!name)
      throw new Error('Every operation under src/ needs a name (one operation per file, named after it)');
    const kind = operation.operation;
    const result = `${name}${suffix[kind]}`;
    const variables = `${result}Variables`;
    const documentName = `${name}Document`;
    const optional = (operation.variableDefinitions ?? []).every(
      (v) => v.type.kind !== Kind.NON_NULL_TYPE || v.defaultValue !== undefined,
    );
    const variablesParam = `variables${optional ? '?' : ''}: ${variables}`;
    typeImports.add(result);
    typeImports.add(variables);
    body.push(
      `export const ${documentName} = /*#__PURE__*/ generatedDocument<${result}, ${variables}>(${JSON.stringify(
        operationMeta(executable(operation)),
      )});`,
      `export const ${name}Operation = { name: '${name}', type: '${kind}', document: ${documentName} } as const;`,
    );
    if (kind === 'query') {
      body.push(
        // One expression each, marked pure, so a bundle keeps only the hooks (and documents) it uses: a statement
        // such as `useXQuery.key = …` or a bare call would keep every document in every page's bundle.
        `export const use${result} = /*#__PURE__*/ Object.assign(`,
        `  function use${result}(${variablesParam}, options?: QueryHookOptions<${result}, ${variables}>) {`,
        `    return useGraphQLQuery(${documentName}, variables as ${variables}, options);`,
        `  },`,
        `  { key: (${variablesParam}) => queryKey(${documentName}, variables as ${variables}) },`,
        `);`,
        `export const ${name[0]?.toLowerCase()}${name.slice(1)}Keys = /*#__PURE__*/ operationKeys('${name}', ${documentName});`,
      );
    } else if (kind === 'mutation') {
      body.push(
        `export function use${result}(options?: MutationHookOptions<${result}, ${variables}>) {`,
        `  return useGraphQLMutation(${documentName}, options);`,
        `}`,
      );
    } else {
      body.push(
        `export function use${result}(${variablesParam}, options?: SubscriptionHookOptions<${result}>) {`,
        `  return useGraphQLSubscription(${documentName}, variables as ${variables}, options);`,
        `}`,
      );
    }
    body.push('');
  }
  return [
    '/* eslint-disable */',
    '// Generated by codegen/hooks-plugin.ts from src/**/*.graphql: do not edit, run `npm run codegen`.',
    `import { generatedDocument, useGraphQLQuery, useGraphQLMutation, useGraphQLSubscription, queryKey, operationKeys } from '${runtime}';`,
    `import type { QueryHookOptions, MutationHookOptions, SubscriptionHookOptions } from '${runtime}';`,
    `import type { ${[...typeImports].join(', ')} } from '${from}';`,
    '',
    ...body,
  ].join('\n');
};

export default { plugin };
