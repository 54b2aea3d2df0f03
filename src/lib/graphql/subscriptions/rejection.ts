// How a server says "no" to a subscription inside a normal message: a result with errors and no data (yoga's SSE
// and graphql-ws both answer a resolver that throws before streaming this way).
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLErrors } from '../errors';
import type { GraphQLResult } from '../types';

/** The result's errors as one GraphQLErrors when the result carries no data; undefined for a usable result. */
export function rejectionOf(result: GraphQLResult): GraphQLErrors | undefined {
  if (result.data == null && Array.isArray(result.errors) && result.errors.length > 0) {
    return new GraphQLErrors(result.errors, result.data);
  }
  return undefined;
}

/** True for a non-empty array of GraphQL errors (graphql-ws's `error` message payload). */
export function isGraphQLErrorList(value: unknown): value is GraphQLFormattedError[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (e) => typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string',
    )
  );
}
