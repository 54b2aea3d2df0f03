// Moving a task: optimistic (the card jumps at once), one mutation request, the answer merged by entity id (no
// refetch); a refusal rolls the card back and says why. CONFLICT refetches, so the board shows the task as it is.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { boardKeys, taskKeys, useMoveTaskMutation } from '../../../generated/hooks';
import type { TaskStatus } from '../../../generated/graphql';
import { errorCode } from '../../lib/graphql';
import { TRANSITIONS } from '../ui/labels';
import { moveErrorMessage } from './moveErrorMessage';
import { markProjectsStale } from '../projects/markProjectsStale';
import type { CardTask } from './columns';

export function useMoveTask() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  // The card as it was when the move started, for the optimistic result and the message.
  const pending = useRef(new Map<string, CardTask>()).current;
  const mutation = useMoveTaskMutation({
    optimisticResponse: (variables) => {
      const task = pending.get(String(variables.id));
      if (!task) throw new Error('moveTask: unknown task');
      return {
        moveTask: {
          ...task,
          status: variables.status,
          version: variables.expectedVersion + 1,
          allowedTransitions: [...TRANSITIONS[variables.status]],
          updatedAt: new Date().toISOString(),
        },
      };
    },
    onError: (error, variables) => {
      const task = pending.get(String(variables.id));
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

  const move = (task: CardTask, status: TaskStatus) => {
    if (status === task.status) return;
    pending.set(task.id, task);
    setMessage(null);
    mutation.mutate({ id: task.id, status, expectedVersion: task.version });
  };

  return { move, message, dismiss: () => setMessage(null) };
}
