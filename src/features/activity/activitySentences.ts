// What an Activity entry says, as plain sentences (rendered as text, never HTML): "Ada Lovelace moved LAN-3 to In
// review", "Ada Lovelace changed title, priority", "Ada Lovelace commented", "Ada Lovelace mentioned Linus Torvalds".
import type { ActivityFieldsFragment } from '../../../generated/graphql';
import { STATUS_LABEL, TASK_FIELD_LABEL } from '../ui/labels';

function names(users: readonly { name: string }[]): string {
  const list = users.map((u) => u.name);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/** One or two sentences (a comment that mentions people says so in a second one), each naming the actor first. */
export function activitySentences(entry: ActivityFieldsFragment, taskKey: string): string[] {
  const who = entry.actor.name;
  const fields = entry.changedFields.map((f) => TASK_FIELD_LABEL[f] ?? f).join(', ');
  const mentioned = entry.mentions.length > 0 ? [`${who} mentioned ${names(entry.mentions)}`] : [];
  switch (entry.kind) {
    case 'TASK_CREATED':
      return [`${who} created ${taskKey}${entry.status ? ` in ${STATUS_LABEL[entry.status]}` : ''}`];
    case 'TASK_MOVED':
      return [`${who} moved ${taskKey}${entry.status ? ` to ${STATUS_LABEL[entry.status]}` : ''}`];
    case 'TASK_REORDERED':
      return [`${who} changed ${taskKey}'s place in its column`];
    case 'TASK_UPDATED':
      return [fields ? `${who} changed ${fields}` : `${who} edited ${taskKey}`];
    case 'TASK_DELETED':
      return [`${who} deleted ${taskKey}`];
    case 'COMMENT_ADDED':
      return [`${who} commented`, ...mentioned];
    case 'COMMENT_EDITED':
      return [`${who} edited a comment`, ...mentioned];
    case 'COMMENT_DELETED':
      return [`${who} deleted a comment`];
    default:
      return [`${who} changed the project`];
  }
}
