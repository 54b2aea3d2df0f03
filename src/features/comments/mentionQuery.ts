// The `@name` being typed in a comment, if any: an `@` at the start or after a space, then up to 40 characters of a
// name (no spaces, brackets or another `@`), ending at the caret. Typing a space or moving past it ends the query.
const QUERY = /(?:^|\s)@([^\s@[\]()]{0,40})$/u;

export interface MentionQuery {
  /** Where the `@` is. */
  start: number;
  /** The caret: the query runs from `start` to here. */
  end: number;
  text: string;
}

export function mentionQuery(text: string, caret: number): MentionQuery | null {
  const match = QUERY.exec(text.slice(0, caret));
  if (!match) return null;
  const typed = match[1] ?? '';
  return { start: caret - typed.length - 1, end: caret, text: typed };
}

/** Members whose name contains the query (any case, any accents), as many as the list shows. */
export function matchingMembers<T extends { name: string }>(
  members: readonly T[],
  query: string,
  max = 8,
): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const q = fold(query);
  return members.filter((m) => fold(m.name).includes(q)).slice(0, max);
}
