// The per-request context (session, client address, clock) and the Set-Cookie headers its resolvers ask for.
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import {
  activeSession,
  clearedSessionCookies,
  hashToken,
  isHttps,
  readSessionToken,
  sessionCookies,
} from '../auth';
import type { Passwords } from '../auth';
import type { Context } from '../context';
import type { Db } from '../db/types';
import type { BoardPubSub } from '../pubsub';
import { clientAddress } from '../security/client-address';
import type { RateLimiters } from '../security/failure-limit';
import type { AccountBudgets } from '../limits/account-budget';
import type { ApiKeyAuth, CheckedKeys } from '../security/api-keys';

/**
 * What the context factory receives: yoga's fetch Request over HTTP, the upgrade request over WebSocket, and the API
 * key a socket's connectionParams named, once checked (server/ws.ts).
 */
export interface InitialContext {
  request?: Request;
  req?: IncomingMessage;
  apiKey?: ApiKeyAuth | null;
}

export interface ContextOptions {
  db: Db;
  pubsub: BoardPubSub;
  embedded: boolean;
  trustProxy: boolean;
  now: () => Date;
  rateLimits: RateLimiters;
  accountBudgets: AccountBudgets;
  passwords: Passwords;
  sessionsPerAccount: number;
  /** The keys of HTTP requests, checked before their documents were read (security/api-keys.ts). */
  checkedKeys: CheckedKeys;
}

export interface RequestContext {
  context(initial: InitialContext): Promise<Context>;
  /** Adds the cookies a request's resolvers set to its response. */
  cookiePlugin: Plugin;
}

export function requestContext(options: ContextOptions): RequestContext {
  const { db, now } = options;
  // Set-Cookie values a request's resolvers asked for, added to its response by the plugin below.
  const pendingCookies = new WeakMap<Request, string[]>();

  const context = async (initial: InitialContext): Promise<Context> => {
    const request = initial.request;
    // A request with a key acts as the key's owner alone: a cookie beside it is not read, so a key never lends a
    // browser session its freedoms (any document) nor the other way round.
    const apiKey = initial.apiKey ?? (request ? options.checkedKeys.get(request) : undefined) ?? null;
    const cookieHeader = apiKey
      ? null
      : request
        ? request.headers.get('cookie')
        : (initial.req?.headers.cookie ?? null);
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
      pubsub: options.pubsub,
      viewer: apiKey?.user ?? session?.user ?? null,
      apiKey,
      sessionTokenHash: sessionToken ? hashToken(sessionToken) : null,
      sessionExpiresAt: session?.expiresAt ?? null,
      embedded: options.embedded,
      clientAddress: clientAddress(initial.req, options.trustProxy),
      signal: request?.signal ?? null,
      rateLimits: options.rateLimits,
      accountBudgets: options.accountBudgets,
      passwords: options.passwords,
      sessionsPerAccount: options.sessionsPerAccount,
      now,
      // Over WebSocket there is no response to carry a cookie; sign-in and sign-out travel over HTTP.
      session: {
        // From the instant the session's end was reckoned, not this one: a slow sign-in still gets the whole lifetime.
        set: (given) =>
          void cookies.push(...sessionCookies(given.token, given.expiresAt, secure, given.issuedAt)),
        clear: () => void cookies.push(...clearedSessionCookies(secure)),
      },
    };
  };

  const cookiePlugin: Plugin = {
    onResponse({ request, response }) {
      const cookies = pendingCookies.get(request);
      if (!cookies) return;
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
      // A response that sets a session must never be stored by a shared cache.
      if (cookies.length > 0) response.headers.set('cache-control', 'no-store');
      pendingCookies.delete(request);
    },
  };

  return { context, cookiePlugin };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
