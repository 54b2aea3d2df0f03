// The field rules of PRODUCT.md §5. Forms run them before sending, the service before writing; each validator
// returns field -> message, empty when valid, with messages short enough to sit beside their field.
import { TASK_STATUSES } from './workflow';

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

export const MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LIMITS.userNameMax} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter an email such as name@example.com',
  emailTooLong: `Email must be at most ${LIMITS.emailMax} characters`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  keyInvalid: 'Key must be 2 to 6 letters A–Z',
  projectNameTooLong: `Name must be at most ${LIMITS.projectNameMax} characters`,
  projectDescriptionTooLong: `Description must be at most 20,000 characters`,
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LIMITS.taskTitleMax} characters`,
  descriptionTooLong: 'Description must be at most 20,000 characters',
  dueDateInvalid: 'Due date must be a real date, YYYY-MM-DD',
  statusInvalid: 'Status must be one of Backlog, To do, In progress, In review, Done, Canceled',
  bodyRequired: 'Comment is required',
  bodyTooLong: 'Comment must be at most 5,000 characters',
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
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextKind = 'one-line' | 'multiline';

/** Why `text` cannot be stored, named after its field's label, or undefined when it can. */
export function characterError(label: string, text: string, kind: TextKind): string | undefined {
  if (LONE_SURROGATE.test(text)) return `${label} contains a broken character (an unpaired surrogate)`;
  if (kind === 'one-line' && CONTROL_ONE_LINE.test(text))
    return `${label} must not contain control characters or line breaks`;
  if (kind === 'multiline' && CONTROL_MULTILINE.test(text))
    return `${label} must not contain control characters other than tabs and line breaks`;
  return undefined;
}

/**
 * characterError for optional input: null and undefined are not checked. One-line text is stored trimmed, so
 * whitespace around it (a pasted tab or line break) is not refused.
 */
function charactersOf(label: string, text: string | null | undefined, kind: TextKind): string | undefined {
  if (text == null) return undefined;
  return characterError(label, kind === 'one-line' ? text.trim() : text, kind);
}

const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Length as people count it: one per character, so an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

function required(
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
function first(...messages: (string | undefined)[]): string | undefined {
  return messages.find((message) => message !== undefined);
}

function collect<F extends string>(entries: [F, string | undefined][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message !== undefined) errors[field] = message;
  return errors;
}

/** One `@` with text on both sides, a dot inside the domain (not at its ends), no spaces, at most 254 characters. */
export function emailError(email: string | null | undefined): string | undefined {
  const text = (email ?? '').trim();
  if (text === '') return MESSAGES.emailRequired;
  if (characterCount(text) > LIMITS.emailMax) return MESSAGES.emailTooLong;
  if (characterError('Email', text, 'one-line')) return MESSAGES.emailInvalid;
  const parts = text.split('@');
  if (parts.length !== 2) return MESSAGES.emailInvalid;
  const [local = '', domain = ''] = parts;
  if (local === '' || /\s/.test(text)) return MESSAGES.emailInvalid;
  const dot = domain.indexOf('.');
  if (dot <= 0 || domain.endsWith('.')) return MESSAGES.emailInvalid;
  return undefined;
}

export function passwordError(password: string | null | undefined): string | undefined {
  const text = password ?? '';
  if (text === '') return MESSAGES.passwordRequired;
  if (characterCount(text) < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  return undefined;
}

/** How the service stores an email: trimmed and lower-case, so sign-in ignores case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
}

export function validateSignUp(input: SignUpFields): FieldErrors<keyof SignUpFields> {
  return collect<keyof SignUpFields>([
    [
      'name',
      first(
        required(input.name, LIMITS.userNameMax, MESSAGES.nameRequired, MESSAGES.nameTooLong),
        charactersOf('Name', input.name, 'one-line'),
      ),
    ],
    ['email', emailError(input.email)],
    ['password', passwordError(input.password)],
  ]);
}

/** Sign-in only checks that something was typed: whether it matches is the service's answer. */
export function validateSignIn(input: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  return collect<'email' | 'password'>([
    ['email', input.email.trim() === '' ? MESSAGES.emailRequired : undefined],
    ['password', input.password === '' ? MESSAGES.passwordRequired : undefined],
  ]);
}

export const PROJECT_KEY = /^[A-Z]{2,6}$/;

export interface ProjectFields {
  key?: string | null;
  name?: string | null;
  description?: string | null;
}

/**
 * Fields left undefined are not checked, so the same rules serve creating (every field given) and editing (only the
 * changed ones). `null` for a required field counts as empty.
 */
export function validateProject(input: ProjectFields): FieldErrors<keyof ProjectFields> {
  return collect<keyof ProjectFields>([
    [
      'key',
      input.key === undefined
        ? undefined
        : PROJECT_KEY.test(input.key ?? '')
          ? undefined
          : MESSAGES.keyInvalid,
    ],
    [
      'name',
      input.name === undefined
        ? undefined
        : first(
            required(input.name, LIMITS.projectNameMax, MESSAGES.nameRequired, MESSAGES.projectNameTooLong),
            charactersOf('Name', input.name, 'one-line'),
          ),
    ],
    [
      'description',
      first(
        characterCount(input.description ?? '') > LIMITS.projectDescriptionMax
          ? MESSAGES.projectDescriptionTooLong
          : undefined,
        charactersOf('Description', input.description, 'multiline'),
      ),
    ],
  ]);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date written `YYYY-MM-DD` in years 0001 to 9999: 2028-02-29 is one; 2026-02-29, 2026-04-31 and
 * 0000-01-01 (there was no year 0) are not, and five-digit years do not fit the pattern.
 */
export function isCalendarDate(text: string): boolean {
  if (typeof text !== 'string') return false;
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

export interface TaskFields {
  title?: string | null;
  description?: string | null;
  status?: string | null;
  priority?: string | null;
  dueDate?: string | null;
}

/**
 * Fields left undefined are not checked (an edit sends only what changed). A null due date clears it; a null title
 * counts as empty. Whether the assignee is a member, and whether a status is a valid start or move, need the
 * project: the service checks those.
 */
export function validateTask(input: TaskFields): FieldErrors<keyof TaskFields> {
  return collect<keyof TaskFields>([
    [
      'title',
      input.title === undefined
        ? undefined
        : first(
            required(input.title, LIMITS.taskTitleMax, MESSAGES.titleRequired, MESSAGES.titleTooLong),
            charactersOf('Title', input.title, 'one-line'),
          ),
    ],
    [
      'description',
      first(
        characterCount(input.description ?? '') > LIMITS.taskDescriptionMax
          ? MESSAGES.descriptionTooLong
          : undefined,
        charactersOf('Description', input.description, 'multiline'),
      ),
    ],
    [
      'status',
      input.status == null || (TASK_STATUSES as readonly string[]).includes(input.status)
        ? undefined
        : MESSAGES.statusInvalid,
    ],
    [
      'priority',
      input.priority == null || (PRIORITIES as readonly string[]).includes(input.priority)
        ? undefined
        : 'Priority must be Low, Medium, High or Urgent',
    ],
    ['dueDate', input.dueDate == null || isCalendarDate(input.dueDate) ? undefined : MESSAGES.dueDateInvalid],
  ]);
}

export function validateComment(input: { body: string | null | undefined }): FieldErrors<'body'> {
  return collect<'body'>([
    [
      'body',
      first(
        required(input.body, LIMITS.commentBodyMax, MESSAGES.bodyRequired, MESSAGES.bodyTooLong),
        charactersOf('Comment', input.body, 'multiline'),
      ),
    ],
  ]);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
