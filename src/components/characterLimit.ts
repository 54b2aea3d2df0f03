// Lengths as the service counts them (code points, trimmed where it trims); `maxlength` counts UTF-16 units.
import { characterCount } from '../lib/validation';

/** The text's length as the service counts it. */
export function limitCount(text: string, trimmed = false): number {
  return characterCount(trimmed ? text.trim() : text);
}

/** `text` cut to at most `max` characters as the service counts them, never inside a character. */
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

/** `text` capped as clipToLimit does, with how many characters the cap took off (0 when it fit). */
export function clipCounted(text: string, max: number, trimmed = false): { text: string; cut: number } {
  const kept = clipToLimit(text, max, trimmed);
  return { text: kept, cut: kept === text ? 0 : limitCount(text) - limitCount(kept) };
}

/** What a field says when a paste went past its limit (docs/product.md §14a: nothing vanishes silently). */
export function cutMessage(cut: number, max: number): string {
  const what = cut === 1 ? '1 character' : `${cut.toLocaleString('en')} characters`;
  return `${what} past the ${max.toLocaleString('en')}-character limit ${cut === 1 ? 'was' : 'were'} cut`;
}
