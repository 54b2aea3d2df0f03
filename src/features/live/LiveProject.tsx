// One live subscription per open project, held above its screens: going from the board to a task and back keeps
// the same stream (no reconnect, no gap) and every screen reads its state from here.
import { createContext, useContext, type ReactNode } from 'react';
import type { LiveState } from './LiveStatus';
import { useLiveBoard } from './useLiveBoard';
import { useOnline } from './useOnline';

const LiveStatusContext = createContext<LiveState>('closed');

export function LiveProject({ projectKey, children }: { projectKey: string; children: ReactNode }) {
  const { status } = useLiveBoard(projectKey);
  const online = useOnline();
  return (
    <LiveStatusContext.Provider value={online ? status : 'offline'}>{children}</LiveStatusContext.Provider>
  );
}

export function useLiveStatus(): LiveState {
  return useContext(LiveStatusContext);
}
