// Passing messages (docs/product.md §14a): a change's "Saved" (with its Undo), what an undo did, a refused move. One
// store for the tab, shown by NoticeRegion over the page, so a message never moves what is under the pointer.
import { useSyncExternalStore } from 'react';

export interface Notice {
  text: string;
  /** "saved": a change just made, which offers Undo; "done": said only; "refused": an alert. */
  tone: 'saved' | 'done' | 'refused';
  /** The screen it belongs to: it goes when the person goes elsewhere. */
  path: string;
}

export interface ShownNotice extends Notice {
  /** Raised by each notice, so the same words said twice are announced twice. */
  id: number;
}

/** How long a notice stays; one that holds the pointer or the focus stays until they leave (NoticeRegion). */
export const NOTICE_MS = 6_000;

let current: ShownNotice | null = null;
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let held = false;
const listeners = new Set<() => void>();

function set(next: ShownNotice | null) {
  current = next;
  clearTimeout(timer);
  if (next && !held) timer = setTimeout(() => notices.dismiss(next.id), NOTICE_MS);
  for (const listener of listeners) listener();
}

export const notices = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Shows `notice` in place of the one showing. */
  show(notice: Notice) {
    counter += 1;
    set({ ...notice, id: counter });
  },
  /** Takes the notice away (`id`: only if it is still that one). */
  dismiss(id?: number) {
    if (current && (id === undefined || current.id === id)) set(null);
  },
  /** While the pointer or the focus is on the notice, it stays; it leaves its full time after they do. */
  hold(on: boolean) {
    held = on;
    if (current) set(current);
  },
};

export function useNotice(): ShownNotice | null {
  return useSyncExternalStore(notices.subscribe, notices.get, notices.get);
}
