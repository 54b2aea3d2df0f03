// Passwords (scrypt), sessions (random token, its sha256 stored, sliding expiry) and the session cookie.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { createGraphQLError } from 'graphql-yoga';
import type { Db } from './db/types';
import type { UserRow } from './models';
import { hashQueue, type HashClient, type HashQueueStats } from './security/hash-queue';

/** The cookie's name over plain http (localhost): a `__Host-` cookie must be Secure, which http cannot store. */
export const SESSION_COOKIE = 'lanes_session';
/** The name over https: `__Host-` pins it to this host, path `/` and Secure, so a sibling subdomain cannot set it. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends this long after it was last used… */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/** …and never later than this after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** A session's last use is written at most this often, so a request is not a write. */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

/** scrypt's cost: N (work and memory, a power of two), r (block size) and p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's current recommendation for scrypt (128·N·r bytes of memory per hash): what the service uses unless told.
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p };
const SCRYPT_MAXMEM = 256 * 1024 * 1024;
// A stored hash never asks for more than this (a corrupt row must not allocate gigabytes).
const SCRYPT_MAX_N = 2 ** 20;

/** The answer to a client that has gone (nobody reads it): an expected outcome, not an error to log. */
export const CLIENT_GONE = 'The request was cancelled';

/** Hashes and checks passwords at one cost, through its own queue of hashing slots. */
export interface Passwords {
  readonly cost: ScryptCost;
  /** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
  hash(password: string, client?: HashClient): Promise<string>;
  /** Whether `password` is the one `stored` was made from; throws, hashing nothing, when the client has gone. */
  verify(password: string, stored: string, client?: HashClient): Promise<boolean>;
  /** Whether a stored hash was made at another cost than this one (it is rehashed on the next sign-in). */
  needsRehash(stored: string): boolean;
  /** For an unknown email, so it costs one hash like a wrong password; random, so nothing matches. */
  readonly dummyHash: string;
  /** The hashing slots' counts (how many ran, wait, were dropped). */
  stats(): HashQueueStats;
}

export interface PasswordsOptions {
  /** Production's unless given: tests pass a cheap one, as Devise's `stretches` or Django's test hasher. */
  cost?: ScryptCost;
  /** Hashes at once: a burst of sign-ins queues rather than taking every libuv thread and their memory. */
  slots?: number;
}

export function createPasswords(options: PasswordsOptions = {}): Passwords {
  const cost = options.cost ?? PRODUCTION_SCRYPT_COST;
  const queue = hashQueue({ slots: options.slots ?? 2 });

  const scrypt = (
    password: string,
    salt: Buffer,
    keyLength: number,
    params: ScryptCost,
    client: HashClient,
  ) =>
    queue
      .run(
        client,
        () =>
          new Promise<Buffer>((resolve, reject) => {
            scryptCallback(password, salt, keyLength, { ...params, maxmem: SCRYPT_MAXMEM }, (error, key) =>
              error ? reject(error) : resolve(key),
            );
          }),
      )
      .catch((error: unknown) => {
        if (!client.signal?.aborted) throw error;
        throw createGraphQLError(CLIENT_GONE, { extensions: { code: 'CLIENT_GONE' } });
      });

  return {
    cost,
    async hash(password, client = {}) {
      const salt = randomBytes(SCRYPT.saltLength);
      const hash = await scrypt(password, salt, SCRYPT.keyLength, cost, client);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join(
        '$',
      );
    },
    async verify(password, stored, client = {}) {
      const params = scryptParams(stored);
      if (!params) return false;
      const parts = stored.split('$');
      const salt = Buffer.from(parts[4] ?? '', 'base64url');
      const expected = Buffer.from(parts[5] ?? '', 'base64url');
      if (expected.length === 0) return false;
      let actual: Buffer;
      try {
        actual = await scrypt(password, salt, expected.length, params, client);
      } catch (error) {
        if (client.signal?.aborted) throw error;
        return false;
      }
      return timingSafeEqual(actual, expected);
    },
    needsRehash(stored) {
      const params = scryptParams(stored);
      return !params || params.N !== cost.N || params.r !== cost.r || params.p !== cost.p;
    },
    dummyHash: [
      'scrypt',
      cost.N,
      cost.r,
      cost.p,
      randomBytes(SCRYPT.saltLength).toString('base64url'),
      randomBytes(SCRYPT.keyLength).toString('base64url'),
    ].join('$'),
    stats: () => queue.stats(),
  };
}

function scryptParams(stored: string): ScryptCost | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > SCRYPT_MAX_N) return null;
  return { N, r, p };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  tokenHash: string;
  /** When it ends unless used again (the cookie's lifetime). */
  expiresAt: Date;
  /** The instant `expiresAt` was reckoned from. */
  issuedAt: Date;
}

