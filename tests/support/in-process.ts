// GraphQL requests through the service's own fetch handler (yoga.fetch, in-process, as The Guild tests servers): the
// whole stack runs (context, cookies, resolvers, database) minus the socket.
import { AsyncLocalStorage } from 'node:async_hooks';
import { expect } from 'vitest';
import type { App } from '../../server/app';
import type { Db } from '../../server/db/types';
import type { GraphQLResponseBody } from './service';

/** The `lanes_session=…` pair a sign-in set, for the `cookie` header of later requests. */
// Tests compare results with exact values field by field; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export function sessionOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('lanes_session=') && c !== 'lanes_session=');
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie;
}

/** Requests to the app of `service()`: a TestService, or `{ app }` for an app a test made itself. */
export function inProcess(service: () => { app: Pick<App, 'yoga'> }) {
  async function send<T = Loose>(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
    const response = await service().app.yoga.fetch('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { response, body: (await response.json()) as GraphQLResponseBody<T> };
  }

  /** The data of a request that must succeed. */
  async function data<T = Loose>(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
    const { body } = await send<T>(query, variables, cookie);
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  /** Signs in (a demo account by default password) and returns the session cookie. */
  async function signIn(email: string, password = 'lanes-demo'): Promise<string> {
    const { response, body } = await send(
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }',
      { e: email, p: password },
    );
    expect(body.errors).toBeUndefined();
    return sessionOf(response);
  }

  return { send, data, signIn };
}

const counting = new AsyncLocalStorage<string[]>();

/**
 * The SQL statements `run` makes the service send through `service.db` (which the app holds), in order: those of the
 * in-process requests it makes, and no other. The service's own background work is not counted even when it runs
 * meanwhile: the trusted documents' sync after listen reads once more when its first statement ends, and on a loaded
 * machine that read came inside a count once (9 statements where the Board query runs 8).
 */
export async function statementsOf<T>(
  service: { db: Db },
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const original = service.db.query;
  service.db.query = ((text: string, params?: readonly unknown[]) => {
    counting.getStore()?.push(text);
    return original.call(service.db, text, params);
  }) as Db['query'];
  const statements: string[] = [];
  try {
    return { result: await counting.run(statements, run), statements };
  } finally {
    service.db.query = original;
  }
}
