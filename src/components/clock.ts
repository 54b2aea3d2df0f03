// The one clock relative dates read ("5 minutes ago", "Tomorrow"): a single timer for the page, at each minute's turn,
// that re-renders only what reads it. A timer per element would be hundreds on a board.
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let minute = Math.floor(Date.now() / MINUTE);

function tick() {
  const now = Math.floor(Date.now() / MINUTE);
  if (now !== minute) {
    minute = now;
    for (const listener of listeners) listener();
  }
  schedule();
}

function schedule() {
  clearTimeout(timer);
  if (listeners.size === 0) return;
  timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 50);
}

// A tab in the background has its timers slowed: coming back, it catches up at once.
if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => tick());

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/** The current time, to the minute; the component re-renders when the minute turns. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => minute * MINUTE,
    () => minute * MINUTE,
  );
}
