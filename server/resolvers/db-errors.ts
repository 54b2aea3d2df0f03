// PostgreSQL error codes the resolvers turn into user-facing answers (the same on PGlite and PostgreSQL).
import { createGraphQLError } from 'graphql-yoga';
import type { Db } from '../db/types';
import { DataDirectoryLostError } from '../db/data-dir-guard';
import { isDatabaseUnavailable } from '../db/unavailable';
import { limitError } from '../limits/limit-error';
import { LIMIT_CODES } from '../limits/limits';
import { badUserInput, projectArchived, serviceUnavailable } from './errors';

/** 23505: a unique index refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Values PostgreSQL refused (class 22) that the field rules and scalars should have caught first. */
const INVALID_INPUT_CODES = new Set(['22021', '22P05', '22008', '22007', '22003', '22P02', '22001']);

/**
 * LA001: the write touched an archived project (server/migrations/006_archived_read_only.sql); the message is its key.
 */
function archivedProjectKey(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'LA001' && typeof message === 'string' ? message : undefined;
}

/** 57014: PostgreSQL cancelled the statement (its statement_timeout, server/db/postgres.ts). */
function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

export const STATEMENT_TIMEOUT_MESSAGE =
  'This request ran too long and was stopped; nothing was changed. Ask for less, or try again in a moment';

export function isInvalidInput(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && INVALID_INPUT_CODES.has(code);
}

/** The message of the last line of defence; `input` because PostgreSQL does not say which argument it was. */
export const INVALID_INPUT_MESSAGE = 'This input holds a character or value that cannot be stored';

/** The resolvers' database: known refusals (PROJECT_ARCHIVED, BAD_USER_INPUT) answer their code, not an error. */
export function withInputErrors(db: Db): Db {
  const translate = (error: unknown): never => {
    if (isInvalidInput(error)) throw badUserInput({ input: INVALID_INPUT_MESSAGE });
    const archived = archivedProjectKey(error);
    if (archived !== undefined) throw projectArchived(archived);
    if (isDatabaseUnavailable(error)) throw serviceUnavailable();
    if (isStatementTimeout(error)) throw limitError(LIMIT_CODES.statementTimeout, STATEMENT_TIMEOUT_MESSAGE);
    if (error instanceof DataDirectoryLostError) {
      throw createGraphQLError(
        'The service lost its data directory and is stopping; this change was not saved',
        {
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      );
    }
    throw error;
  };
  const wrap = (inner: Db): Db => ({
    kind: inner.kind,
    query: <R>(text: string, params?: readonly unknown[]) => inner.query<R>(text, params).catch(translate),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))).catch(translate),
    close: () => inner.close(),
  });
  return wrap(db);
}
