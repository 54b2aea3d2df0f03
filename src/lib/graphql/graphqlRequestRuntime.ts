// What graphql-request sees as `graphql` in a browser build (vite.config.ts redirects its imports here; Node loads
// the real graphql-js), so graphql-js stays out of the bundle. graphql-request needs only `Kind` at run time: the
// layer hands it printed strings with `excludeOperationName: true`, so its `parse` and `print` are never reached.
// Nothing else may import this module.

export const Kind = Object.freeze({ OPERATION_DEFINITION: 'OperationDefinition' }) as {
  readonly OPERATION_DEFINITION: 'OperationDefinition';
};

const STRINGS_ONLY =
  'graphql-js is not in the browser bundle: the GraphQL layer passes graphql-request printed strings only, with excludeOperationName, so it never parses or prints';

/** Never reached by the layer; a path that would need graphql-js fails loudly. */
export function parse(): never {
  throw new Error(`${STRINGS_ONLY} (parse was called)`);
}

export function print(): never {
  throw new Error(`${STRINGS_ONLY} (print was called)`);
}
