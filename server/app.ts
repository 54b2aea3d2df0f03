// The Lanes service as a value (GraphQL over HTTP, SSE, WebSocket; the app): nothing listens until `listen()`.
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createSchema, createYoga, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import type { Resolvers } from '../generated/resolvers';
import {
  activeSession,
  clearedSessionCookies,
  createPasswords,
  hashToken,
  isHttps,
  purgeExpiredSessions,
  readSessionToken,
  sessionCookies,
} from './auth';
import type { ScryptCost, Passwords } from './auth';
import type { Context } from './context';
import type { Db } from './db/types';
import { limitConnections, serverOptions } from './limits/connections';
import { DEFAULT_LIMITS, type Limits } from './limits/limits';
import { limitPlugins } from './limits/plugins';
import { createLimitStore, type LimitStore } from './limits/shared-store';
import type { StreamCounts } from './limits/stream-limit';
import { createResponseCompression, createStaticHandler, sendText } from './http';
import { liveSubscriptionCount, type ClosableBoardPubSub } from './pubsub';
import { logger, yogaLogger } from './log';
import { requestLog } from './request-log';
import { watchLogs } from './events/watch';
import { resolvers as lanesResolvers } from './resolvers';
import { withInputErrors } from './resolvers/db-errors';
import { createWebSocketHandler, type WebSocketHandler } from './ws';
import { clientAddress } from './security/client-address';
import { csrfPrevention } from './security/csrf';
import { createRateLimiters } from './security/failure-limit';
import { corsFor, mutationOriginCheck } from './security/origin';
import { sessionBoundStreams } from './security/session-streams';
import { idempotencyKeyPlugin } from './events/idempotency';
import {
  DEFAULT_PROJECT_RESULT_CACHE,
  projectResultCache,
  type ProjectResultCache,
  type ProjectResultCacheOptions,
} from './cache/project-result-cache';
import { DEFAULT_RETENTION, startRetention, type RetentionOptions } from './events/retention';

export const GRAPHQL_PATH = '/graphql';
export const SCHEMA_PATH = new URL('../schema/schema.graphql', import.meta.url);

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
  /** Hides field suggestions and introspection; true unless given. */
  production?: boolean;
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

// Ended sessions are deleted this often (and on each sign-in too).
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** What the context factory receives: yoga's fetch Request over HTTP, the upgrade request over WebSocket. */
export interface InitialContext {
  request?: Request;
  req?: IncomingMessage;
}

export type LanesYoga = YogaServerInstance<InitialContext, Context>;

