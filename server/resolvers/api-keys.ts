// The viewer's API keys (docs/api.md): listed, made and revoked from a browser session only. A key is shown once,
// in createApiKey's answer; the service keeps its lookup and hash (server/security/api-keys.ts).
import { randomUUID } from 'node:crypto';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { LIMITS, MESSAGES, validateApiKeyName } from '../../src/lib/validation';
import { newApiKey } from '../security/api-keys';
import { requireSession } from './access';
import { badUserInput, notFound } from './errors';
import { runChange } from './run-change';

const API_KEY_FIELDS = `id, name, scope, created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

interface ApiKeyRow {
  id: string;
  name: string;
  scope: 'READ' | 'WRITE';
  createdAt: string;
  lastUsedAt: string | null;
}

export const apiKeyQuery: Pick<QueryResolvers, 'apiKeys'> = {
  apiKeys: async (_parent, _args, ctx) => {
    const viewer = requireSession(ctx);
    return ctx.db.query<ApiKeyRow>(
      `SELECT ${API_KEY_FIELDS} FROM api_keys WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [viewer.id],
    );
  },
};

export const apiKeyMutations: Pick<MutationResolvers, 'createApiKey' | 'revokeApiKey'> = {
  createApiKey: async (_parent, { name, scope }, ctx) => {
    const viewer = requireSession(ctx);
    const invalid = validateApiKeyName(name);
    if (Object.keys(invalid).length > 0) throw badUserInput(invalid);
    const key = newApiKey();
    const apiKey = await runChange(ctx, viewer, async ({ tx }) => {
      // The person's row is held while counting, so two keys made at once cannot both be the tenth.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [viewer.id]);
      const [held] = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM api_keys WHERE user_id = $1',
        [viewer.id],
      );
      if ((held?.count ?? 0) >= LIMITS.apiKeysPerPerson) throw badUserInput({ name: MESSAGES.apiKeysFull });
      const [row] = await tx.query<ApiKeyRow>(
        `INSERT INTO api_keys (id, user_id, name, scope, lookup, key_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${API_KEY_FIELDS}`,
        [randomUUID(), viewer.id, name.trim(), scope, key.lookup, key.keyHash, ctx.now().toISOString()],
      );
      return row!;
    });
    return { apiKey, token: key.token };
  },

  revokeApiKey: async (_parent, { id }, ctx) => {
    const viewer = requireSession(ctx);
    return runChange(ctx, viewer, async ({ tx, afterCommit }) => {
      const [revoked] = await tx.query<{ keyHash: string }>(
        'DELETE FROM api_keys WHERE id = $1 AND user_id = $2 RETURNING key_hash AS "keyHash"',
        [id, viewer.id],
      );
      if (!revoked) throw notFound('API key not found');
      // Every instance ends the streams the key opened (security/session-streams.ts); its next request is refused
      // wherever it lands, as each one reads the key afresh.
      afterCommit((pubsub) => pubsub.publish('session-ended', revoked.keyHash, { reason: 'revoked' }));
      return id;
    });
  },
};
