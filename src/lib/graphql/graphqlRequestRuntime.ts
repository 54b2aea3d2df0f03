// What graphql-request sees as `graphql` in a browser build (vite.config.ts and tests/transport/bundle.test.ts
// redirect it here for importers inside node_modules/graphql-request only; Node, and so vitest and the service, load
// the real graphql-js). graphql-request 7's only entry imports three things from graphql-js at run time:
// - `Kind` (build/legacy/lib/graphql.js, isOperationDefinitionNode), which needs just the one constant below;
// - `parse` and `print` (build/legacy/helpers/analyzeDocument.js), which it calls only to print a DocumentNode or to
//   find an operation's name. The layer hands it printed strings (codegen prints every document at build time;
//   analyzeDocument normalises a TypedDocumentString with String()) and sets `excludeOperationName: true`, so it
//   returns before either is reached.
// Without this, every browser bundle carried 44 kB (minified) of graphql-js that never runs. graphqlHTTP.js, the
// other importer in the package, is not reachable from its entry. Nothing else may import this module.

/** The AST kinds graphql-request compares against: only OperationDefinition (graphql-js's own string value). */
export const Kind = Object.freeze({ OPERATION_DEFINITION: 'OperationDefinition' }) as {
  readonly OPERATION_DEFINITION: 'OperationDefinition';
};

const STRINGS_ONLY =
  'graphql-js is not in the browser bundle: the GraphQL layer passes graphql-request printed strings only, with excludeOperationName, so it never parses or prints';

/** Never reached by the layer; throws so that a path that would need graphql-js fails loudly instead of silently. */
export function parse(): never {
  throw new Error(`${STRINGS_ONLY} (parse was called)`);
}

/** Never reached by the layer; throws so that a path that would need graphql-js fails loudly instead of silently. */
export function print(): never {
  throw new Error(`${STRINGS_ONLY} (print was called)`);
}
