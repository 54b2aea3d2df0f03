// The task page's three changes, each an intent with its undo and its "Saved" notice: an edit of one field, a move to
// another status, and a delete; the first two show at once (optimistic), as the board's moves do.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DeleteTaskDocument, MoveTaskDocument, UpdateTaskDocument } from '../../../generated/hooks';
import type { MoveTaskMutationVariables, TaskStatus, UpdateTaskInput } from '../../../generated/graphql';
import { WORKFLOW } from '../../lib/validation';
import { markProjectsStale } from '../../entities/task/markProjectsStale';
import { removeTaskFromBoards } from '../../entities/task/boardCache';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import type { FieldValues } from '../../shared/undo/undoStack';
import { undoTarget, updatedTask, valuesBefore, type TaskDetails } from './taskEdit';

export function useUpdateTask(
  task: TaskDetails,
  { onRefused }: { onRefused: (error: Error, input: UpdateTaskInput, before: FieldValues) => unknown },
) {
  // The fields as they were when each change was sent: what undoing it puts back, and what a conflict compares with.
  const [before] = useState(() => new WeakMap<UpdateTaskInput, FieldValues>());
  const path = `/p/${task.project.key}/t/${task.number}`;
  const mutation = useIntentMutation(UpdateTaskDocument, {
    // Each change is its own intent, sent in order with the others: a second choice does not wait for the first.
    concurrent: true,
    optimisticResponse: ({ input }) => ({ updateTask: updatedTask(task, input) }),
    undoable: (data, { input }) => {
      const after = data.updateTask;
      const now: FieldValues = {
        title: after.title,
        description: after.description,
        priority: after.priority,
        assigneeId: after.assignee?.id ?? null,
        dueDate: after.dueDate ?? null,
      };
      const was = before.get(input) ?? {};
      const changed = Object.keys(was) as (keyof FieldValues)[];
      const afterSave = Object.fromEntries(changed.map((f) => [f, now[f] ?? null]));
      return {
        entry: { kind: 'edit', ...undoTarget(task), before: was, after: afterSave },
        notice: { text: 'Saved', tone: 'saved', path },
      };
    },
    onError: (error, { input }) => onRefused(error, input, before.get(input) ?? {}),
  });
  const send = (input: UpdateTaskInput) => {
    before.set(input, valuesBefore(task, input));
    mutation.mutate({ input });
  };
  return { mutation, send };
}

export function useTaskMove(
  task: TaskDetails,
  {
    onMoved,
    onRefused,
  }: {
    onMoved: (version: number) => void;
    /** The refusal, the move refused, and the status it left. */
    onRefused: (error: Error, variables: MoveTaskMutationVariables, was: TaskStatus) => unknown;
  },
) {
  const queryClient = useQueryClient();
  // The status each move left, as the page showed it when sent (the page shows the move at once, before its answer).
  const [before] = useState(() => new WeakMap<MoveTaskMutationVariables, TaskStatus>());
  const mutation = useIntentMutation(MoveTaskDocument, {
    undoable: (data, variables) => ({
      entry: {
        kind: 'move',
        ...undoTarget(task),
        before: { status: before.get(variables) ?? task.status },
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
    onError: (err, variables) => onRefused(err, variables, before.get(variables) ?? task.status),
    onSuccess: (data) => {
      markProjectsStale(queryClient);
      onMoved(data.moveTask.version);
    },
  });
  return {
    ...mutation,
    /** Moves the task; `was` is the status it leaves when that is not the one shown (a move sent again). */
    mutate: (variables: MoveTaskMutationVariables, was: TaskStatus = task.status) => {
      before.set(variables, was);
      return mutation.mutate(variables);
    },
  };
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
