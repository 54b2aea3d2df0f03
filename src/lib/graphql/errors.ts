// The error catalogue of the spec (§8), as named values: UI code branches on `name` or `code`, never on message text.
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

/**
 * GraphQL errors in a result, as one error: the server's errors, the first one's `extensions.code`, and any partial
 * data. The message lists the errors' own messages, one a line.
 */
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
