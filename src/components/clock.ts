// The one clock relative dates read ("5 minutes ago", "Tomorrow"): a single timer for the page, every ten seconds, and
// each reader re-renders only when what it reads of the time changes (a card's due date at midnight, an inbox time
// once a minute). A timer per element would be hundreds on a board.
import { useSyncExternalStore } from 'react';
import { localToday } from './format';

/** Often enough that "5 minutes ago" is never a minute late; each turn costs a comparison per reader. */
const TICK = 10_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let now = Date.now();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
  schedule();
}

function schedule() {
  clearTimeout(timer);
  timer = undefined;
  if (listeners.size === 0) return;
  timer = setTimeout(tick, TICK - (Date.now() % TICK) + 50);
}

// A tab in the background has its timers slowed: coming back, it catches up at once.
if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => tick());

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) schedule();
  };
}

/** The time now: read afresh while nobody follows the clock (its last turn may be long ago), else the turn's. */
function current(): number {
  if (timer === undefined) now = Date.now();
  return now;
}

/**
 * What `read` makes of the current time, kept current: the component re-renders only when that value changes. Return
 * text or a number (compared with `Object.is`).
 */
export function useClock<T extends string | number | boolean>(read: (now: number) => T): T {
  const snapshot = () => read(current());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Today's calendar date where the person is (`YYYY-MM-DD`), turning at their midnight. */
export function useToday(): string {
  return useClock((time) => localToday(new Date(time)));
}
