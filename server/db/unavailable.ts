// Failures meaning "the database is away", not "the statement is wrong": 503 with Retry-After; the client retries.

// SQLSTATE class 08 (connection), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections).
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg's own words when a connection ends or cannot be had in time.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'the database system is',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => message.includes(words)))
    return true;
  // AggregateError (a host with several addresses) and wrapped causes.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 2;
