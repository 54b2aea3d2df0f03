// What every field rule is made of: the limits, how characters are counted and which ones text may not hold, and how
// a form's messages are collected. Its own module so that a page checking one form loads only that form's rules.
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  userNameMax: 80,
  projectNameMax: 80,
  projectDescriptionMax: 20_000,
  taskTitleMax: 200,
  taskDescriptionMax: 20_000,
  commentBodyMax: 5_000,
} as const;

/**
 * What a line of text may not hold: the C0 and C1 control characters and DEL (a NUL cannot even be stored by
 * PostgreSQL; the others are invisible in the board and can disguise text). Text that allows several lines (a
 * description, a comment) keeps tab, line feed and carriage return; one-line text (names, titles, keys, emails)
 * keeps none of them. Lone surrogates (half of an emoji's UTF-16 pair) are refused everywhere: they are not text,
 * and PostgreSQL cannot store them.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * The invisible characters that change the direction of the text around them: embeddings and overrides
 * (U+202A–U+202E), isolates (U+2066–U+2069), the left-to-right and right-to-left marks and the Arabic letter mark.
 * A name or an email holding one can look like another's, or reverse the rest of a line it is shown in; names are
 * set inside other text, so they may hold none (titles and descriptions keep them: right-to-left writing needs them).
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** `name`: one-line text that names someone or something (a person, an email, a project): no direction controls. */
export type TextKind = 'one-line' | 'name' | 'multiline';

/** Why `text` cannot be stored, named after its field's label, or undefined when it can. */
export function characterError(label: string, text: string, kind: TextKind): string | undefined {
  if (LONE_SURROGATE.test(text)) return `${label} contains a broken character (an unpaired surrogate)`;
  if (kind !== 'multiline' && CONTROL_ONE_LINE.test(text))
    return `${label} must not contain control characters or line breaks`;
  if (kind === 'name' && DIRECTION_CONTROL.test(text))
    return `${label} must not contain direction controls (invisible characters that reorder text)`;
  if (kind === 'multiline' && CONTROL_MULTILINE.test(text))
    return `${label} must not contain control characters other than tabs and line breaks`;
  return undefined;
}

/**
 * characterError for optional input: null and undefined are not checked. One-line text is stored trimmed, so
 * whitespace around it (a pasted tab or line break) is not refused.
 */
export function charactersOf(
  label: string,
  text: string | null | undefined,
  kind: TextKind,
): string | undefined {
  if (text == null) return undefined;
  return characterError(label, kind === 'multiline' ? text : text.trim(), kind);
}

/** Length as people count it: one per character, so an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export function required(
  value: string | null | undefined,
  max: number,
  missing: string,
  tooLong: string,
): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return missing;
  if (characterCount(text) > max) return tooLong;
  return undefined;
}

/** The first of several checks of one field that fails. */
export function first(...messages: (string | undefined)[]): string | undefined {
  return messages.find((message) => message !== undefined);
}

export function collect<F extends string>(entries: [F, string | undefined][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message !== undefined) errors[field] = message;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
