// The error catalogue (docs/product.md §8) as named values: UI code branches on `name` or `code`, never on text.
import type { GraphQLFormattedError } from 'graphql';

/** Status of 300 or above, or a JSON body with neither `data` nor `errors`. */
export class ServerError extends Error {
  override readonly name = 'ServerError';
  readonly response: Response;
  readonly statusCode: number;
  /** The parsed JSON body, or the body text when it is not JSON (a proxy's HTML page, say). */
  readonly result: unknown;

  constructor(message: string, response: Response, result: unknown) {
    super(message);
    this.response = response;
    this.statusCode = response.status;
    this.result = result;
  }
}

/** Status below 300 and a body that is not JSON. The message is the parser's. */
export class ServerParseError extends Error {
  override readonly name = 'ServerParseError';
  readonly response: Response;
  readonly statusCode: number;
  readonly bodyText: string;

  constructor(parseError: Error, response: Response, bodyText: string) {
    super(parseError.message, { cause: parseError });
    this.response = response;
    this.statusCode = response.status;
    this.bodyText = bodyText;
  }
}

/** A result's GraphQL errors as one error, with the first one's `extensions.code` and any partial data. */
export class GraphQLErrors<TData = unknown> extends Error {
  override readonly name = 'GraphQLErrors';
  readonly errors: readonly GraphQLFormattedError[];
  readonly data: TData | null | undefined;

  constructor(errors: readonly GraphQLFormattedError[], data?: TData | null) {
    super(errors.map((e) => e.message).join('\n'));
    this.errors = errors;
    this.data = data;
  }

  /** The first error's `extensions.code` (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, …). */
  get code(): string | undefined {
    const code = this.errors[0]?.extensions?.['code'];
    return typeof code === 'string' ? code : undefined;
  }

  /** Every code present, in order, once each. */
  get codes(): string[] {
    return [
      ...new Set(
        this.errors.map((e) => e.extensions?.['code']).filter((c): c is string => typeof c === 'string'),
      ),
    ];
  }
}

export function isGraphQLErrors(error: unknown): error is GraphQLErrors {
  return error instanceof GraphQLErrors;
}

/** The `extensions.code` of a GraphQL error, or undefined for transport and other errors. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphQLErrors ? error.code : undefined;
}

export const PREMATURE_CANCEL_MESSAGE = 'Observable cancelled prematurely';

/** The service's code while its database is away (HTTP 503 with Retry-After): the request is worth repeating. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
export const SERVICE_UNAVAILABLE_MESSAGE = "Can't reach the service, retrying…";

function bodyCode(result: unknown): unknown {
  const errors = (result as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  return Array.isArray(errors) ? errors[0]?.extensions?.code : undefined;
}

/** The service's SERVICE_UNAVAILABLE (503 with Retry-After): retrying cures it. Another 503 is an ordinary failure. */
export function isServiceUnavailable(error: unknown): boolean {
  if (error instanceof GraphQLErrors) return error.codes.includes(SERVICE_UNAVAILABLE);
  return (
    error instanceof ServerError && error.statusCode === 503 && bodyCode(error.result) === SERVICE_UNAVAILABLE
  );
}

/** The wait the service asked for (Retry-After, in seconds), in ms; null when it named none. */
export function retryAfterMs(error: unknown): number | null {
  if (!(error instanceof ServerError || error instanceof ServerParseError)) return null;
  const seconds = Number(error.response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : null;
}
