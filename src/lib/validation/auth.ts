// The sign-up and sign-in rules of docs/product.md §5 (the pages before a session, which load nothing else of the rules).
import {
  characterError,
  charactersOf,
  characterCount,
  collect,
  first,
  required,
  LIMITS,
  NAME_REQUIRED,
  type FieldErrors,
} from './text';

export const AUTH_MESSAGES = {
  nameRequired: NAME_REQUIRED,
  nameTooLong: `Name must be at most ${LIMITS.userNameMax} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter an email such as name@example.com',
  emailTooLong: `Email must be at most ${LIMITS.emailMax} characters`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
} as const;

/** One `@` with text on both sides, a dot inside the domain (not at its ends), no spaces, at most 254 characters. */
export function emailError(email: string | null | undefined): string | undefined {
  const text = (email ?? '').trim();
  if (text === '') return AUTH_MESSAGES.emailRequired;
  if (characterCount(text) > LIMITS.emailMax) return AUTH_MESSAGES.emailTooLong;
  if (characterError('Email', text, 'name')) return AUTH_MESSAGES.emailInvalid;
  const parts = text.split('@');
  if (parts.length !== 2) return AUTH_MESSAGES.emailInvalid;
  const [local = '', domain = ''] = parts;
  if (local === '' || /\s/.test(text)) return AUTH_MESSAGES.emailInvalid;
  const dot = domain.indexOf('.');
  if (dot <= 0 || domain.endsWith('.')) return AUTH_MESSAGES.emailInvalid;
  return undefined;
}

export function passwordError(password: string | null | undefined): string | undefined {
  const text = password ?? '';
  if (text === '') return AUTH_MESSAGES.passwordRequired;
  if (characterCount(text) < LIMITS.passwordMin) return AUTH_MESSAGES.passwordTooShort;
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
        required(input.name, LIMITS.userNameMax, AUTH_MESSAGES.nameRequired, AUTH_MESSAGES.nameTooLong),
        charactersOf('Name', input.name, 'name'),
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
    ['email', input.email.trim() === '' ? AUTH_MESSAGES.emailRequired : undefined],
    ['password', input.password === '' ? AUTH_MESSAGES.passwordRequired : undefined],
  ]);
}
