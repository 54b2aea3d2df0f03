import { expect, test } from 'vitest';
import {
  changesOf,
  fieldsOf,
  NOBODY,
  updatedTask,
  updateInputOf,
  valuesBefore,
  type TaskDetails,
} from './taskEdit';

const task = {
  id: 't1',
  number: 1,
  key: 'LAN-1',
  title: 'Dark theme',
  description: 'As the OS says',
  status: 'TODO',
  priority: 'LOW',
  dueDate: null,
  version: 4,
  assignee: { id: 'u1', name: 'Ada Lovelace' },
  project: { key: 'LAN', members: [{ id: 'm2', role: 'MEMBER', user: { id: 'u2', name: 'Grace Hopper' } }] },
} as unknown as TaskDetails;

test('a change sends its one field on the version the page holds, in the service’s words', () => {
  expect(updateInputOf(task, { priority: 'HIGH' })).toEqual({
    id: 't1',
    expectedVersion: 4,
    priority: 'HIGH',
  });
  expect(updateInputOf(task, { assigneeId: NOBODY })).toEqual({
    id: 't1',
    expectedVersion: 4,
    assigneeId: null,
  });
  expect(updateInputOf(task, { dueDate: '' })).toEqual({ id: 't1', expectedVersion: 4, dueDate: null });
  expect(updateInputOf(task, { description: '' })).toEqual({ id: 't1', expectedVersion: 4, description: '' });
});

test('what an update sends reads back as the page holds it', () => {
  const input = updateInputOf(task, { assigneeId: NOBODY, dueDate: '2031-05-17' });
  expect(changesOf(input)).toEqual({ assigneeId: NOBODY, dueDate: '2031-05-17' });
  expect(valuesBefore(task, input)).toEqual({ assigneeId: 'u1', dueDate: null });
  expect(fieldsOf(task).assigneeId).toBe('u1');
});

test('the task an update leaves is shown at once: its fields, the member assigned, the next version', () => {
  const shown = updatedTask(task, updateInputOf(task, { assigneeId: 'u2', title: 'Dark mode' }));
  expect(shown).toMatchObject({
    title: 'Dark mode',
    assignee: { id: 'u2', name: 'Grace Hopper' },
    version: 5,
  });
  expect(updatedTask(task, updateInputOf(task, { assigneeId: NOBODY })).assignee).toBeNull();
  expect(updatedTask(task, updateInputOf(task, { priority: 'URGENT' })).assignee).toEqual(task.assignee);
});
