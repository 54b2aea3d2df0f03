// Builds the Lanes service as a value: GraphQL over HTTP, SSE and WebSocket at /graphql, plus the built app.
// Nothing listens until `listen()` is called, so tests run it in-process or on a random loopback port.
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Resolvers } from '../generated/resolvers';
import {
  clearedSessionCookie,
  isHttps,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  sessionUser,
} from './auth';
import type { Context } from './context';
import type { Db } from './db/types';
import { createResponseCompression, createStaticHandler, sendText } from './http';
import type { BoardPubSub } from './pubsub';
import { resolvers as lanesResolvers } from './resolvers';
import { createWebSocketHandler, type WebSocketHandler } from './ws';

export const GRAPHQL_PATH = '/graphql';
export const SCHEMA_PATH = new URL('../schema/schema.graphql', import.meta.url);

export interface AppOptions {
  db: Db;
  pubsub: BoardPubSub;
  /** True on the embedded default database (the demo accounts are offered then). */
  embedded: boolean;
  /** The built browser app; omitted means the service answers only /graphql. */
  staticDir?: string;
  /** Replaces the Lanes resolvers (tests of the plumbing only). */
  resolvers?: Resolvers;
  /** yoga's log level; 'info' unless given. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
}

/** What the context factory receives: yoga's fetch Request over HTTP, the upgrade request over WebSocket. */
export interface InitialContext {
  request?: Request;
  req?: IncomingMessage;
}

export type LanesYoga = YogaServerInstance<InitialContext, Context>;

export interface Listening {
  /** The base URL, e.g. http://127.0.0.1:4000 */
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export interface App {
  yoga: LanesYoga;
  requestListener(req: IncomingMessage, res: ServerResponse): void;
  /** Routes WebSocket upgrades on /graphql of this server to graphql-ws. */
  attach(server: http.Server): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  listen(options: { port: number; host: string }): Promise<Listening>;
  /** Ends live connections and stops every server this app listens on; the database stays open (its owner closes it). */
  close(): Promise<void>;
}

export function createApp(options: AppOptions): App {
  const { db, pubsub, embedded } = options;
  // Set-Cookie values a request's resolvers asked for, added to its response by the plugin below.
  const pendingCookies = new WeakMap<Request, string[]>();

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
    logging: options.logLevel ?? 'info',
    context: async (initial): Promise<Context> => {
      const request = initial.request;
      const cookieHeader = request ? request.headers.get('cookie') : (initial.req?.headers.cookie ?? null);
      const forwarded = request
        ? request.headers.get('x-forwarded-proto')
        : (headerValue(initial.req?.headers['x-forwarded-proto']) ?? null);
      const secure = request ? isHttps(request.url, forwarded) : isHttps('', forwarded);
      const sessionToken = readCookie(cookieHeader, SESSION_COOKIE);
      const viewer = sessionToken ? await sessionUser(db, sessionToken) : null;
      const cookies: string[] = [];
      if (request) pendingCookies.set(request, cookies);
      return {
        db,
        pubsub,
        viewer,
        sessionToken: viewer ? sessionToken : null,
        embedded,
        // Over WebSocket there is no response to carry a cookie; sign-in and sign-out travel over HTTP.
        session: {
          set: (token, expiresAt) => void cookies.push(sessionCookie(token, expiresAt, secure)),
          clear: () => void cookies.push(clearedSessionCookie(secure)),
        },
      };
    },
    plugins: [
      {
        onResponse({ request, response }) {
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

  const serveStatic = options.staticDir ? createStaticHandler(options.staticDir) : null;
  const ws: WebSocketHandler = createWebSocketHandler(yoga, GRAPHQL_PATH);
  const servers = new Set<http.Server>();
  const compress = createResponseCompression();

  const requestListener = (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === GRAPHQL_PATH) {
      compress(req, res, () => void yoga.requestListener(req, res));
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
    requestListener,
    attach,
    handleUpgrade: ws.handleUpgrade,
    async listen({ port, host }) {
      const server = http.createServer(requestListener);
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
    async close() {
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
      await yoga.dispose();
    },
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