export interface Listening {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

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
  const { pubsub, embedded } = options;
  const db = withInputErrors(options.db);
  const corsOrigins = (options.corsOrigins ?? []).map((origin) => origin.toLowerCase());
  const now = options.now ?? (() => new Date());
  // Set-Cookie values a request's resolvers asked for, added to its response by the plugin below.
  const pendingCookies = new WeakMap<Request, string[]>();
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const limitStore = options.limitStore ?? createLimitStore(options.redisUrl);
  const rateLimits = createRateLimiters(limitStore, limits.rates);
  const limiting = limitPlugins({
    limits,
    production: options.production ?? true,
    leases: limitStore.leases,
    // Only a signed-in stream counts against a session and an account (an anonymous one is refused anyway).
    sessionOf: (context) => {
      const ctx = context as Partial<Context>;
      return ctx.viewer ? (ctx.sessionTokenHash ?? null) : null;
    },
    accountOf: (context) => (context as Partial<Context>).viewer?.id ?? null,
  });
  const resultCache = projectResultCache(options.resultCache ?? DEFAULT_PROJECT_RESULT_CACHE);
  const passwords = createPasswords(options.passwordCost ? { cost: options.passwordCost } : {});

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
    context: async (initial): Promise<Context> => {
      const request = initial.request;
      const cookieHeader = request ? request.headers.get('cookie') : (initial.req?.headers.cookie ?? null);
      const forwarded = request
        ? request.headers.get('x-forwarded-proto')
        : (headerValue(initial.req?.headers['x-forwarded-proto']) ?? null);
      const secure = request ? isHttps(request.url, forwarded) : isHttps('', forwarded);
      const sessionToken = readSessionToken(cookieHeader);
      const session = sessionToken ? await activeSession(db, sessionToken, now()) : null;
      const cookies: string[] = [];
      if (request) pendingCookies.set(request, cookies);
      // A session that slid gets its cookie again with the new lifetime (at most about once an hour).
      if (session?.refreshed && sessionToken) {
        cookies.push(...sessionCookies(sessionToken, session.expiresAt, secure, now()));
      }
      return {
        db,
        pubsub,
        viewer: session?.user ?? null,
        sessionTokenHash: sessionToken ? hashToken(sessionToken) : null,
        sessionExpiresAt: session?.expiresAt ?? null,
        embedded,
        clientAddress: clientAddress(initial.req, options.trustProxy ?? false),
        signal: request?.signal ?? null,
        rateLimits,
        passwords,
        sessionsPerAccount: limits.sessionsPerAccount,
        now,
        // Over WebSocket there is no response to carry a cookie; sign-in and sign-out travel over HTTP.
        session: {
          set: (token, expiresAt) => void cookies.push(...sessionCookies(token, expiresAt, secure, now())),
          clear: () => void cookies.push(...clearedSessionCookies(secure)),
        },
      };
    },
    cors: corsFor(corsOrigins),
    plugins: [
      requestLog(logger),
      csrfPrevention(),
      mutationOriginCheck(corsOrigins),
      ...limiting.plugins,
      sessionBoundStreams(),
      idempotencyKeyPlugin(db),
      // After every limit and check above: only an operation that would run is answered from the cache.
      resultCache.plugin,
      {
        onResponse({ request, response }) {
          // With CORS origins configured, the CORS headers depend on Origin: caches must key on it.
          if (corsOrigins.length > 0) response.headers.append('vary', 'Origin');
          // A query over GET is a person's own data: no cache, the browser's included, keeps it.
          if (request.method === 'GET') response.headers.set('cache-control', 'no-store');
          const cookies = pendingCookies.get(request);
          if (!cookies) return;
          for (const cookie of cookies) response.headers.append('set-cookie', cookie);
          // A response that sets a session must never be stored by a shared cache.
          if (cookies.length > 0) response.headers.set('cache-control', 'no-store');
          pendingCookies.delete(request);
        },
      },
    ],
  });

  const stopRetention = startRetention(db, options.retention ?? DEFAULT_RETENTION);
  // In-process delivery cannot lose an event; over Redis the logs are checked for what it did not bring.
  const stopWatching = pubsub.transport === 'redis' ? watchLogs(options.db, pubsub) : async () => undefined;
  const serveStatic = options.staticDir ? createStaticHandler(options.staticDir) : null;
  const ws: WebSocketHandler = createWebSocketHandler(yoga, GRAPHQL_PATH, {
    maxPayload: limits.bodyBytes,
    corsOrigins,
  });
  const servers = new Set<http.Server>();
  const purge = setInterval(() => {
    void purgeExpiredSessions(db, now()).catch(() => undefined);
  }, PURGE_INTERVAL_MS);
  purge.unref();
  const compress = createResponseCompression();

  let draining = false;
  // Event streams (cut on drain) and other GraphQL requests in flight (answered before the process exits).
  const streamsOpen = new Set<ServerResponse>();
  const inFlight = new Set<ServerResponse>();
  const track = (set: Set<ServerResponse>, res: ServerResponse) => {
    set.add(res);
    res.once('close', () => set.delete(res));
  };

  const requestListener = (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (draining) res.setHeader('connection', 'close');
    if (pathname === GRAPHQL_PATH) {
      track(req.headers.accept?.includes('text/event-stream') ? streamsOpen : inFlight, res);
      compress(req, res, () => void yoga.requestListener(req, res));
      return;
    }
    if (pathname === '/healthz') {
      sendText(res, 200, 'ok\n');
      return;
    }
    if (pathname === '/readyz') {
      void readiness(options.db, pubsub, draining).then(({ ready, body }) => {
        res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      });
      return;
    }
    if (!serveStatic) {
      sendText(res, 404, 'Not found\n');
      return;
    }
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'Internal error\n');
      else res.destroy();
    });
  };

  const attach = (server: http.Server): void => {
    server.on('upgrade', ws.handleUpgrade);
  };

  return {
    yoga,
    streams: limiting.streams,
    resultCache,
    passwords,
    requestListener,
    attach,
    handleUpgrade: ws.handleUpgrade,
    async listen({ port, host }) {
      const server = http.createServer(serverOptions(limits), requestListener);
      limitConnections(server, limits);
      attach(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      servers.add(server);
      const address = server.address() as AddressInfo;
      const shownHost =
        host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      let closing: Promise<void> | undefined;
      const close = (): Promise<void> => {
        closing ??= ws.closeClients().then(
          () =>
            new Promise<void>((resolve) => {
              servers.delete(server);
              server.close(() => resolve());
              // Open SSE streams and keep-alive sockets would hold close() forever.
              server.closeAllConnections();
            }),
        );
        return closing;
      };
      return { url: `http://${shownHost}:${address.port}`, server, close };
    },
    async drain(deadlineMs) {
      draining = true;
      const deadline = Date.now() + deadlineMs;
      for (const server of servers) {
        server.close();
        server.closeIdleConnections();
      }
      for (const res of streamsOpen) res.destroy();
      await ws.closeClients();
      while (inFlight.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const server of servers) server.closeIdleConnections();
    },
    async close() {
      clearInterval(purge);
      await stopWatching();
      await ws.close();
      await Promise.all(
        [...servers].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      servers.clear();
      await stopRetention();
      await yoga.dispose();
      if (!options.limitStore) await limitStore.close();
    },
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** PostgreSQL and Redis both answer in time (and the instance is not draining); in-process pub/sub always does. */
async function readiness(
  db: Db,
  pubsub: ClosableBoardPubSub,
  draining: boolean,
): Promise<{ ready: boolean; body: Record<string, boolean | number> }> {
  const within = <T>(promise: Promise<T>, fallback: T) =>
    Promise.race([
      promise.catch(() => fallback),
      new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 2_000).unref()),
    ]);
  const [postgres, redis] = await Promise.all([
    within(
      db.query('SELECT 1').then(() => true),
      false,
    ),
    within(pubsub.ping(), false),
  ]);
  // The live streams this instance holds: how an operator (and the fault test) sees where clients are.
  const streams = liveSubscriptionCount(pubsub);
  return { ready: postgres && redis && !draining, body: { postgres, redis, draining, streams } };
}
