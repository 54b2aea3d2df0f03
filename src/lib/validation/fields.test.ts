import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  emailError,
  characterError,
  isCalendarDate,
  normalizeEmail,
  passwordError,
  validateComment,
  validateProject,
  validateSignIn,
  validateSignUp,
  validateTask,
} from '.';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('email', () => {
  it.each([
    ['ada@lanes.test', undefined],
    ['a@b.co', undefined],
    ['first.last@sub.example.org', undefined],
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ada', 'Enter an email such as name@example.com'],
    ['@lanes.test', 'Enter an email such as name@example.com'],
    ['ada@', 'Enter an email such as name@example.com'],
    ['ada@@lanes.test', 'Enter an email such as name@example.com'],
    ['ada@lanes@test.io', 'Enter an email such as name@example.com'],
    ['ada@lanes', 'Enter an email such as name@example.com'],
    ['ada@.lanes', 'Enter an email such as name@example.com'],
    ['ada@lanes.', 'Enter an email such as name@example.com'],
    ['a da@lanes.test', 'Enter an email such as name@example.com'],
  ])('%j -> %j', (email, message) => {
    expect(emailError(email)).toBe(message);
  });

  it('allows exactly 254 characters and refuses 255', () => {
    const at254 = `${chars(254 - '@lanes.test'.length)}@lanes.test`;
    expect(at254).toHaveLength(254);
    expect(emailError(at254)).toBeUndefined();
    expect(emailError(`a${at254}`)).toBe('Email must be at most 254 characters');
  });

  it('is stored trimmed and lower-case', () => {
    expect(normalizeEmail('  Ada@Lanes.TEST ')).toBe('ada@lanes.test');
  });
});

describe('password', () => {
  it('needs at least 8 characters', () => {
    expect(passwordError('')).toBe('Password is required');
    expect(passwordError(chars(7))).toBe('Password must be at least 8 characters');
    expect(passwordError(chars(8))).toBeUndefined();
  });
});

describe('validateSignUp', () => {
  it('is empty when every field is valid', () => {
    expect(validateSignUp({ name: 'Ada Lovelace', email: 'ada@lanes.test', password: 'lanes-demo' })).toEqual(
      {},
    );
  });

  it('reports every failing field at once', () => {
    expect(validateSignUp({ name: '  ', email: 'nope', password: 'short' })).toEqual({
      name: 'Name is required',
      email: 'Enter an email such as name@example.com',
      password: 'Password must be at least 8 characters',
    });
  });

  it('limits names to 80 characters after trimming', () => {
    expect(validateSignUp({ name: ` ${chars(80)} `, email: 'a@b.co', password: chars(8) })).toEqual({});
    expect(validateSignUp({ name: chars(81), email: 'a@b.co', password: chars(8) })).toEqual({
      name: 'Name must be at most 80 characters',
    });
  });
});

