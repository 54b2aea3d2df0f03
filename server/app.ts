// The Lanes service as a value (GraphQL over HTTP, SSE, WebSocket; the app): nothing listens until `listen()`.
// Composed of modules of one job each (server/app/): context and cookies, plugins, routes, timers, servers.
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createSchema, createYoga, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import type { Resolvers } from '../generated/resolvers';
import { createPasswords, type Passwords, type ScryptCost } from './auth';
import type { Context } from './context';
import type { Db } from './db/types';
import { DEFAULT_LIMITS, type Limits } from './limits/limits';
import { limitPlugins } from './limits/plugins';
import { createLimitStore, type LimitStore } from './limits/shared-store';
import { accountBudgetPlugin, accountBudgets as createAccountBudgets } from './limits/account-budget';
import type { StreamCounts } from './limits/stream-limit';
import type { ClosableBoardPubSub } from './pubsub';
import { yogaLogger } from './log';
import { resolvers as lanesResolvers } from './resolvers';
import { withInputErrors } from './resolvers/db-errors';
import { createWebSocketHandler } from './ws';
import { createRateLimiters } from './security/failure-limit';
import { corsFor } from './security/origin';
import { apiKeyPlugin, checkApiKey, type CheckedKeys } from './security/api-keys';
import {
  documentOfMessage,
  readTrustedManifest,
  trustedDocuments,
  trustedDocumentsPlugin,
  type Manifest,
} from './security/trusted-documents';
import {
  DEFAULT_PROJECT_RESULT_CACHE,
  projectResultCache,
  type ProjectResultCache,
  type ProjectResultCacheOptions,
} from './cache/project-result-cache';
import type { RetentionOptions } from './events/retention';
import { requestContext, type InitialContext } from './app/context';
import { lanesPlugins } from './app/plugins';
import { routes } from './app/routes';
import { servers, type Listening } from './app/servers';
import { startTimers } from './app/timers';
import { projectFile } from './paths';

export type { InitialContext } from './app/context';
export type { Listening } from './app/servers';

export const GRAPHQL_PATH = '/graphql';
export const SCHEMA_PATH = projectFile('schema/schema.graphql');

export interface AppOptions {
  db: Db;
  pubsub: ClosableBoardPubSub;
  /** True on the embedded default database (the demo accounts are offered then). */
  embedded: boolean;
  /** The built browser app; omitted means the service answers only /graphql. */
  staticDir?: string;
  /** Replaces the Lanes resolvers (tests of the plumbing only). */
  resolvers?: Resolvers;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /**
   * Hides field suggestions and introspection, and runs only trusted documents for requests without an API key; true
   * unless given (development, LANES_ENV=development, is false).
   */
  production?: boolean;
  /** This build's manifest of trusted documents; generated/persisted-documents.json unless given. */
  trustedDocuments?: Manifest;
  limits?: Partial<Limits>;
  /** Browser origins besides this host's own that may call /graphql. */
  corsOrigins?: readonly string[];
  /** Take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** The clock for sessions and rate limits; tests inject one to move time without sleeping. */
  now?: () => Date;
  /** scrypt's cost for new password hashes: production's unless given (tests pass a cheap one). */
  passwordCost?: ScryptCost;
  /** Event-log retention (and the Idempotency-Key purge), run on a timer until close(). */
  retention?: RetentionOptions;
  logger?: YogaLogger;
  /** Redis for the limits' counts, so the instances count together; else this process. */
  redisUrl?: string | null;
  /** A limit store made (and closed) by the caller. */
  limitStore?: LimitStore;
  resultCache?: ProjectResultCacheOptions;
}

export type LanesYoga = YogaServerInstance<InitialContext, Context>;

export interface App {
  yoga: LanesYoga;
  streams: StreamCounts;
  resultCache: Pick<ProjectResultCache, 'stats'>;
  passwords: Pick<Passwords, 'cost' | 'stats'>;
  requestListener(req: IncomingMessage, res: ServerResponse): void;
  attach(server: http.Server): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  listen(options: { port: number; host: string }): Promise<Listening>;
  /** Ends live connections and stops every server; the database stays open (its owner closes it). */
  close(): Promise<void>;
  /** SIGTERM's first step: /readyz says 503, accepting stops, streams are cut and requests in flight answered. */
  drain(deadlineMs: number): Promise<void>;
}

