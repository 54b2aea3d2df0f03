// The per-request context every resolver receives.
import type { Db } from './db/types';
import type { UserRow } from './models';
import type { BoardPubSub } from './pubsub';
import type { RateLimiters } from './security/failure-limit';

export interface SessionControl {
  /** Sets the httpOnly session cookie (Secure when served over https). */
  set(token: string, expiresAt: Date): void;
  /** Clears the session cookie. */
  clear(): void;
}

export interface Context {
  db: Db;
  pubsub: BoardPubSub;
  /** The signed-in user, or null. */
  viewer: UserRow | null;
  /** The sha256 of the cookie's session token, valid or not: sign-out and a new sign-in (rotation) delete its row. */
  sessionTokenHash: string | null;
  /** When the signed-in session ends unless used again. */
  sessionExpiresAt: Date | null;
  session: SessionControl;
  /** The client's address: the socket's peer, or X-Forwarded-For's first hop when TRUST_PROXY is set. */
  clientAddress: string | null;
  /** Aborted when the client has gone (HTTP): work done only for its answer, like hashing a password, is dropped. */
  signal?: AbortSignal | null;
  /** The service's clock (tests inject one). */
  now(): Date;
  /** Counted attempts, shared by every instance. */
  rateLimits: RateLimiters;
  /** Sessions one account may hold (the oldest ends past it). */
  sessionsPerAccount: number;
  /** True on the embedded default database (the sign-in page lists the demo accounts). */
  embedded: boolean;
}
