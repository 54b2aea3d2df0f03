// A limit's refusal, built by yoga's createGraphQLError (the graphql copy it checks) so it is never masked.
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

export function limitError(code: string, message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code } });
}

/** A GraphQLError from either copy of graphql (see above), told by its name rather than instanceof. */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError';
}
