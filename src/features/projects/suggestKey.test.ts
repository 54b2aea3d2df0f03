import { expect, test } from 'vitest';
import { suggestKey } from './suggestKey';

test('a key from the name: initials of several words, the start of one word, A–Z only, 2 to 6 letters', () => {
  expect(suggestKey('Hedy things')).toBe('HT');
  expect(suggestKey('Lanes')).toBe('LAN');
  expect(suggestKey('  café  ')).toBe('CAF');
  expect(suggestKey('Über große Pläne für 2027')).toBe('UGPF');
  expect(suggestKey('a b c d e f g h')).toBe('ABCDEF');
  expect(suggestKey('X')).toBe('');
  expect(suggestKey('42 — !!')).toBe('');
  expect(suggestKey('Q 1')).toBe('');
  expect(suggestKey('Q r')).toBe('QR');
});
