// One live subscription per open project, held above its screens: going from the board to a task and back keeps
// the same stream (no reconnect, no gap) and every screen reads its state from here.
import { createContext, useContext, type ReactNode } from 'react';
import type { SubscriptionStatus } from '../../lib/graphql';
import { useLiveBoard } from './useLiveBoard';

const LiveStatusContext = createContext<SubscriptionStatus>('closed');

export function LiveProject({ projectKey, children }: { projectKey: string; children: ReactNode }) {
  const { status } = useLiveBoard(projectKey);
  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}

export function useLiveStatus(): SubscriptionStatus {
  return useContext(LiveStatusContext);
}
