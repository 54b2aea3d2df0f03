import { expect, test } from 'vitest';
import { mentionToken, resolveMentions, type MentionCandidate } from './mentions';

const ADA = { id: 'u-ada', name: 'Ada Lovelace', email: 'ada@lanes.test' };
const GRACE = { id: 'u-grace', name: 'Grace Hopper', email: 'grace@lanes.test' };
const LINUS = { id: 'u-linus', name: 'Linus Torvalds', email: 'linus@lanes.test' };
const TEAM: MentionCandidate[] = [ADA, GRACE, LINUS];
const token = mentionToken;

test('a typed full name or email handle, in any letter case, becomes the member’s token', () => {
  expect(resolveMentions('@ada have a look, cc @Linus Torvalds', TEAM)).toEqual({
    body: `${token(ADA)} have a look, cc ${token(LINUS)}`,
    ids: [ADA.id, LINUS.id],
    ambiguous: [],
  });
  expect(resolveMentions('@GRACE HOPPER: and @grace.', TEAM).body).toBe(
    `${token(GRACE)}: and ${token(GRACE)}.`,
  );
  expect(resolveMentions('(@ada)', TEAM).body).toBe(`(${token(ADA)})`);
  expect(resolveMentions('**@ada** and _@grace_', TEAM).body).toBe(`**${token(ADA)}** and _${token(GRACE)}_`);
  expect(resolveMentions('@Ada’s idea', TEAM).body).toBe(`${token(ADA)}’s idea`);
});

test('a typed name that matches no member, or runs on into more letters, stays plain text', () => {
  for (const text of [
    '@nobody here',
    '@adam',
    '@ada.lovelace',
    '@Linus_T',
    '@grace__x',
    'mail ada@lanes.test',
    'a/@ada',
  ]) {
    expect(resolveMentions(text, TEAM)).toEqual({ body: text, ids: [], ambiguous: [] });
  }
});

test('code, link targets and tokens already picked are left alone', () => {
  const picked = `${token(GRACE)} and @grace`;
  expect(resolveMentions(picked, TEAM).body).toBe(`${token(GRACE)} and ${token(GRACE)}`);
  expect(resolveMentions('`@ada` and\n```\n@ada\n```\n@ada', TEAM).body).toBe(
    `\`@ada\` and\n\`\`\`\n@ada\n\`\`\`\n${token(ADA)}`,
  );
  expect(resolveMentions('[x](https://a.test/@ada) <https://a.test/@ada>', TEAM).ids).toEqual([]);
});

test('the longest name wins: "@Ada Lovelace" is Ada Lovelace even where someone is called "Ada"', () => {
  const other = { id: 'u-ada2', name: 'Ada', email: 'countess@x.test' };
  const both = resolveMentions('@Ada Lovelace and @Ada', [...TEAM, other]);
  expect(both.ids).toEqual([ADA.id]);
  // "Ada" is one member's name and another's handle: as two people of the same name, it stays plain text.
  expect(both.ambiguous).toEqual(['@Ada']);
});

test('two members of the same name (or handle): the typed name stays plain text and is reported', () => {
  const sam1 = { id: 'u-sam1', name: 'Sam Lee', email: 'sam@one.test' };
  const sam2 = { id: 'u-sam2', name: 'Sam Lee', email: 'slee@two.test' };
  const ada2 = { id: 'u-ada2', name: 'Ada King', email: 'ada@other.test' };
  expect(resolveMentions('@Sam Lee please', [sam1, sam2])).toEqual({
    body: '@Sam Lee please',
    ids: [],
    ambiguous: ['@Sam Lee'],
  });
  // Their handles tell them apart.
  expect(resolveMentions('@sam and @slee', [sam1, sam2]).ids).toEqual([sam1.id, sam2.id]);
  expect(resolveMentions('@ada', [ADA, ada2]).ambiguous).toEqual(['@ada']);
  expect(resolveMentions('@Ada King', [ADA, ada2]).ids).toEqual([ada2.id]);
});

test('resolving twice changes nothing more (client and service both run it)', () => {
  const once = resolveMentions('@ada and @Grace Hopper', TEAM).body;
  expect(resolveMentions(once, TEAM).body).toBe(once);
  expect(resolveMentions('', TEAM)).toEqual({ body: '', ids: [], ambiguous: [] });
  expect(resolveMentions('@ada', [])).toEqual({ body: '@ada', ids: [], ambiguous: [] });
});
