// Moving a task: optimistic, one request; a refusal rolls back and says why, and CONFLICT refetches the board.
import { useMemo, useRef, useState } from 'react';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '../../../generated/graphql';
import { MoveTaskDocument, boardKeys, taskKeys } from '../../../generated/hooks';
import { errorCode } from '../../lib/graphql';
import type { Intent } from '../../shared/intents/useIntentMutation';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { WORKFLOW } from '../../lib/validation';
import { moveErrorMessage } from '../../entities/task/moveErrorMessage';
import { markProjectsStale } from '../../entities/project/markProjectsStale';
import type { CardTask } from '../../entities/task/columns';
import { optimisticRank, type Placement } from './optimisticRank';
import { moveUndo, placeOf } from '../../entities/task/placeOf';

export type { Placement };

export function useMoveTask() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  // The card as it was when the move started, for the optimistic result and the message.
  const pending = useRef(
    new Map<string, { task: CardTask; rank: string; place: ReturnType<typeof placeOf> }>(),
  ).current;
  const mutation = useIntentMutation(MoveTaskDocument, {
    concurrent: true,
    undoable: (data, variables) => {
      const entry = pending.get(String(variables.id));
      return entry ? moveUndo(entry.task, entry.place, data.moveTask) : null;
    },
    optimisticResponse: (variables) => {
      const entry = pending.get(String(variables.id));
      if (!entry) throw new Error('moveTask: unknown task');
      const { task, rank } = entry;
      return {
        moveTask: {
          ...task,
          status: variables.status,
          ...('rank' in task ? { rank } : {}),
          version: variables.expectedVersion + 1,
          allowedTransitions: [...WORKFLOW[variables.status]],
          updatedAt: new Date().toISOString(),
        },
      };
    },
    onError: (error, variables) => {
      const task = pending.get(String(variables.id))?.task;
      setMessage(moveErrorMessage(task?.key ?? 'the task', error));
      if (errorCode(error) === 'CONFLICT') {
        void boardKeys.invalidate(queryClient);
        void taskKeys.invalidate(queryClient);
      }
    },
    onSuccess: () => {
      setMessage(null);
      markProjectsStale(queryClient);
    },
  });

  // Moves still waiting for the network, from TanStack's mutation cache (they outlive this component).
  const waiting = useMutationState({
    filters: { mutationKey: ['MoveTask'], predicate: (m) => m.state.isPaused },
    select: (m) => String((m.state.variables as Intent<{ id: string }> | undefined)?.variables.id),
  });
  const pendingIds = useMemo(() => new Set(waiting), [waiting]);

  /** One moveTask request; with a placement (a drop), a same-status move is a reorder. */
  const move = (task: CardTask, status: TaskStatus, placement?: Placement) => {
    if (status === task.status && !placement) return;
    if (placement && (placement.after?.id === task.id || placement.before?.id === task.id)) return;
    const projectKey = task.key.slice(0, task.key.lastIndexOf('-'));
    pending.set(task.id, {
      task,
      rank: optimisticRank(placement),
      place: placeOf(queryClient, projectKey, task.id, task.status),
    });
    setMessage(null);
    mutation.mutate({
      id: task.id,
      status,
      expectedVersion: task.version,
      ...(placement?.before ? { beforeId: placement.before.id } : {}),
      ...(placement?.after ? { afterId: placement.after.id } : {}),
    });
  };

  return { move, message, dismiss: () => setMessage(null), pendingIds };
}
