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
