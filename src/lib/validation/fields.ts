// The field rules of docs/product.md §5. Forms run them before sending, the service before writing; each validator
// returns field -> message, empty when valid, with messages short enough to sit beside their field.
import { TASK_STATUSES } from './workflow';
import {
  charactersOf,
  characterCount,
  collect,
  first,
  required,
  LIMITS,
  NAME_REQUIRED,
  UNREADABLE_DATE,
  DATE_UNREADABLE_MESSAGE,
  type FieldErrors,
  type TextKind,
} from './text';

export const MESSAGES = {
  nameRequired: NAME_REQUIRED,
  keyInvalid: 'Key must be 2 to 6 letters A–Z',
  searchTextTooLong: `Search text is at most ${LIMITS.searchTextMax} characters`,
  projectNameTooLong: `Name must be at most ${LIMITS.projectNameMax} characters`,
  apiKeyNameTooLong: `Name must be at most ${LIMITS.apiKeyNameMax} characters`,
  apiKeysFull: `You have ${LIMITS.apiKeysPerPerson} API keys, the most one person may hold: revoke one first`,
  projectDescriptionTooLong: `Description must be at most 20,000 characters`,
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LIMITS.taskTitleMax} characters`,
  descriptionTooLong: 'Description must be at most 20,000 characters',
  dueDateInvalid: 'Due date must be a real date, YYYY-MM-DD',
  statusInvalid: 'Status must be one of Backlog, To do, In progress, In review, Done, Canceled',
  bodyRequired: 'Comment is required',
  bodyTooLong: 'Comment must be at most 5,000 characters',
} as const;

const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PROJECT_KEY = /^[A-Z]{2,6}$/;

/** A required one-line field, checked only when sent (undefined is not). */
function sentLine(
  label: string,
  value: string | null | undefined,
  kind: TextKind,
  max: number,
  missing: string,
  tooLong: string,
): string | undefined {
  return value === undefined
    ? undefined
    : first(required(value, max, missing, tooLong), charactersOf(label, value, kind));
}

function description(value: string | null | undefined, max: number, tooLong: string): string | undefined {
  return first(
    characterCount(value ?? '') > max ? tooLong : undefined,
    charactersOf('Description', value, 'multiline'),
  );
}

export interface ProjectFields {
  key?: string | null;
  name?: string | null;
  description?: string | null;
}

/** Undefined fields are not checked, so the rules serve create and edit alike; `null` for a required field is empty. */
/** An API key's name: what it is for, so its holder can tell keys apart. */
export function validateApiKeyName(name: string | null | undefined): FieldErrors<'name'> {
  return collect<'name'>([
    [
      'name',
      sentLine(
        'Name',
        name ?? '',
        'name',
        LIMITS.apiKeyNameMax,
        MESSAGES.nameRequired,
        MESSAGES.apiKeyNameTooLong,
      ),
    ],
  ]);
}

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
      sentLine(
        'Name',
        input.name,
        'name',
        LIMITS.projectNameMax,
        MESSAGES.nameRequired,
        MESSAGES.projectNameTooLong,
      ),
    ],
    [
      'description',
      description(input.description, LIMITS.projectDescriptionMax, MESSAGES.projectDescriptionTooLong),
    ],
  ]);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` in years 0001 to 9999 (2028-02-29 is one; 2026-02-29 and 0000-01-01 are not). */
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
 * Undefined fields are not checked (an edit sends only what changed); a null due date clears it. Membership and the
 * workflow need the project: the service checks those.
 */
export function validateTask(input: TaskFields): FieldErrors<keyof TaskFields> {
  return collect<keyof TaskFields>([
    [
      'title',
      sentLine(
        'Title',
        input.title,
        'one-line',
        LIMITS.taskTitleMax,
        MESSAGES.titleRequired,
        MESSAGES.titleTooLong,
      ),
    ],
    ['description', description(input.description, LIMITS.taskDescriptionMax, MESSAGES.descriptionTooLong)],
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
    [
      'dueDate',
      input.dueDate == null || isCalendarDate(input.dueDate)
        ? undefined
        : input.dueDate === UNREADABLE_DATE
          ? DATE_UNREADABLE_MESSAGE
          : MESSAGES.dueDateInvalid,
    ],
  ]);
}

/**
 * Why search text (a search, a board's text filter) cannot be used, or undefined: trimmed, at most
 * LIMITS.searchTextMax characters, one line. Empty text is the caller's case (a filter ignores it, a search refuses it).
 */
export function searchTextError(text: string): string | undefined {
  const trimmed = text.trim();
  if (characterCount(trimmed) > LIMITS.searchTextMax) return MESSAGES.searchTextTooLong;
  return charactersOf('Search text', trimmed, 'one-line');
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
