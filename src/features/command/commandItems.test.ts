import { describe, expect, test } from 'vitest';
import { actionsFor, matches, taskKeyIn, type CommandTask } from './commandItems';

const task: CommandTask = {
  id: 't1',
  key: 'LAN-3',
  status: 'TODO',
  allowedTransitions: ['BACKLOG', 'IN_PROGRESS', 'CANCELED'],
  assignee: null,
  labelIds: ['l1'],
};
const labels = [
  { __typename: 'Label' as const, id: 'l1', name: 'bug', color: 'RED' as const },
  { __typename: 'Label' as const, id: 'l2', name: 'design', color: 'BLUE' as const },
];
const texts = (items: { text: string }[]) => items.map((item) => item.text);

describe('the command menu', () => {
  test("lists the four actions everywhere, and a task's own where it can be changed", () => {
    expect(texts(actionsFor({ viewerId: 'u1', task: null, labels, canAssign: true }))).toEqual([
      'New task',
      'Go to Inbox',
      'Go to My tasks',
      'Go to Projects',
    ]);
    expect(texts(actionsFor({ viewerId: 'u1', task, labels, canAssign: true })).slice(4)).toEqual([
      'Assign to me',
      'Move to Backlog',
      'Move to In progress',
      'Move to Canceled',
      'Add label design',
    ]);
  });

  test('offers no "Assign to me" on a task already mine, and no label past ten', () => {
    const mine = { ...task, assignee: { id: 'u1' } };
    expect(texts(actionsFor({ viewerId: 'u1', task: mine, labels, canAssign: true }))).not.toContain(
      'Assign to me',
    );
    const ten = Array.from({ length: 11 }, (_, i) => ({ ...labels[0]!, id: `l${i}`, name: `l${i}` }));
    const full = { ...task, labelIds: ten.slice(0, 10).map((l) => l.id) };
    expect(
      texts(actionsFor({ viewerId: 'u1', task: full, labels: ten, canAssign: true })).filter((t) =>
        t.startsWith('Add'),
      ),
    ).toEqual([]);
  });

  test('matches every typed word, whatever its case', () => {
    const item = { id: 'move:IN_PROGRESS', text: 'Move to In progress', section: 'Actions' as const };
    expect(matches(item, 'move PROG')).toBe(true);
    expect(matches(item, 'move done')).toBe(false);
    expect(matches({ id: 'p', text: 'Operations', detail: 'OPS', section: 'Projects' }, 'ops')).toBe(true);
  });

  test('reads a task key in any case', () => {
    expect(taskKeyIn(' lan-12 ')).toEqual({ projectKey: 'LAN', number: 12 });
    expect(taskKeyIn('LAN-')).toBeNull();
    expect(taskKeyIn('fix LAN-12')).toBeNull();
  });
});
