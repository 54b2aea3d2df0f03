// What an Activity entry says, as parts rendered as text: our words as strings, and names as `{ name }`, which the page
// isolates (<bdi>) so a right-to-left or hostile name cannot reorder the rest of the sentence.
import type { ActivityFieldsFragment } from '../../../generated/graphql';
import { STATUS_LABELS } from '../../lib/validation';
import { TASK_FIELD_LABELS } from '../../entities/task/words';

export type SentencePart = string | { name: string };
export type Sentence = readonly SentencePart[];

/** A sentence as one string (for tests and plain-text uses); the page renders the parts. */
export function sentenceText(sentence: Sentence): string {
  return sentence.map((part) => (typeof part === 'string' ? part : part.name)).join('');
}

function names(users: readonly { name: string }[]): SentencePart[] {
  return users.flatMap((user, i) => {
    const separator = i === 0 ? [] : [i === users.length - 1 ? ' and ' : ', '];
    return [...separator, { name: user.name }];
  });
}

/** One or two sentences (a comment that mentions people says so in a second one), each naming the actor first. */
export function activitySentences(entry: ActivityFieldsFragment, taskKey: string): Sentence[] {
  const who = { name: entry.actor.name };
  const fields = entry.changedFields.map((f) => TASK_FIELD_LABELS[f] ?? f).join(', ');
  const mentioned: Sentence[] =
    entry.mentions.length > 0 ? [[who, ' mentioned ', ...names(entry.mentions)]] : [];
  switch (entry.kind) {
    case 'TASK_CREATED':
      return [[who, ` created ${taskKey}${entry.status ? ` in ${STATUS_LABELS[entry.status]}` : ''}`]];
    case 'TASK_MOVED':
      return [[who, ` moved ${taskKey}${entry.status ? ` to ${STATUS_LABELS[entry.status]}` : ''}`]];
    case 'TASK_REORDERED':
      return [[who, ` changed ${taskKey}'s place in its column`]];
    case 'TASK_UPDATED':
      return [[who, fields ? ` changed ${fields}` : ` edited ${taskKey}`]];
    case 'TASK_DELETED':
      return [[who, ` deleted ${taskKey}`]];
    case 'COMMENT_ADDED':
      return [[who, ' commented'], ...mentioned];
    case 'COMMENT_EDITED':
      return [[who, ' edited a comment'], ...mentioned];
    case 'COMMENT_DELETED':
      return [[who, ' deleted a comment']];
    default:
      return [[who, ' changed the project']];
  }
}
