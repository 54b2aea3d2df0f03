// Whether the browser is online, as TanStack Query's onlineManager knows it (the window's online/offline events):
// the same signal that pauses mutations, so "Offline" on screen and waiting changes always agree.
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnline);
}
