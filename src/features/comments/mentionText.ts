// A comment as seen (`@Grace Hopper`) and as sent (`@[Grace Hopper](user:<id>)`): each edit of the seen text is carried
// onto the markup; a token the edit reaches into becomes plain text (a half-deleted name is no longer a mention).
import { MENTION_TOKEN } from '../../lib/validation';
import type { MentionQuery } from './mentionQuery';

interface Segment {
  shown: string;
  markup: string;
  /** A mention token: kept whole or not at all. */
  token: boolean;
}

function segmentsOf(markup: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const match of markup.matchAll(MENTION_TOKEN)) {
    if (match.index > at)
      out.push({ shown: markup.slice(at, match.index), markup: markup.slice(at, match.index), token: false });
    out.push({ shown: `@${match[1]}`, markup: match[0], token: true });
    at = match.index + match[0].length;
  }
  if (at < markup.length) out.push({ shown: markup.slice(at), markup: markup.slice(at), token: false });
  return out;
}

/** What the field shows for this markup: each mention as `@Name`. */
export function shownText(markup: string): string {
  return segmentsOf(markup)
    .map((s) => s.shown)
    .join('');
}

/** The markup of the shown stretch [from, to): a token counts only when the stretch holds all of it. */
function markupBetween(segments: readonly Segment[], from: number, to: number): string {
  let out = '';
  let at = 0;
  for (const segment of segments) {
    const start = at;
    const end = at + segment.shown.length;
    at = end;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (a >= b) continue;
    out +=
      segment.token && a === start && b === end ? segment.markup : segment.shown.slice(a - start, b - start);
  }
  return out;
}

/** The markup after the person changed the shown text to `next`. */
export function editMarkup(markup: string, next: string): string {
  const segments = segmentsOf(markup);
  const before = segments.map((s) => s.shown).join('');
  if (before === next) return markup;
  // The edited stretch: what differs between the common start and the common end.
  let start = 0;
  while (start < before.length && start < next.length && before[start] === next[start]) start += 1;
  let endBefore = before.length;
  let endNext = next.length;
  while (endBefore > start && endNext > start && before[endBefore - 1] === next[endNext - 1]) {
    endBefore -= 1;
    endNext -= 1;
  }
  // Typing inside a shown name (not at its ends) turns it into plain text as well.
  let from = start;
  let to = endBefore;
  let at = 0;
  for (const segment of segments) {
    const s = at;
    const e = at + segment.shown.length;
    at = e;
    if (segment.token && s < to && e > from && !(s >= from && e <= to)) {
      from = Math.min(from, s);
      to = Math.max(to, e);
    }
  }
  const inserted = before.slice(from, start) + next.slice(start, endNext) + before.slice(endBefore, to);
  return markupBetween(segments, 0, from) + inserted + markupBetween(segments, to, Infinity);
}

/** The markup with the `@query` being typed replaced by a member's token; returns it and the caret's new place. */
export function insertMention(
  markup: string,
  query: MentionQuery,
  token: string,
): { markup: string; caret: number } {
  const segments = segmentsOf(markup);
  const next = `${markupBetween(segments, 0, query.start)}${token} ${markupBetween(segments, query.end, Infinity)}`;
  return { markup: next, caret: query.start + shownText(token).length + 1 };
}
