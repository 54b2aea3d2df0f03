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
 * (src/lib/validation/mentions.ts), so API callers and older clients mention people the same way; and why it cannot be
 * stored (someone outside the project it newly mentions), or undefined. An edit's mentions that were already there
 * stay allowed, so a comment mentioning someone who left can still be edited. The members are read once, for both.
 */
export async function withMentions(
  db: Db,
  projectId: string,
  text: string,
  previous = '',
): Promise<{ stored: string; notMember: string | undefined }> {
  // Every mention, typed or a token, starts with "@".
  if (!text.includes('@')) return { stored: text, notMember: undefined };
  const members = await db.query<MentionCandidate>(
    `SELECT u.id, u.name, u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.project_id = $1
      ORDER BY m.joined_at, u.id`,
    [projectId],
  );
  const stored = resolveMentions(text, members).body;
  const ids = new Set(members.map((member) => member.id));
  const outsider = newlyMentioned(stored, previous).some((id) => !ids.has(id));
  return { stored, notMember: outsider ? MENTION_NOT_MEMBER : undefined };
}

/** The ids `text` mentions that `previous` did not: who an edit newly mentions. */
export function newlyMentioned(text: string, previous = ''): string[] {
  const before = new Set(mentionedIds(previous));
  return mentionedIds(text).filter((id) => !before.has(id));
}

/**
 * The users a body mentions, as they are now (a renamed user shows their new name); ids no longer known are left out.
 */
export async function mentionedUsers(ctx: Context, body: string): Promise<UserRow[]> {
  const users = await Promise.all(mentionedIds(body).map((id) => loaders(ctx).user.load(id)));
  return users.filter((user): user is UserRow => user != null);
}
