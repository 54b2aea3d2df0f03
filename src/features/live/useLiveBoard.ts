// Live updates for one project while a board or task is open. After a reconnect, events may have been missed:
// the project's cached results are refetched once.
import { useQueryClient } from '@tanstack/react-query';
import { boardKeys, taskKeys, useBoardEventsSubscription } from '../../../generated/hooks';
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
        void boardKeys.invalidate(queryClient);
        void taskKeys.invalidate(queryClient);
      },
    },
  );
  return { status: subscription.status, error: subscription.error };
}
