// What field rules are made of (limits, counting, forbidden characters, messages); apart so a form loads only its own.
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** A person's, a project's or a key's name left empty: the sign-up page and the other forms say it alike. */
export const NAME_REQUIRED = 'Name is required';

export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  userNameMax: 80,
  projectNameMax: 80,
  projectDescriptionMax: 20_000,
  taskTitleMax: 200,
  taskDescriptionMax: 20_000,
  commentBodyMax: 5_000,
  /** Search text, and a board's text filter: no search needs more than a title's length. */
  searchTextMax: 200,
  labelNameMax: 30,
  labelsPerProject: 50,
  labelsPerTask: 10,
  apiKeyNameMax: 80,
  /** API keys one person may hold at once. */
  apiKeysPerPerson: 10,
} as const;

/**
 * What a date field holds when the browser could not read the date typed into it (30 February): a form then says so
 * and sends nothing, where an empty value would clear the date without a word (docs/product.md §14a).
 */
export const UNREADABLE_DATE = 'unreadable';
export const DATE_UNREADABLE_MESSAGE = 'Enter a real date';

/**
 * Control characters are refused: PostgreSQL cannot store NUL, the others can disguise text; multi-line text keeps
 * tab, LF and CR. Lone surrogates are refused everywhere: PostgreSQL cannot store them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidirectional controls can make a name look like another's, so names hold none (other text keeps them for RTL). */
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

/** characterError for optional input. One-line text is stored trimmed, so whitespace around it is not refused. */
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
