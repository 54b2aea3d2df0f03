// A refusal by one of the service's limits: a GraphQL error whose extensions.code names the limit.
// graphql-yoga's createGraphQLError, as in server/resolvers/errors.ts: it builds the error from the graphql copy yoga
// checks with instanceof (vitest may load graphql's ESM build beside the CommonJS one), so it is never masked.
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

export function limitError(code: string, message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code } });
}

/** A GraphQLError from either copy of graphql (see above), told by its name rather than instanceof. */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError';
}
