// The per-request context every resolver receives.
import type { Db } from './db/types';
import type { UserRow } from './models';
import type { BoardPubSub } from './pubsub';

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
  /** The raw session token from the cookie, when there is one (sign-out deletes its row). */
  sessionToken: string | null;
  session: SessionControl;
  /** True on the embedded default database (the sign-in page lists the demo accounts then). */
  embedded: boolean;
}
