// Length limits as the service counts them (src/lib/validation: characters, i.e. code points, of the text it stores,
// trimmed where it trims). A browser's `maxlength` counts UTF-16 units instead (an emoji is 2), so it would stop a
// title of 100 emoji that the service accepts: fields cap their text here rather than with the attribute.
import { characterCount } from '../../lib/validation';

/** The text's length as the service counts it. */
export function limitCount(text: string, trimmed = false): number {
  return characterCount(trimmed ? text.trim() : text);
}

/**
 * `text` cut to at most `max` characters as the service counts them, never inside a character (an emoji stays whole);
 * text within the limit is returned as it is. Leading whitespace of trimmed text does not count.
 */
export function clipToLimit(text: string, max: number, trimmed = false): string {
  if (limitCount(text, trimmed) <= max) return text;
  const chars = Array.from(text);
  const lead = trimmed
    ? Math.max(
        0,
        chars.findIndex((c) => c.trim() !== ''),
      )
    : 0;
  return chars.slice(0, lead + max).join('');
}
