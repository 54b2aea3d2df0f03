// graphql-request's `graphql` in a browser build (vite.config.ts redirects it here), keeping graphql-js out of the
// bundle: it is handed printed strings, so it needs only `Kind`. Nothing else may import this module.

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
