// API keys (docs/api.md): `lanes_` and 43 base64url characters of 32 random bytes. The first 12 of them find the row
// (the lookup, a unique index); the SHA-256 of the whole key is compared with the stored one in constant time, so
// neither the index nor the comparison says how much of a guessed key was right. The key itself is never kept.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST, OperationTypeNode, type GraphQLError } from 'graphql';
import type { Db } from '../db/types';
import type { UserRow } from '../models';

export const API_KEY_PREFIX = 'lanes_';
const RANDOM_BYTES = 32;
const LOOKUP_LENGTH = 12;
/** `lanes_` + 43 characters: anything else is not a key, and is refused without a look. */
const KEY_SHAPE = /^lanes_[A-Za-z0-9_-]{43}$/;
/** A key's last use is written at most this often, so a script's requests are not each a write. */
export const LAST_USED_EVERY_MS = 60_000;

export type ApiKeyScope = 'READ' | 'WRITE';

/** The key a request carries, once checked: who it acts as and what it may do. */
export interface ApiKeyAuth {
  id: string;
  scope: ApiKeyScope;
  /** The SHA-256 of the key: its revocation ends the streams it opened (pub/sub topic `session-ended`). */
  keyHash: string;
  user: UserRow;
}

export interface NewApiKey {
  token: string;
  lookup: string;
  keyHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function newApiKey(): NewApiKey {
  const token = `${API_KEY_PREFIX}${randomBytes(RANDOM_BYTES).toString('base64url')}`;
  return {
    token,
    lookup: token.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + LOOKUP_LENGTH),
    keyHash: sha256(token),
  };
}

export const INVALID_KEY_MESSAGE = 'This API key is not valid: it was revoked, or mistyped';
export const SESSION_ONLY_MESSAGE =
  'An API key cannot do this: sign in to Lanes in a browser to manage keys, sessions or the password';
export const READ_KEY_MESSAGE = 'This API key may only read: make a WRITE key to change anything';

/** The refusal of a key that is not a live key: 401, as RFC 6750 answers an invalid bearer token. */
export function invalidKey(): GraphQLError {
  return createGraphQLError(INVALID_KEY_MESSAGE, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
    },
  });
}

/** The key of an `Authorization` value (`Bearer <key>`, the scheme in any case), or null when it is not one. */
export function bearerKey(authorization: string): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  return match && KEY_SHAPE.test(match[1]!) ? match[1]! : null;
}

/** The live key `token` names, with its owner; its last use is noted (at most once a minute). Null when none. */
export async function checkApiKey(db: Db, token: string, now: Date): Promise<ApiKeyAuth | null> {
  if (!KEY_SHAPE.test(token)) return null;
  const lookup = token.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + LOOKUP_LENGTH);
  const [row] = await db.query<
    UserRow & { keyId: string; scope: ApiKeyScope; keyHash: string; lastUsedAt: string | null }
  >(
    `SELECT k.id AS "keyId", k.scope, k.key_hash AS "keyHash", k.last_used_at AS "lastUsedAt",
            u.id, u.email, u.name, u.created_at AS "createdAt"
       FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.lookup = $1`,
    [lookup],
  );
  const keyHash = sha256(token);
  // Compared whether or not a row was found, so a miss and a wrong key take the same time.
  const stored = Buffer.from(row?.keyHash ?? '0'.repeat(64), 'hex');
  const matches = timingSafeEqual(stored, Buffer.from(keyHash, 'hex'));
  if (!row || !matches) return null;
  const { keyId, scope, keyHash: _stored, lastUsedAt, ...user } = row;
  if (!lastUsedAt || now.getTime() - new Date(lastUsedAt).getTime() >= LAST_USED_EVERY_MS) {
    await db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [keyId, now.toISOString()]);
  }
  return { id: keyId, scope, keyHash, user };
}

/** The checked keys of HTTP requests (onParams), read by the context factory. */
export type CheckedKeys = WeakMap<Request, ApiKeyAuth>;

/**
 * Checks the `Authorization` key of an HTTP request before anything reads its document: a request naming a key that
 * is not live is refused then (401), and a live one's request may send text (server/security/trusted-documents.ts).
 */
export function apiKeyPlugin(db: Db, checked: CheckedKeys, now: () => Date): Plugin {
  return {
    async onParams({ request }) {
      const authorization = request.headers.get('authorization');
      if (authorization === null) return;
      const token = bearerKey(authorization);
      const auth = token ? await checkApiKey(db, token, now()) : null;
      if (!auth) throw invalidKey();
      checked.set(request, auth);
    },
  };
}

/** A READ key's mutation is refused before it runs, over HTTP and WebSocket alike. */
export function readOnlyKeys(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const apiKey = (args.contextValue as { apiKey?: ApiKeyAuth | null }).apiKey;
      if (apiKey?.scope !== 'READ') return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      setResultAndStopExecution({
        errors: [createGraphQLError(READ_KEY_MESSAGE, { extensions: { code: 'FORBIDDEN' } })],
      });
    },
  };
}
