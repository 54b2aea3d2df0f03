import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, likePattern } from './task-page';

describe('cursors', () => {
  it('round-trips a position and is opaque base64url', () => {
    const cursor = encodeCursor(3, 'a0V', 128);
    expect(cursor).toBe(Buffer.from('[3,"a0V",128]').toString('base64url'));
    expect(decodeCursor(cursor)).toEqual([3, 'a0V', 128]);
    expect(decodeCursor(encodeCursor(5, 'a0', 2 ** 31 - 1))).toEqual([5, 'a0', 2 ** 31 - 1]);
  });

  it.each([
    '',
    'not-a-cursor',
    'WzMsIngiXQ',
    Buffer.from('[1,2,3]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('[3,128]').toString('base64url'),
    Buffer.from(`[3,"${'a'.repeat(257)}",1]`).toString('base64url'),
    // Positions no page can have: PostgreSQL would refuse the number (an integer column) with an unexpected error.
    Buffer.from(JSON.stringify([2 ** 53 - 1, 'a0', 2 ** 53 - 1])).toString('base64url'),
    Buffer.from(JSON.stringify([0, 'a0', 2 ** 31])).toString('base64url'),
    Buffer.from(JSON.stringify([6, 'a0', 1])).toString('base64url'),
    Buffer.from(JSON.stringify([-1, 'a0', 1])).toString('base64url'),
    Buffer.from(JSON.stringify([0.5, 'a0', 1])).toString('base64url'),
    'W'.repeat(513),
  ])('refuses %j', (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});

describe('likePattern', () => {
  it('wraps text in wildcards and escapes the characters ILIKE would read as wildcards', () => {
    expect(likePattern('needle')).toBe('%needle%');
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('snake_case')).toBe('%snake\\_case%');
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
