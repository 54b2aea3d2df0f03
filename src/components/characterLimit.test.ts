// The field caps agree with the service's own check (validateComment, validateTask) character for character.
import { expect, test } from 'vitest';
import { LIMITS, validateComment, validateTask } from '../lib/validation';
import { clipToLimit, limitCount } from './characterLimit';

const EMOJI = '😀'; // one character, two UTF-16 units

test('an emoji counts one, as the service counts it', () => {
  expect(EMOJI.length).toBe(2);
  expect(limitCount(EMOJI.repeat(3))).toBe(3);
  expect(limitCount(`  ${EMOJI} `, true)).toBe(1);
});

test('200 emoji are a whole title: the cap keeps them and the service accepts them; one more is cut', () => {
  const title = EMOJI.repeat(200);
  expect(clipToLimit(title, LIMITS.taskTitleMax, true)).toBe(title);
  expect(validateTask({ title })).toEqual({});
  const over = `${title}${EMOJI}`;
  expect(validateTask({ title: over })).toEqual({ title: 'Title must be at most 200 characters' });
  expect(clipToLimit(over, LIMITS.taskTitleMax, true)).toBe(title);
});

test('a comment of 5,000 characters with emoji is kept whole; the cap never splits an emoji', () => {
  const body = `${'a'.repeat(4_999)}${EMOJI}`;
  expect(body.length).toBe(5_001);
  expect(clipToLimit(body, LIMITS.commentBodyMax, true)).toBe(body);
  expect(validateComment({ body })).toEqual({});
  const clipped = clipToLimit(`${body}${EMOJI}b`, LIMITS.commentBodyMax, true);
  expect(clipped).toBe(body);
  expect(validateComment({ body: `${body}b` })).toEqual({ body: 'Comment must be at most 5,000 characters' });
});

test('whitespace the service trims does not count toward a trimmed limit; it does for an untrimmed one', () => {
  expect(clipToLimit(`   ${'x'.repeat(5)}`, 3, true)).toBe('   xxx');
  expect(clipToLimit(`   ${'x'.repeat(5)}`, 3)).toBe('   ');
});

test('a paste past the limit says how much the cap took off', async () => {
  const { clipCounted, cutMessage } = await import('./characterLimit');
  expect(clipCounted(`${'t'.repeat(200)}x`, 200, true)).toEqual({ text: 't'.repeat(200), cut: 1 });
  expect(clipCounted(`${EMOJI.repeat(205)}`, 200)).toEqual({ text: EMOJI.repeat(200), cut: 5 });
  expect(clipCounted('fits', 200)).toEqual({ text: 'fits', cut: 0 });
  expect(cutMessage(1, 200)).toBe('1 character past the 200-character limit was cut');
  expect(cutMessage(2_500, 5_000)).toBe('2,500 characters past the 5,000-character limit were cut');
});
