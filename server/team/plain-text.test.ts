import { expect, test } from 'vitest';
import { plainExcerpt, plainText } from './plain-text';

test('Markdown reads as the words the page shows: no headings, list marks, emphasis, links or code fences', () => {
  const markdown = [
    '## Outline',
    '- Why we rebuilt **the** board',
    '- see [Style guide](https://x.test/a) and `npm test`',
    '',
    '```js',
    'let x = 1;',
    '```',
    '> quoted *words*',
    '',
    '![a diagram](https://x.test/d.png) <b>raw</b>',
  ].join('\n');
  expect(plainText(markdown)).toBe(
    'Outline Why we rebuilt the board see Style guide and npm test let x = 1; quoted words a diagram <b>raw</b>',
  );
});

test('a mention reads as @ and the name it was written with', () => {
  expect(plainText('Over to @[Grace Hopper](user:u-2), thanks')).toBe('Over to @Grace Hopper, thanks');
});

test('an excerpt is the first characters as people count them, never half an emoji', () => {
  expect(plainExcerpt('**Hello** world', 140)).toBe('Hello world');
  expect(plainExcerpt('😀'.repeat(200), 140)).toBe('😀'.repeat(140));
  expect(plainExcerpt('', 140)).toBe('');
  expect(plainExcerpt('a '.repeat(100), 5)).toBe('a a a');
});
