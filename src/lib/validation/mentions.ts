// Mentions in Markdown text (comments, descriptions): `@[Ada Lovelace](user:<user id>)`. Only the id counts (the name
// shown is the user's current one); a Markdown link survives lists and emphasis and renders without raw HTML.
// A mention typed without the list (`@Ada Lovelace`, `@ada`) becomes the same token when the text is sent: the client
// and the service both run `resolveMentions` on it, so they agree on who is mentioned (docs/product.md §14a).

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

/** A member who can be mentioned by typing: by full name, or by the part of their email before the `@`. */
export interface MentionCandidate {
  id: string;
  name: string;
  /** Empty when unknown: then only the name is matched. */
  email?: string;
}

export interface ResolvedMentions {
  /** The text with every typed mention that names exactly one member turned into that member's token. */
  body: string;
  /** Who the text mentions, by id, in the order first mentioned (typed and picked alike). */
  ids: string[];
  /** Typed names that fit more than one member (as written, each once): they stay plain text. */
  ambiguous: string[];
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

/** The handle of an email: the part before its last `@`, lower-case. */
export function mentionHandle(email: string | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  return at > 0 ? fold(email.slice(0, at)) : '';
}

const WORD = /[\p{L}\p{N}_]/u;
/**
 * A mention's `@` follows the start, a space, an opening bracket or quote, or Markdown's emphasis (`**@ada**`):
 * `ada@lanes.test` and `a/@b` mention nobody.
 */
const BEFORE = /[\s(*_~"'“‘]/u;

/**
 * Where a typed name ends: at the end, a space or punctuation; `.` and `-` only when no letter or digit follows, and
 * Markdown's `_` emphasis (`_@grace_`, `__@grace__`) only when no letter or digit follows the run of `_`.
 */
function endsAt(text: string, at: number): boolean {
  if (text[at] === '_') {
    let after = at;
    while (text[after] === '_') after += 1;
    return text[after] === undefined || !WORD.test(text[after]!);
  }
  const next = text[at];
  if (next === undefined || !WORD.test(next)) {
    if (next === '.' || next === '-' || next === '+') {
      const after = text[at + 1];
      return after === undefined || !WORD.test(after);
    }
    return true;
  }
  return false;
}

/**
 * Stretches where an `@` is not a mention: tokens already made, code (fenced blocks and `inline` spans), and the
 * targets of links and autolinks. As [start, end) pairs in order.
 */
function protectedStretches(text: string): [number, number][] {
  const out: [number, number][] = [];
  const add = (pattern: RegExp) => {
    for (const m of text.matchAll(pattern)) out.push([m.index, m.index + m[0].length]);
  };
  add(new RegExp(MENTION_TOKEN.source, 'g'));
  add(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[^\n]*(?=\n|$)|$)/gm);
  add(/(`+)[\s\S]*?\1/g);
  add(/\]\([^)\n]*\)/g);
  add(/<[a-z][a-z0-9+.-]*:[^\s<>]*>/gi);
  return out.sort((a, b) => a[0] - b[0]);
}

/**
 * Turns the mentions typed in `text` into tokens, as picking each from the list would have. At each `@` the longest
 * full name or email handle of a member that the text spells (any letter case) and that ends there is the mention; when
 * that spelling fits more than one member (two people of the same name, or the same handle at two domains) the text
 * stays as typed, as the list would leave the choice to the person, and it is reported in `ambiguous`.
 */
export function resolveMentions(text: string, members: readonly MentionCandidate[]): ResolvedMentions {
  // Each spelling a member answers to, longest first, with the members it fits.
  const spellings = new Map<string, Set<string>>();
  const byId = new Map(members.map((m) => [m.id, m]));
  for (const member of members) {
    for (const spelling of [fold(member.name.trim()), mentionHandle(member.email)]) {
      if (!spelling) continue;
      const ids = spellings.get(spelling) ?? new Set<string>();
      ids.add(member.id);
      spellings.set(spelling, ids);
    }
  }
  const ordered = [...spellings.keys()].sort((a, b) => b.length - a.length);
  const lower = fold(text);
  // Folding may change lengths (rare letters); positions are then unreliable, so only exact-length folds match.
  const sameLength = lower.length === text.length;
  const stretches = protectedStretches(text);
  const ambiguous = new Set<string>();
  let out = '';
  let copied = 0;
  let stretch = 0;
  for (let at = text.indexOf('@'); at >= 0 && sameLength; at = text.indexOf('@', at + 1)) {
    while (stretch < stretches.length && stretches[stretch]![1] <= at) stretch += 1;
    const inside = stretch < stretches.length && stretches[stretch]![0] <= at;
    if (inside || at < copied) continue;
    if (at > 0 && !BEFORE.test(text[at - 1]!)) continue;
    const spelling = ordered.find((s) => lower.startsWith(s, at + 1) && endsAt(text, at + 1 + s.length));
    if (spelling === undefined) continue;
    const ids = spellings.get(spelling)!;
    const end = at + 1 + spelling.length;
    if (ids.size > 1) {
      ambiguous.add(text.slice(at, end));
      continue;
    }
    const member = byId.get([...ids][0]!)!;
    out += text.slice(copied, at) + mentionToken(member);
    copied = end;
  }
  const body = copied === 0 ? text : out + text.slice(copied);
  return { body, ids: mentionedIds(body), ambiguous: [...ambiguous] };
}
