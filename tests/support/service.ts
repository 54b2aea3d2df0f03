// startService(): the real Lanes service on 127.0.0.1 with its own fresh, seeded in-memory database, for
// integration tests (and the e2e setup). Keep this signature stable: transport, subscription, resolver and e2e tests
// build on it.
//
//   const service = await startService();          // in a beforeAll; afterAll(() => service.close())
//   const cookie = await service.signIn('ada@lanes.test');
//   const body = await service.request('{ viewer { name } }', {}, cookie);
//   // body is the parsed JSON response: { data: { viewer: { name: 'Ada Lovelace' } } }
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Resolvers } from '../../generated/resolvers';
import { createApp, type App, type AppOptions } from '../../server/app';
import { DEFAULT_LIMITS, type AccountRates } from '../../server/limits/limits';
import { openPglite } from '../../server/db/pglite';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, type ClosableBoardPubSub } from '../../server/pubsub';
import { DEMO_PASSWORD } from '../../server/seed';

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponseBody<TData> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
  extensions?: Record<string, unknown>;
}

export interface TestService {
  /** http://127.0.0.1:<port> */
  url: string;
  /** http://127.0.0.1:<port>/graphql */
  graphqlUrl: string;
  /** ws://127.0.0.1:<port>/graphql */
  wsUrl: string;
  app: App;
  db: Db;
  pubsub: ClosableBoardPubSub;
  /** Signs in over HTTP and returns the cookie to send back: `lanes_session=<token>`. Throws on failure. */
  signIn(email: string, password?: string): Promise<string>;
  /** POSTs one operation and returns the parsed JSON body, whatever the status. */
  request<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ): Promise<GraphQLResponseBody<TData>>;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

export interface StartServiceOptions {
  /** Serve this built app directory as well (e2e). */
  staticDir?: string;
  /** As on the embedded default (demo accounts listed); true unless told otherwise. */
  embedded?: boolean;
  /** The dump to load; defaults to the one the integration global setup provides. */
  seedDump?: string;
  /** Replaces the Lanes resolvers, for tests of the plumbing alone. */
  resolvers?: Resolvers;
  /** 0 (a free port) unless given. */
  port?: number;
  /** Overrides of the service's limits (server/limits/limits.ts), e.g. a short header timeout. */
  limits?: AppOptions['limits'];
  /**
   * Production mode: no suggestions, no introspection, and only the app's documents (by hash) without an API key.
   * False unless given: the tests of the service's behaviour send documents of their own as text, as development
   * allows; a test of what production refuses says `production: true` (tests/support/api-keys.ts sends by hash, or
   * with a key).
   */
  production?: boolean;
  /** Security settings and the clock (CORS_ORIGINS, TRUST_PROXY, an injected clock). */
  security?: Pick<AppOptions, 'corsOrigins' | 'trustProxy' | 'now'>;
}

/**
 * A test file acts faster than any person: it gets a thousand times the per-account budgets unless it asks for others
 * (tests/server/limits-capacity-accounts.test.ts runs against the real ones).
 */
export const TEST_ACCOUNT_RATES: AccountRates = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS.accountRates).map(([kind, rule]) => [
    kind,
    { ...rule, points: rule.points * 1000 },
  ]),
) as AccountRates;

export async function startService(options: StartServiceOptions = {}): Promise<TestService> {
  const dumpPath = options.seedDump ?? inject('lanesSeedDump');
  const dump = new Blob([await readFile(dumpPath)]);
  const { db } = await openPglite({ loadDataDir: dump });
  const pubsub = createBoardPubSub();
  const app = createApp({
    db,
    pubsub,
    embedded: options.embedded ?? true,
    // Masked unexpected errors still reach stderr; routine messages would bury test output.
    logLevel: 'error',
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
    ...(options.resolvers ? { resolvers: options.resolvers } : {}),
    limits: { accountRates: TEST_ACCOUNT_RATES, ...options.limits },
    production: options.production ?? false,
    ...options.security,
  });
  const listening = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const graphqlUrl = `${listening.url}/graphql`;

  const request = async <TData>(
    query: string,
    variables: Record<string, unknown> = {},
    cookie?: string,
  ): Promise<GraphQLResponseBody<TData>> => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponseBody<TData>;
  };

  return {
    url: listening.url,
    graphqlUrl,
    wsUrl: graphqlUrl.replace(/^http/, 'ws'),
    app,
    db,
    pubsub,
    request,
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          query:
            'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }',
          variables: { email, password },
        }),
      });
      const cookie = response.headers
        .getSetCookie()
        .map((header) => header.split(';')[0] ?? '')
        .find((pair) => pair.startsWith('lanes_session=') && pair !== 'lanes_session=');
      if (!cookie)
        throw new Error(
          `signIn(${email}) set no session cookie: ${response.status} ${await response.text()}`,
        );
      return cookie;
    },
    async close() {
      await listening.close();
      await app.close();
      await db.close();
    },
  };
}
