// Marks the words a search matched, as text: whole words or prefixes (stemming), and from three letters anywhere.

/** The words of a search as a person typed them: quotes and excluded words (`-word`) left out. */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .replace(/"/g, ' ')
        .split(/\s+/)
        .filter((word) => word && !word.startsWith('-') && word.toLowerCase() !== 'or')
        .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase())
        .filter((word) => word.length > 0),
    ),
  ];
}

export interface Part {
  text: string;
  match: boolean;
}

/** `text` cut into parts, the matched ones flagged: a word beginning for short words, anywhere for longer ones. */
export function markMatches(text: string, words: readonly string[]): Part[] {
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const escaped = [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => {
      // A stem (deployments → deploy) is matched by its first letters too.
      const stem = word.length > 5 ? word.slice(0, Math.max(4, word.length - 3)) : word;
      const body = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return word.length >= 3 ? `${body}\\p{L}*` : `(?<![\\p{L}\\p{N}])${body}\\p{L}*`;
    });
  const pattern = new RegExp(escaped.join('|'), 'giu');
  const parts: Part[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (found[0].length === 0) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** Up to `size` characters of `text` around its first match, for a result's second line. */
export function excerpt(text: string, words: readonly string[], size = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= size) return flat;
  const first = markMatches(flat, words).findIndex((part) => part.match);
  const at =
    first < 0
      ? 0
      : markMatches(flat, words)
          .slice(0, first)
          .reduce((sum, part) => sum + part.text.length, 0);
  const start = Math.max(0, Math.min(at - 40, flat.length - size));
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + size)}${start + size < flat.length ? '…' : ''}`;
}
