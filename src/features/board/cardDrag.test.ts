import { expect, test } from 'vitest';
import type { DragTypes, DropItem } from 'react-aria-components';
import { cardDragItem, droppedTaskId, dropOperation, TASK_TYPE } from './cardDrag';
import type { CardTask } from './columns';

const task = {
  id: 't7',
  key: 'LAN-7',
  title: 'Ship it',
  status: 'TODO',
  allowedTransitions: ['BACKLOG', 'IN_PROGRESS', 'CANCELED'],
} as CardTask;

const typesOf = (item: Record<string, string>): DragTypes => ({
  has: (t) => typeof t === 'string' && t in item,
});

test('a card carries its id, its text, and one type per column it may land in', () => {
  expect(cardDragItem(task)).toEqual({
    [TASK_TYPE]: 't7',
    'text/plain': 'LAN-7 Ship it',
    'application/x-lanes-to-todo': 't7',
    'application/x-lanes-to-backlog': 't7',
    'application/x-lanes-to-in_progress': 't7',
    'application/x-lanes-to-canceled': 't7',
  });
});

test('its own column (a reorder) and allowed moves take the drop; the workflow forbids the others', () => {
  const types = typesOf(cardDragItem(task));
  expect(dropOperation(types, 'TODO')).toBe('move');
  expect(dropOperation(types, 'IN_PROGRESS')).toBe('move');
  expect(dropOperation(types, 'IN_REVIEW')).toBe('cancel');
  expect(dropOperation(types, 'DONE')).toBe('cancel');
  // Plain text dragged in from elsewhere is no card.
  expect(dropOperation(typesOf({ 'text/plain': 'x', 'application/x-lanes-to-done': 'x' }), 'DONE')).toBe(
    'cancel',
  );
});

test('the dropped task id, or null for text or files from elsewhere', async () => {
  const text = (item: Record<string, string>): DropItem => ({
    kind: 'text',
    types: new Set(Object.keys(item)),
    getText: (type: string) => Promise.resolve(item[type] ?? ''),
  });
  expect(await droppedTaskId([text(cardDragItem(task))])).toBe('t7');
  expect(await droppedTaskId([text({ 'text/plain': 'hello' })])).toBeNull();
  expect(await droppedTaskId([])).toBeNull();
});
