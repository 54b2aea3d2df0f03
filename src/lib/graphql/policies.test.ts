// Which failures a query retries, the backoff curve, and the options each fetch policy stands for.
import { describe, expect, test } from 'vitest';
import { GraphQLErrors, ServerError, ServerParseError, isServiceUnavailable } from './errors';
import {
  createQueryClient,
  fetchPolicyOptions,
  isRetryableError,
  retryDelay,
  retryMutation,
  retryQuery,
} from './policies';

const response = (status: number) => new Response(null, { status: status === 204 ? 204 : status });

describe('retries', () => {
  test('network failures and 5xx are retryable; 4xx, parse errors, GraphQL errors and aborts never', () => {
    expect(isRetryableError(new TypeError('fetch failed'))).toBe(true);
    expect(
      isRetryableError(
        new ServerError('Response not successful: Received status code 503', response(503), ''),
      ),
    ).toBe(true);
    expect(
      isRetryableError(
        new ServerError('Response not successful: Received status code 500', response(500), ''),
      ),
    ).toBe(true);
    expect(
      isRetryableError(
        new ServerError('Response not successful: Received status code 404', response(404), ''),
      ),
    ).toBe(false);
    expect(
      isRetryableError(new ServerError("Server response was missing for query 'Board'.", response(200), {})),
    ).toBe(false);
    expect(
      isRetryableError(new ServerParseError(new SyntaxError('Unexpected token'), response(200), '<html>')),
    ).toBe(false);
    expect(isRetryableError(new GraphQLErrors([{ message: 'No', extensions: { code: 'NOT_FOUND' } }]))).toBe(
      false,
    );
    expect(isRetryableError(new DOMException('This operation was aborted', 'AbortError'))).toBe(false);
    expect(isRetryableError(new Error('something else'))).toBe(false);
  });

  test('at most two retries', () => {
    const error = new TypeError('fetch failed');
    expect([0, 1, 2, 3].map((failures) => retryQuery(failures, error))).toEqual([true, true, false, false]);
  });

  test('backoff doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  test('SERVICE_UNAVAILABLE (503 + Retry-After) is retried without a cap, mutations too, after the wait it names', () => {
    const unavailable = new ServerError(
      'Response not successful: Received status code 503',
      new Response('', { status: 503, headers: { 'retry-after': '2' } }),
      {
        errors: [
          { message: "Can't reach the service, retrying…", extensions: { code: 'SERVICE_UNAVAILABLE' } },
        ],
      },
    );
    expect([0, 2, 10, 100].map((failures) => retryQuery(failures, unavailable))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([0, 10].map((failures) => retryMutation(failures, unavailable))).toEqual([true, true]);
    expect(retryDelay(5, unavailable)).toBe(2_000);
    // Any other 503 is an ordinary failure: twice more for a query, never for a mutation.
    const other = new ServerError('Response not successful: Received status code 503', response(503), '');
    expect([0, 1, 2].map((failures) => retryQuery(failures, other))).toEqual([true, true, false]);
    expect(retryMutation(0, other)).toBe(false);
    expect(isServiceUnavailable(unavailable)).toBe(true);
    expect(isServiceUnavailable(other)).toBe(false);
  });

  test('the QueryClient defaults: queries retry by the rule, mutations only while the service is away, no structural sharing', () => {
    const queryClient = createQueryClient();
    const queries = queryClient.defaultQueryOptions({ queryKey: ['AnyOperation', {}] });
    expect(queries.retry).toBe(retryQuery);
    expect(queries.retryDelay).toBe(retryDelay);
    expect(queries.structuralSharing).toBe(false);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(retryMutation);
    expect(queryClient.getDefaultOptions().mutations?.retryDelay).toBe(retryDelay);
    // TanStack's own query defaults and a Query's stay empty: the spreads it runs on every render then start empty,
    // which Node 20's V8 does fast (the cache hit).
    expect(queryClient.getDefaultOptions().queries).toBeUndefined();
    expect(queryClient.getQueryDefaults(['AnyOperation', {}])).toEqual({});
  });

  test('overrides win over the defaults and keep the others', () => {
    const queries = createQueryClient({
      defaultOptions: { queries: { retryDelay: 0 } },
    }).defaultQueryOptions({ queryKey: ['AnyOperation', {}] });
    expect(queries.retryDelay).toBe(0);
    expect(queries.retry).toBe(retryQuery);
    // A hook's own options still win over the defaults.
    expect(createQueryClient().defaultQueryOptions({ queryKey: ['A'], retry: 5 }).retry).toBe(5);
  });
});

describe('fetch policies', () => {
  test('each policy as TanStack options', () => {
    expect(fetchPolicyOptions('cache-first')).toEqual({ staleTime: Infinity, enabled: true });
    expect(fetchPolicyOptions('cache-and-network')).toEqual({
      staleTime: Infinity,
      refetchOnMount: 'always',
      enabled: true,
    });
    expect(fetchPolicyOptions('network-only')).toEqual({
      staleTime: Infinity,
      refetchOnMount: 'always',
      enabled: true,
    });
    expect(fetchPolicyOptions('no-cache')).toEqual({
      staleTime: Infinity,
      refetchOnMount: 'always',
      enabled: true,
    });
    expect(fetchPolicyOptions('cache-only')).toEqual({ staleTime: Infinity, enabled: false });
    expect(fetchPolicyOptions('standby')).toEqual({ staleTime: Infinity, enabled: false });
  });
});