describe('validateSignIn', () => {
  it('only asks that both fields are filled in', () => {
    expect(validateSignIn({ email: 'x', password: 'y' })).toEqual({});
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('validateProject', () => {
  it.each([
    ['LA', undefined],
    ['LANES', undefined],
    ['ABCDEF', undefined],
    ['A', 'Key must be 2 to 6 letters A–Z'],
    ['ABCDEFG', 'Key must be 2 to 6 letters A–Z'],
    ['lan', 'Key must be 2 to 6 letters A–Z'],
    ['LA1', 'Key must be 2 to 6 letters A–Z'],
    ['LA N', 'Key must be 2 to 6 letters A–Z'],
    ['ÄBC', 'Key must be 2 to 6 letters A–Z'],
    ['', 'Key must be 2 to 6 letters A–Z'],
  ])('key %j -> %j', (key, message) => {
    expect(validateProject({ key, name: 'Lanes' }).key).toBe(message);
  });

  it('accepts names of 1 and 80 characters after trimming, refuses empty and 81', () => {
    expect(validateProject({ key: 'LAN', name: 'L' })).toEqual({});
    expect(validateProject({ key: 'LAN', name: `  ${chars(80)}\t` })).toEqual({});
    expect(validateProject({ key: 'LAN', name: chars(81) })).toEqual({
      name: 'Name must be at most 80 characters',
    });
    expect(validateProject({ key: 'LAN', name: '   ' })).toEqual({ name: 'Name is required' });
  });

  it('checks only the fields an edit sends; a null name is empty', () => {
    expect(validateProject({ description: 'New words' })).toEqual({});
    expect(validateProject({ name: null })).toEqual({ name: 'Name is required' });
  });

  it('limits descriptions to 20,000 characters', () => {
    expect(validateProject({ description: chars(20_000) })).toEqual({});
    expect(validateProject({ description: chars(20_001) })).toEqual({
      description: 'Description must be at most 20,000 characters',
    });
  });
});

describe('validateTask', () => {
  it('accepts titles of 1 and 200 characters after trimming', () => {
    expect(validateTask({ title: 'x' })).toEqual({});
    expect(validateTask({ title: ` ${chars(200)} ` })).toEqual({});
  });

  it('refuses an empty, blank, null or 201-character title', () => {
    expect(validateTask({ title: '' })).toEqual({ title: 'Title is required' });
    expect(validateTask({ title: ' \n ' })).toEqual({ title: 'Title is required' });
    expect(validateTask({ title: null })).toEqual({ title: 'Title is required' });
    expect(validateTask({ title: chars(201) })).toEqual({ title: 'Title must be at most 200 characters' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateTask({ title: chars(200, '🚀') })).toEqual({});
    expect(validateTask({ title: chars(201, '🚀') })).toEqual({ title: MESSAGES.titleTooLong });
  });

  it('leaves out fields an edit does not send', () => {
    expect(validateTask({ priority: 'HIGH' })).toEqual({});
  });

  it('allows descriptions up to 20,000 characters', () => {
    expect(validateTask({ title: 'x', description: chars(20_000) })).toEqual({});
    expect(validateTask({ title: 'x', description: chars(20_001) })).toEqual({
      description: 'Description must be at most 20,000 characters',
    });
  });

  it.each([
    ['2026-01-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-5', false],
    ['26-01-05', false],
    ['2026-01-05T00:00:00Z', false],
    ['tomorrow', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['10000-01-01', false],
    ['2026-02-30', false],
  ])('due date %s is a calendar date: %s', (date, valid) => {
    expect(isCalendarDate(date)).toBe(valid);
    expect(validateTask({ dueDate: date })).toEqual(
      valid ? {} : { dueDate: 'Due date must be a real date, YYYY-MM-DD' },
    );
  });

  it('clears the due date with null', () => {
    expect(validateTask({ dueDate: null })).toEqual({});
  });

  it('refuses unknown statuses and priorities', () => {
    expect(validateTask({ status: 'DOING', priority: 'SOMEDAY' })).toEqual({
      status: 'Status must be one of Backlog, To do, In progress, In review, Done, Canceled',
      priority: 'Priority must be Low, Medium, High or Urgent',
    });
  });
});

describe('validateComment', () => {
  it('accepts 1 to 5,000 characters after trimming', () => {
    expect(validateComment({ body: 'k' })).toEqual({});
    expect(validateComment({ body: ` ${chars(5_000)} ` })).toEqual({});
  });

  it('refuses empty and 5,001 characters', () => {
    expect(validateComment({ body: '  ' })).toEqual({ body: 'Comment is required' });
    expect(validateComment({ body: chars(5_001) })).toEqual({
      body: 'Comment must be at most 5,000 characters',
    });
  });
});

describe('isCalendarDate against the calendar', () => {
  it('agrees with Date.UTC for every year, month and day written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const date = new Date(Date.UTC(y, m - 1, d));
          const real = m >= 1 && m <= 12 && d >= 1 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
          expect(isCalendarDate(text)).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('characters a field may hold', () => {
  const ONE_LINE = 'Title must not contain control characters or line breaks';
  const MULTILINE = 'Description must not contain control characters other than tabs and line breaks';
  const BROKEN = 'contains a broken character (an unpaired surrogate)';

  it.each([
    ['plain text', 'Ship it', undefined, undefined],
    ['emoji (a surrogate pair)', 'Ship 🚀 😀', undefined, undefined],
    ['non-Latin text', 'Задача 任务 مهمة', undefined, undefined],
    ['a tab', 'a\tb', ONE_LINE, undefined],
    ['a line feed', 'a\nb', ONE_LINE, undefined],
    ['a carriage return', 'a\r\nb', ONE_LINE, undefined],
    ['a NUL', 'a\u0000b', ONE_LINE, MULTILINE],
    ['a bell', '\u0007', ONE_LINE, MULTILINE],
    ['an escape', '\u001b[31m', ONE_LINE, MULTILINE],
    ['a vertical tab', '\u000b', ONE_LINE, MULTILINE],
    ['DEL', '\u007f', ONE_LINE, MULTILINE],
    ['a C1 control (NEL)', '\u0085', ONE_LINE, MULTILINE],
    ['a lone high surrogate', 'a\ud83d', `Title ${BROKEN}`, `Description ${BROKEN}`],
    ['a lone low surrogate', '\ude00a', `Title ${BROKEN}`, `Description ${BROKEN}`],
    ['reversed surrogates', '\ude00\ud83d', `Title ${BROKEN}`, `Description ${BROKEN}`],
  ])('%s', (_, text, oneLine, multiline) => {
    expect(characterError('Title', text, 'one-line')).toBe(oneLine);
    expect(characterError('Description', text, 'multiline')).toBe(multiline);
  });

  it('is checked by every text field rule, naming the field', () => {
    expect(validateTask({ title: 'a\u0000', description: 'b\u0000' })).toEqual({
      title: ONE_LINE,
      description: MULTILINE,
    });
    expect(validateProject({ name: 'a\u0000', description: '\ud800' })).toEqual({
      name: 'Name must not contain control characters or line breaks',
      description: `Description ${BROKEN}`,
    });
    expect(validateComment({ body: 'hi\u0000' })).toEqual({
      body: 'Comment must not contain control characters other than tabs and line breaks',
    });
    expect(validateSignUp({ name: 'Ada\u0000', email: 'a\u0000@b.co', password: 'long enough' })).toEqual({
      name: 'Name must not contain control characters or line breaks',
      email: 'Enter an email such as name@example.com',
    });
  });

  it('never accepts a string PostgreSQL would refuse as text (NUL, unpaired surrogates)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const storable = !text.includes('\u0000') && text === Buffer.from(text, 'utf8').toString('utf8');
        if (!storable) expect(characterError('Description', text, 'multiline')).toBeDefined();
      }),
      { numRuns: 2000 },
    );
  });
});
