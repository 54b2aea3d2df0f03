// The per-request context every resolver receives.
import type { NewSession, Passwords } from './auth';
import type { Db } from './db/types';
import type { AccountBudgets } from './limits/account-budget';
import type { UserRow } from './models';
import type { BoardPubSub } from './pubsub';
import type { RateLimiters } from './security/failure-limit';
import type { ApiKeyAuth } from './security/api-keys';

export interface SessionControl {
  /** Sets the httpOnly session cookie (Secure when served over https), living as long as the session was given. */
  set(session: Pick<NewSession, 'token' | 'expiresAt' | 'issuedAt'>): void;
  clear(): void;
}

export interface Context {
  db: Db;
  pubsub: BoardPubSub;
  viewer: UserRow | null;
  /** The API key the request carries (its owner is `viewer`), or null for a browser session or nobody. */
  apiKey: ApiKeyAuth | null;
  /** The sha256 of the cookie's session token, valid or not: sign-out and a new sign-in (rotation) delete its row. */
  sessionTokenHash: string | null;
  /** When the signed-in session ends unless used again. */
  sessionExpiresAt: Date | null;
  session: SessionControl;
  /** The client's address (security/client-address.ts). */
  clientAddress: string | null;
  /** Aborted when the client has gone (HTTP): work done only for its answer, like hashing a password, is dropped. */
  signal?: AbortSignal | null;
  /** The service's clock (tests inject one). */
  now(): Date;
  rateLimits: RateLimiters;
  /** Password hashing at the service's cost. */
  passwords: Passwords;
  /** What the account may still spend of the service (writes, searches, heartbeats, replayed pages). */
  accountBudgets: AccountBudgets;
  /** Sessions one account may hold (the oldest ends past it). */
  sessionsPerAccount: number;
  /** True on the embedded default database (the sign-in page lists the demo accounts). */
  embedded: boolean;
}