/** Where a session signed in from, and since when its account has known that address (null: not known). */
export interface SessionOrigin {
  address: string | null;
  knownSince: string | null;
}

export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  origin: SessionOrigin = { address: null, knownSince: null },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const absolute = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absolute.getTime()));
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at, idle_expires_at, address,
                           address_known_since)
     VALUES ($1, $2, $3, $4, $3, $5, $6, $7)`,
    [
      tokenHash,
      userId,
      now.toISOString(),
      absolute.toISOString(),
      expiresAt.toISOString(),
      origin.address,
      origin.knownSince,
    ],
  );
  return { token, tokenHash, expiresAt, issuedAt: now };
}

export interface ActiveSession {
  user: UserRow;
  tokenHash: string;
  expiresAt: Date;
  /** True when this lookup slid the expiry (the cookie is then sent again with the new lifetime). */
  refreshed: boolean;
}

/** The session of a token if it has not ended; slides its idle expiry when it was last seen over an hour ago. */
export async function activeSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<UserRow & { lastSeenAt: string; idleExpiresAt: string; expiresAt: string }>(
    `SELECT u.id, u.email, u.name, u.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt",
            s.idle_expires_at AS "idleExpiresAt", s.expires_at AS "expiresAt"
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.idle_expires_at > $2 AND s.expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  if (!row) return null;
  const { lastSeenAt, idleExpiresAt, expiresAt: absolute, ...user } = row;
  let expiresAt = new Date(idleExpiresAt);
  let refreshed = false;
  if (now.getTime() - new Date(lastSeenAt).getTime() >= SESSION_TOUCH_MS) {
    const slid = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, new Date(absolute).getTime()));
    await db.query('UPDATE sessions SET last_seen_at = $2, idle_expires_at = $3 WHERE token_hash = $1', [
      tokenHash,
      now.toISOString(),
      slid.toISOString(),
    ]);
    refreshed = slid.getTime() !== expiresAt.getTime();
    expiresAt = slid;
  }
  return { user, tokenHash, expiresAt, refreshed };
}

/** When the session ends now (it may have slid since a stream started), or null when it has ended. */
export async function sessionEnd(db: Db, tokenHash: string, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ idleExpiresAt: string }>(
    `SELECT idle_expires_at AS "idleExpiresAt" FROM sessions
      WHERE token_hash = $1 AND idle_expires_at > $2 AND expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  return row ? new Date(row.idleExpiresAt) : null;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash', [tokenHash]);
  return rows.length > 0;
}

/** Deletes every session of a user and returns their token hashes (their streams are then ended). */
export async function deleteUserSessions(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ tokenHash: string }>(
    'DELETE FROM sessions WHERE user_id = $1 RETURNING token_hash AS "tokenHash"',
    [userId],
  );
  return rows.map((row) => row.tokenHash);
}

/** Deletes up to `limit` ended sessions, oldest first; returns the count. Bounded: a purge is never a long lock. */
export async function purgeExpiredSessions(db: Db, now: Date, limit = 500): Promise<number> {
  const rows = await db.query(
    `DELETE FROM sessions WHERE token_hash IN (
       SELECT token_hash FROM sessions WHERE idle_expires_at <= $1 ORDER BY idle_expires_at LIMIT $2
     ) RETURNING token_hash`,
    [now.toISOString(), limit],
  );
  return rows.length;
}

/** The session token of a Cookie header: the `__Host-` cookie first, then the plain one (http, older cookies). */
export function readSessionToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const cookies = parseCookies(header);
  return cookies[SECURE_SESSION_COOKIE] || cookies[SESSION_COOKIE] || null;
}

/**
 * What a script may know of the session, and nothing more: a cookie without a secret that lives exactly as long as the
 * session cookie. A repeat visit shows what the device kept only while it is there (src/app/device.ts): an expired
 * session, or one signed out here, is known before the service answers.
 */
export const SIGNED_IN_COOKIE = 'lanes_signed_in';

/** The Set-Cookie values for a session: `__Host-` and Secure over https; the plain name on http (localhost). */
export function sessionCookies(token: string, expiresAt: Date, secure: boolean, now: Date): string[] {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000));
  return [
    serializeCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
      path: '/',
      maxAge,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    }),
    serializeCookie(SIGNED_IN_COOKIE, '1', { path: '/', maxAge, sameSite: 'lax', secure }),
  ];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [
    serializeCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, '', {
      path: '/',
      maxAge: 0,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    }),
    serializeCookie(SIGNED_IN_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure }),
  ];
}

/** Whether the request reached us over https, directly or through a proxy that says so. */
export function isHttps(url: string, forwardedProto: string | null | undefined): boolean {
  if (forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https') return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
