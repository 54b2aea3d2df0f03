// Live updates for one project while a board or task is open. After a reconnect, events may have been missed:
// the project's cached results are refetched once.
import { useQueryClient } from '@tanstack/react-query';
import { useBoardEventsSubscription } from '../../../generated/hooks';
import { invalidateOperation } from '../../lib/graphql/react';
import { applyBoardEvent } from './applyBoardEvent';

export function useLiveBoard(projectKey: string) {
  const queryClient = useQueryClient();
  const subscription = useBoardEventsSubscription(
    { projectKey },
    {
      onData: (result) => {
        if (result.data) applyBoardEvent(queryClient, result.data.boardEvents);
      },
      onReconnected: () => {
        void invalidateOperation(queryClient, 'Board', undefined);
        void invalidateOperation(queryClient, 'Task', undefined);
      },
    },
  );
  return { status: subscription.status, error: subscription.error };
}
