// Mentions in a comment's Markdown body: `@[Ada Lovelace](user:<user id>)`. Only the id counts (the name shown is the
// user's current one); a Markdown link survives lists and emphasis and renders without raw HTML.

/** One mention token; `g` for matchAll. The id is a user id as the service writes them (letters, digits, `-`). */
export const MENTION_TOKEN = /@\[([^[\]\n]{1,200})\]\(user:([A-Za-z0-9-]{1,64})\)/g;

/** The users a body mentions, by id, each once, in the order first mentioned. */
export function mentionedIds(body: string): string[] {
  const ids = new Set<string>();
  for (const match of body.matchAll(MENTION_TOKEN)) ids.add(match[2]!);
  return [...ids];
}

/** The token for a member; brackets in the name would end the token early, so they are left out of its label. */
export function mentionToken(user: { id: string; name: string }): string {
  const label = user.name.replace(/[[\]\n]/g, '').trim() || 'member';
  return `@[${label}](user:${user.id})`;
}

export const MENTION_NOT_MEMBER = 'Mentions must name members of this project';
