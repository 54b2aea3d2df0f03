// Putting labels on a task and taking them off, from wherever the task shows (the task page's "Labels", the card's
// menu, the command menu): one intent per choice, shown at once, undone with Ctrl+Z like any other change of a field.
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LabelFieldsFragment } from '../../../generated/graphql';
import { SetTaskLabelsDocument, boardKeys, taskKeys } from '../../../generated/hooks';
import { errorCode } from '../../lib/graphql';
import { errorSentence } from '../../components/errorSentence';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { undoStack } from '../../shared/undo/undoStack';

/** The task as the label controls need it: which version they saw and the labels it carries. */
export interface LabelledTask {
  id: string;
  key: string;
  number: number;
  version: number;
  labelIds: readonly string[];
}

/** A set of labels as an undo entry's value: the ids in one order, so two equal sets compare equal. */
export function labelValue(ids: readonly string[]): string {
  return [...ids].sort().join(',');
}

export function labelIdsOf(value: string | null | undefined): string[] {
  return value ? value.split(',') : [];
}

interface Pending {
  task: LabelledTask;
  ids: string[];
  saved: string;
}

const here = () => window.location.pathname;

/**
 * `setLabels(task, ids, labels)`: the task's labels become `ids` (in the project's order, `labels`), unless they are
 * those already. The same function for the screen's life.
 */
export function useSetTaskLabels() {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, Pending>()).current;
  const mutation = useIntentMutation(SetTaskLabelsDocument, {
    concurrent: true,
    optimisticResponse: ({ id, expectedVersion }) => ({
      setTaskLabels: {
        __typename: 'Task' as const,
        id: String(id),
        version: expectedVersion + 1,
        updatedAt: new Date().toISOString(),
        labelIds: pending.get(String(id))?.ids ?? [],
      },
    }),
    undoable: (_data, { id }) => {
      const change = pending.get(String(id));
      if (!change) return null;
      const { task } = change;
      return {
        entry: {
          kind: 'edit',
          taskId: task.id,
          projectKey: task.key.slice(0, task.key.lastIndexOf('-')),
          number: task.number,
          key: task.key,
          before: { labels: labelValue(task.labelIds) },
          after: { labels: labelValue(change.ids) },
        },
        notice: { text: change.saved, tone: 'saved', path: here() },
      };
    },
    onError: (error, { id }) => {
      const key = pending.get(String(id))?.task.key ?? 'the task';
      undoStack.refused({
        text: errorSentence(error, `change the labels of ${key}`),
        tone: 'refused',
        path: here(),
      });
      if (errorCode(error) === 'CONFLICT') {
        void boardKeys.invalidate(queryClient);
        void taskKeys.invalidate(queryClient);
      }
    },
  });
  const latest = useRef(mutation.mutate);
  useEffect(() => {
    latest.current = mutation.mutate;
  });
  return useMemo(
    () => (task: LabelledTask, ids: readonly string[], labels: readonly LabelFieldsFragment[]) => {
      const ordered = labels.filter((label) => ids.includes(label.id));
      const next = ordered.map((label) => label.id);
      // Ids the project no longer has are not sent (the service would refuse them) and not counted as a change.
      const now = task.labelIds.filter((id) => labels.some((label) => label.id === id));
      if (labelValue(next) === labelValue(now)) return;
      const added = ordered.filter((label) => !now.includes(label.id));
      const removed = labels.filter((label) => now.includes(label.id) && !next.includes(label.id));
      const saved =
        added.length === 1 && removed.length === 0
          ? `Saved: ${task.key} labeled ${added[0]!.name}`
          : removed.length === 1 && added.length === 0
            ? `Saved: ${task.key} no longer labeled ${removed[0]!.name}`
            : `Saved: ${task.key} labels`;
      pending.set(task.id, { task, ids: next, saved });
      latest.current({ id: task.id, labelIds: next, expectedVersion: task.version });
    },
    [pending],
  );
}
