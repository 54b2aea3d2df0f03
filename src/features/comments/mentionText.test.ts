import { expect, test } from 'vitest';
import { mentionQuery } from './mentionQuery';
import { editMarkup, insertMention, shownText } from './mentionText';

const GRACE = '@[Grace Hopper](user:u2)';

test('the field shows a mention as @Name; the markup underneath keeps the token', () => {
  expect(shownText(`Hi ${GRACE}, see this`)).toBe('Hi @Grace Hopper, see this');
  expect(shownText('no mentions')).toBe('no mentions');
});

test('choosing a member puts the token in the markup and the caret after the shown name and a space', () => {
  const shown = 'Hi @gra, see';
  const query = mentionQuery(shown, 7)!;
  const { markup, caret } = insertMention(shown, query, GRACE);
  expect(markup).toBe(`Hi ${GRACE} , see`);
  expect(shownText(markup)).toBe('Hi @Grace Hopper , see');
  expect(caret).toBe('Hi @Grace Hopper '.length);
});

test('typing before, after and between mentions keeps every token whole', () => {
  const markup = `Hi ${GRACE} and ${GRACE}`;
  expect(editMarkup(markup, 'Oh hi @Grace Hopper and @Grace Hopper')).toBe(`Oh hi ${GRACE} and ${GRACE}`);
  expect(editMarkup(markup, 'Hi @Grace Hopper or @Grace Hopper')).toBe(`Hi ${GRACE} or ${GRACE}`);
  expect(editMarkup(markup, 'Hi @Grace Hopper and @Grace Hopperx')).toBe(`Hi ${GRACE} and ${GRACE}x`);
});

test('an edit that reaches into a shown name turns that mention into plain text; deleting it whole removes it', () => {
  expect(editMarkup(`Hi ${GRACE}!`, 'Hi @Grace Hoppr!')).toBe('Hi @Grace Hoppr!');
  expect(editMarkup(`Hi ${GRACE}!`, 'Hi @Grace XHopper!')).toBe('Hi @Grace XHopper!');
  expect(editMarkup(`Hi ${GRACE}!`, 'Hi !')).toBe('Hi !');
  expect(editMarkup(`Hi ${GRACE}!`, '')).toBe('');
});

test('pasting over a stretch that holds a whole mention and some text replaces both', () => {
  expect(editMarkup(`a ${GRACE} b ${GRACE} c`, 'a X c')).toBe('a X c');
  expect(editMarkup(`a ${GRACE} b ${GRACE} c`, 'a @Grace Hopper X c')).toBe(`a ${GRACE} X c`);
});
