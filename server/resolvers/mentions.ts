// Mentions in comments and descriptions: typed ones made tokens and all checked against the project's members on
// write, resolved to current names on read.
import type { Db } from '../db/types';
import type { UserRow } from '../models';
import type { Context } from '../context';
import {
  MENTION_NOT_MEMBER,
  mentionedIds,
  resolveMentions,
  type MentionCandidate,
} from '../../src/lib/validation';
import { loaders } from './loaders';

/**
 * `text` with the mentions typed in it (`@Ada Lovelace`, `@ada`) made tokens, as the client does before sending
 * (src/lib/validation/mentions.ts): API callers and older clients mention people the same way.
 */
export async function withTypedMentions(db: Db, projectId: string, text: string): Promise<string> {
  if (!text.includes('@')) return text;
  const members = await db.query<MentionCandidate>(
    `SELECT u.id, u.name, u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.project_id = $1
      ORDER BY m.joined_at, u.id`,
    [projectId],
  );
  return resolveMentions(text, members).body;
}

/** The ids `text` mentions that `previous` did not: who an edit newly mentions. */
export function newlyMentioned(text: string, previous = ''): string[] {
  const before = new Set(mentionedIds(previous));
  return mentionedIds(text).filter((id) => !before.has(id));
}

/**
 * Why a body's mentions cannot be stored (someone outside the project), or undefined. An edit's mentions that were
 * already there stay allowed, so a comment mentioning someone who left can still be edited.
 */
export async function mentionError(
  db: Db,
  projectId: string,
  body: string,
  previous = '',
): Promise<string | undefined> {
  const ids = newlyMentioned(body, previous);
  if (ids.length === 0) return undefined;
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM memberships WHERE project_id = $1 AND user_id = ANY($2::text[])',
    [projectId, ids],
  );
  return Number(row?.count ?? 0) === ids.length ? undefined : MENTION_NOT_MEMBER;
}

/**
 * The users a body mentions, as they are now (a renamed user shows their new name); ids no longer known are left out.
 */
export async function mentionedUsers(ctx: Context, body: string): Promise<UserRow[]> {
  const users = await Promise.all(mentionedIds(body).map((id) => loaders(ctx).user.load(id)));
  return users.filter((user): user is UserRow => user != null);
}
