// Comment mentions: checked against the project's members on write, resolved to current names on read.
import type { Db } from '../db/types';
import type { UserRow } from '../models';
import type { Context } from '../context';
import { MENTION_NOT_MEMBER, mentionedIds } from '../../src/lib/validation';
import { loaders } from './loaders';

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
  const kept = new Set(mentionedIds(previous));
  const ids = mentionedIds(body).filter((id) => !kept.has(id));
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
