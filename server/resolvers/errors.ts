// The error catalogue of schema/schema.graphql: one constructor per `extensions.code`; clients branch on the code.
// Built with yoga's createGraphQLError: a GraphQLError of another graphql copy would be masked as "Unexpected error.".
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';
import type { FieldErrors } from '../../src/lib/validation';
import type { TaskStatus } from '../../src/lib/validation';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'VALIDATION'
  | 'CONFLICT'
  | 'INVALID_TRANSITION'
  | 'PROJECT_ARCHIVED'
  | 'SERVICE_UNAVAILABLE';

/** The database is away for a moment: HTTP 503 with Retry-After, and the client tries again by itself. */
export function serviceUnavailable(): GraphQLError {
  return createGraphQLError("Can't reach the service, retrying…", {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    },
  });
}

export function unauthenticated(message = 'Sign in to continue'): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

export function notFound(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** The message repeats the field messages, so a client that shows only the message still says what is wrong. */
export function badUserInput(fields: FieldErrors): GraphQLError {
  return createGraphQLError(Object.values(fields).join('; '), {
    extensions: { code: 'BAD_USER_INPUT', fields },
  });
}

/**
 * A label's input broke a label rule (docs/product.md §14 names this code for labels): the same shape as
 * BAD_USER_INPUT, so a form shows each message beside its field whichever of the two it gets.
 */
export function labelInvalid(fields: FieldErrors): GraphQLError {
  return createGraphQLError(Object.values(fields).join('; '), {
    extensions: { code: 'VALIDATION', fields },
  });
}

export function conflict(taskKey: string, currentVersion: number): GraphQLError {
  return createGraphQLError(
    `${taskKey} was changed by someone else; review the current version and try again`,
    {
      extensions: { code: 'CONFLICT', currentVersion },
    },
  );
}

/** An undo of an archive or unarchive found the project changed by someone else since (docs/product.md §13 "Undo"). */
export function changedSince(changedBy: string): GraphQLError {
  return createGraphQLError(`Can't undo: ${changedBy} changed this since`, {
    extensions: { code: 'CONFLICT', changedBy },
  });
}

export function invalidTransition(message: string, allowed: readonly TaskStatus[]): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'INVALID_TRANSITION', allowed: [...allowed] } });
}

/** An archived project is read-only until an ADMIN unarchives it (docs/product.md §13). */
export function projectArchived(projectKey: string): GraphQLError {
  return createGraphQLError(`${projectKey} is archived, so it cannot be changed; an admin can unarchive it`, {
    extensions: { code: 'PROJECT_ARCHIVED' },
  });
}
