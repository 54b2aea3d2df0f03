// startService(): the real Lanes service on 127.0.0.1 with its own fresh, seeded database, for
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
import { createSession, SESSION_COOKIE, sessionCookies } from '../../server/auth';
import { DEFAULT_LIMITS, type AccountRates } from '../../server/limits/limits';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, type ClosableBoardPubSub } from '../../server/pubsub';
import { rememberAddress } from '../../server/security/account-addresses';
import { DEMO_PASSWORD } from '../../server/seed';
import { TEST_PASSWORD_COST } from './password-cost';
import { createTestDatabase } from './postgres-run';

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
  /**
   * A new session of `email`'s made without the password, as Laravel's actingAs does, for tests where signing in is
   * not the subject: `cookie` to send back (`lanes_session=<token>`), and `setCookie`, the Set-Cookie values a
   * sign-in would answer with (a browser takes them as its storageState: tests/e2e/support/browser.ts).
   */
  sessionFor(email: string): Promise<{ cookie: string; setCookie: string[] }>;
  /** POSTs one operation and returns the parsed JSON body, whatever the status. */
  request<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ): Promise<GraphQLResponseBody<TData>>;
  /** As `request`, for an operation that must succeed: its `data`, or an error naming the query and its errors. */
  data<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ): Promise<TData>;
  /**
   * Deploys another release, as a rollout does: this instance stops (its connections end) and the next one starts on
   * the same port, database and pub/sub, with `release`'s build and manifest of trusted documents.
   */
  deploy(release: Release): Promise<void>;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

/** What a release brings to the service: the built app and the manifest of its documents. */
export interface Release {
  /** The built app the service serves as well (e2e); none unless given. */
  staticDir?: string;
  /** The release's manifest (generated/persisted-documents.json unless given). */
  trustedDocuments?: AppOptions['trustedDocuments'];
}

export interface StartServiceOptions extends Release {
  /** As on the embedded default (demo accounts listed); true unless told otherwise. */
  embedded?: boolean;
  /**
   * `postgres` unless told otherwise: a seeded database of its own on the run's PostgreSQL
   * (tests/support/postgres-run.ts), copied from its template in a tenth of a second, whose statements run natively in
   * processes of their own. `pglite`: the seed dump loaded into PGlite (2 s of one core's WebAssembly, 5 s beside
   * other work), for what is PGlite's own (the embedded default's statements, its data directory).
   */
  database?: 'pglite' | 'postgres';
  /** The dump PGlite loads; defaults to the one the integration global setup provides. */
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
  /** scrypt's cost for new hashes; the tests' cheap one unless given. */
  passwordCost?: AppOptions['passwordCost'];
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

async function openDatabase(options: StartServiceOptions): Promise<{ db: Db; drop(): Promise<void> }> {
  if ((options.database ?? 'postgres') === 'postgres') {
    const database = await createTestDatabase();
    return { db: await openPostgres(database.url), drop: () => database.drop() };
  }
  const dump = new Blob([await readFile(options.seedDump ?? inject('lanesSeedDump'))]);
  const { db } = await openPglite({ loadDataDir: dump });
  return { db, drop: async () => undefined };
}

export async function startService(options: StartServiceOptions = {}): Promise<TestService> {
  const { db, drop } = await openDatabase(options);
  const pubsub = createBoardPubSub();
  const launch = async (release: Release, port: number) => {
    const app = createApp({
      db,
      pubsub,
      embedded: options.embedded ?? true,
      passwordCost: options.passwordCost ?? TEST_PASSWORD_COST,
      // Masked unexpected errors still reach stderr; routine messages would bury test output.
      logLevel: 'error',
      ...(release.staticDir ? { staticDir: release.staticDir } : {}),
      ...(release.trustedDocuments ? { trustedDocuments: release.trustedDocuments } : {}),
      ...(options.resolvers ? { resolvers: options.resolvers } : {}),
      limits: { accountRates: TEST_ACCOUNT_RATES, ...options.limits },
      production: options.production ?? false,
      ...options.security,
    });
    return { app, listening: await app.listen({ port, host: '127.0.0.1' }) };
  };
  let running = await launch(options, options.port ?? 0);
  // A deploy keeps the address: the next release listens where this one did.
  const { url } = running.listening;
  const now = options.security?.now ?? (() => new Date());
  const graphqlUrl = `${url}/graphql`;

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
    url,
    graphqlUrl,
    wsUrl: graphqlUrl.replace(/^http/, 'ws'),
    get app() {
      return running.app;
    },
    db,
    pubsub,
    request,
    async data<TData>(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
      const body = await request<TData>(query, variables, cookie);
      if (!body.data) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
      return body.data;
    },
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
    async sessionFor(email) {
      const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
      if (!user) throw new Error(`sessionFor(${email}): no such account`);
      // As a sign-in from this machine leaves it: the loopback address remembered as the account's.
      const address = '127.0.0.1';
      const { knownSince } = await rememberAddress(db, user.id, address);
      const session = await createSession(db, user.id, now(), { address, knownSince });
      return {
        cookie: `${SESSION_COOKIE}=${session.token}`,
        setCookie: sessionCookies(session.token, session.expiresAt, false, now()),
      };
    },
    async deploy(release) {
      await running.listening.close();
      await running.app.close();
      running = await launch(release, Number(new URL(url).port));
    },
    async close() {
      await running.listening.close();
      await running.app.close();
      await db.close();
      await drop();
    },
  };
}