export function createApp(options: AppOptions): App {
  const { pubsub } = options;
  const db = withInputErrors(options.db);
  const corsOrigins = (options.corsOrigins ?? []).map((origin) => origin.toLowerCase());
  const now = options.now ?? (() => new Date());
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const limitStore = options.limitStore ?? createLimitStore(options.redisUrl);
  const rateLimits = createRateLimiters(limitStore, limits.rates);
  const accountBudgets = createAccountBudgets(limitStore, limits.accountRates);
  const limiting = limitPlugins({
    limits,
    production: options.production ?? true,
    leases: limitStore.leases,
    // Only a signed-in stream counts against a session (or the API key it came with) and an account (an anonymous one
    // is refused anyway).
    sessionOf: (context) => {
      const ctx = context as Partial<Context>;
      return ctx.viewer ? (ctx.apiKey?.keyHash ?? ctx.sessionTokenHash ?? null) : null;
    },
    accountOf: (context) => (context as Partial<Context>).viewer?.id ?? null,
    addressOf: (context) => (context as Partial<Context>).clientAddress ?? null,
  });
  const resultCache = projectResultCache(options.resultCache ?? DEFAULT_PROJECT_RESULT_CACHE);
  const production = options.production ?? true;
  const checkedKeys: CheckedKeys = new WeakMap();
  const documents = trustedDocuments(db, options.trustedDocuments ?? readTrustedManifest(), () =>
    now().getTime(),
  );
  const documentPlugins = [
    apiKeyPlugin(db, checkedKeys, now),
    trustedDocumentsPlugin({
      documents,
      acceptsText: (request) => !production || checkedKeys.has(request),
    }),
  ];
  const passwords = createPasswords(options.passwordCost ? { cost: options.passwordCost } : {});
  const { context, cookiePlugin } = requestContext({
    db,
    pubsub,
    embedded: options.embedded,
    trustProxy: options.trustProxy ?? false,
    now,
    rateLimits,
    accountBudgets,
    passwords,
    sessionsPerAccount: limits.sessionsPerAccount,
    checkedKeys,
  });

  const yoga: LanesYoga = createYoga<InitialContext, Context>({
    graphqlEndpoint: GRAPHQL_PATH,
    schema: createSchema<Context & InitialContext>({
      typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
      resolvers: (options.resolvers ?? lanesResolvers) as never,
    }),
    // GraphQLErrors (with their extensions.code) pass unchanged; anything else becomes "Unexpected error.".
    maskedErrors: true,
    graphiql: false,
    landingPage: false,
    logging: options.logger ?? options.logLevel ?? yogaLogger(),
    maxRequestBodySize: limits.bodyBytes,
    context,
    cors: corsFor(corsOrigins),
    plugins: lanesPlugins({
      db,
      documentPlugins,
      corsOrigins,
      limitPlugins: [...limiting.plugins, accountBudgetPlugin(accountBudgets)],
      resultCache,
      cookiePlugin,
    }),
  });

  const stopTimers = startTimers({ db, rawDb: options.db, pubsub, retention: options.retention, now });
  const ws = createWebSocketHandler(yoga, GRAPHQL_PATH, {
    maxPayload: limits.bodyBytes,
    corsOrigins,
    apiKeyOf: (token) => checkApiKey(db, token, now()),
    documentOf: (params, apiKey) => documentOfMessage(documents, params, !production || apiKey !== null),
  });
  const router = routes({
    graphqlPath: GRAPHQL_PATH,
    graphql: (req, res) => void yoga.requestListener(req, res),
    db: options.db,
    pubsub,
    staticDir: options.staticDir,
    draining: () => listening.draining,
  });
  const listening = servers({ limits, ws, ...router });

  return {
    yoga,
    streams: limiting.streams,
    resultCache,
    passwords,
    requestListener: router.requestListener,
    attach: (server) => void server.on('upgrade', ws.handleUpgrade),
    handleUpgrade: ws.handleUpgrade,
    listen: async (at) => {
      const listened = await listening.listen(at);
      // This build's documents join the earlier releases' (kept in the database) once the instance serves: an
      // instance that never listens (its port taken) leaves nothing behind.
      void documents.sync();
      return listened;
    },
    drain: (deadlineMs) => listening.drain(deadlineMs),
    async close() {
      // A look at the earlier releases' documents still running finishes before the database can be closed.
      await documents.settled();
      await ws.close();
      await listening.closeAll();
      await stopTimers();
      await yoga.dispose();
      if (!options.limitStore) await limitStore.close();
    },
  };
}
