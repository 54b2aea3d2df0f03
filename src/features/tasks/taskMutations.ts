// The task page's three changes, each an intent with its undo: an edit (only the fields this person changed), a
// move to another status (optimistic), and a delete.
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DeleteTaskDocument, MoveTaskDocument, UpdateTaskDocument } from '../../../generated/hooks';
import type { UpdateTaskInput } from '../../../generated/graphql';
import { WORKFLOW } from '../../lib/validation';
import { markProjectsStale } from '../../entities/task/markProjectsStale';
import { removeTaskFromBoards } from '../../entities/task/boardCache';
import { moveErrorMessage } from '../../entities/task/moveErrorMessage';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import type { FieldValues } from '../../shared/undo/undoStack';
import { undoTarget, valuesBefore, type TaskDetails } from './taskEdit';

export function useUpdateTask(
  task: TaskDetails,
  { onSaved, onRefused }: { onSaved: () => void; onRefused: (error: Error) => unknown },
) {
  // The fields as they were when Save was pressed, for undoing what it changed.
  const beforeSave = useRef<FieldValues>({});
  const mutation = useIntentMutation(UpdateTaskDocument, {
    undoable: (data) => {
      const after = data.updateTask;
      const now: FieldValues = {
        title: after.title,
        description: after.description,
        priority: after.priority,
        assigneeId: after.assignee?.id ?? null,
        dueDate: after.dueDate ?? null,
      };
      const changed = Object.keys(beforeSave.current) as (keyof FieldValues)[];
      const afterSave = Object.fromEntries(changed.map((f) => [f, now[f] ?? null]));
      return { entry: { kind: 'edit', ...undoTarget(task), before: beforeSave.current, after: afterSave } };
    },
    onSuccess: onSaved,
    onError: onRefused,
  });
  const send = (input: UpdateTaskInput) => {
    beforeSave.current = valuesBefore(task, input);
    mutation.mutate({ input });
  };
  return { mutation, send };
}

export function useTaskMove(
  task: TaskDetails,
  { onMoved, onRefused }: { onMoved: (version: number) => void; onRefused: (message: string) => void },
) {
  const queryClient = useQueryClient();
  return useIntentMutation(MoveTaskDocument, {
    undoable: (data) => ({
      entry: {
        kind: 'move',
        ...undoTarget(task),
        before: { status: task.status },
        after: { status: data.moveTask.status },
      },
      notice: {
        text: `Saved: ${task.key} moved`,
        tone: 'saved',
        path: `/p/${task.project.key}/t/${task.number}`,
      },
    }),
    optimisticResponse: (v) => ({
      moveTask: {
        ...task,
        status: v.status,
        version: v.expectedVersion + 1,
        allowedTransitions: [...WORKFLOW[v.status]],
        updatedAt: new Date().toISOString(),
      },
    }),
    onError: (err) => onRefused(moveErrorMessage(task.key, err)),
    onSuccess: (data) => {
      markProjectsStale(queryClient);
      onMoved(data.moveTask.version);
    },
  });
}

export function useDeleteTask(task: TaskDetails, { onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useIntentMutation(DeleteTaskDocument, {
    undoable: () => ({
      entry: { kind: 'delete', ...undoTarget(task), before: {}, after: {} },
      notice: { text: `Saved: ${task.key} deleted`, tone: 'saved', path: `/p/${task.project.key}` },
    }),
    onSuccess: () => {
      removeTaskFromBoards(queryClient, task.id);
      markProjectsStale(queryClient);
      onDeleted();
    },
  });
}
