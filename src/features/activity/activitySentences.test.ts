import { expect, test } from 'vitest';
import type { ActivityFieldsFragment } from '../../../generated/graphql';
import { activitySentences, sentenceText } from './activitySentences';

const RLO_NAME = 'Eve \u202eevE';

function entry(overrides: Partial<ActivityFieldsFragment>): ActivityFieldsFragment {
  return {
    __typename: 'Activity',
    id: 'p1:1',
    seq: 1,
    kind: 'COMMENT_ADDED',
    at: '2026-03-01T10:00:00Z',
    changedFields: [],
    status: null,
    actor: { __typename: 'User', id: 'u1', name: RLO_NAME },
    mentions: [],
    ...overrides,
  } as ActivityFieldsFragment;
}

test('sets every name apart from the words around it, so the page can isolate each', () => {
  const sentences = activitySentences(
    entry({
      mentions: [
        { __typename: 'User', id: 'u2', name: 'علي' },
        { __typename: 'User', id: 'u3', name: 'Grace Hopper' },
        { __typename: 'User', id: 'u4', name: 'Linus Torvalds' },
      ],
    } as Partial<ActivityFieldsFragment>),
    'LAN-3',
  );
  expect(sentences).toEqual([
    [{ name: RLO_NAME }, ' commented'],
    [
      { name: RLO_NAME },
      ' mentioned ',
      { name: 'علي' },
      ', ',
      { name: 'Grace Hopper' },
      ' and ',
      { name: 'Linus Torvalds' },
    ],
  ]);
  expect(sentences.map(sentenceText)).toEqual([
    `${RLO_NAME} commented`,
    `${RLO_NAME} mentioned علي, Grace Hopper and Linus Torvalds`,
  ]);
});
