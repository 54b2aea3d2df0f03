// The board's React Aria parts (drag and drop, the filters' selects: BoardAriaParts.tsx) load right after the board's
// first paint, not before it: the board paints with plain elements of identical markup, then these take over. This
// module is the switch: it starts the one download, tells the components when it has arrived, and carries across the
// swap what a person may already be doing (the focused element, a keyboard drag asked for on a plain drag handle).
// Written by hand: React has no "upgrade this subtree when its code arrives" beyond lazy + Suspense, which would show
// a fallback instead of the plain board.
import { useEffect, useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';
import type * as PartsModule from './BoardAriaParts';

type Parts = typeof PartsModule;

let parts: Parts | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
/** Where the focus was (a path of child indices under the board) when the parts arrived, to put it back. */
let focusPath: { root: Element; path: number[] } | null = null;
let rootElement: Element | null = null;
/** A task whose plain drag handle was pressed from the keyboard before the parts arrived. */
let keyboardDrag: string | null = null;

function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** Starts loading the parts (once). The board calls it after its first paint; an early press calls it too. */
export function loadBoardAria(): void {
  loading ??= import('./BoardAriaParts').then(
    (loaded) => {
      const active = document.activeElement;
      focusPath =
        rootElement && active && rootElement.contains(active)
          ? { root: rootElement, path: pathTo(rootElement, active) ?? [] }
          : null;
      parts = loaded;
      for (const listener of listeners) listener();
    },
    () => {
      // A failed download leaves the plain board (links, menus and quick add work; dragging and the filters'
      // selects do not): the next call tries again.
      loading = undefined;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The React Aria parts once loaded, else null (render the plain markup). */
export function useBoardAria(): Parts | null {
  return useSyncExternalStore(
    subscribe,
    () => parts,
    () => null,
  );
}

/**
 * The board (`root`, under which the focus is carried across the swap) loads the parts once it has painted: a frame,
 * then a task after it, so the download never competes with the first paint. `preload` starts the board's other
 * on-demand parts at the same time.
 */
export function useBoardAriaAfterPaint(root: RefObject<HTMLElement | null>, preload: () => void): void {
  const loaded = useBoardAria() !== null;
  useLayoutEffect(() => {
    rootElement = root.current;
    return () => {
      rootElement = null;
    };
  }, [root]);
  useLayoutEffect(() => {
    if (loaded) restoreFocusAfterSwap();
  }, [loaded]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadBoardAria();
        preload();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [preload]);
}

/**
 * After the swap commits (a layout effect, before the browser paints): the element at the same place takes the
 * focus the plain one had. The markup is the same, so the same path leads to it.
 */
function restoreFocusAfterSwap(): void {
  const saved = focusPath;
  focusPath = null;
  if (!saved || (document.activeElement && document.activeElement !== document.body)) return;
  let node: Element | undefined = saved.root;
  for (const index of saved.path) node = node?.children[index];
  if (node instanceof HTMLElement) node.focus({ preventScroll: true });
}

/** A plain drag handle pressed from the keyboard (Enter or Space) before the parts arrived. */
export function requestKeyboardDrag(taskId: string): void {
  keyboardDrag = taskId;
  loadBoardAria();
}

/** Whether this task's card should start the keyboard drag asked for before the parts arrived (once). */
export function takeKeyboardDrag(taskId: string): boolean {
  if (keyboardDrag !== taskId) return false;
  keyboardDrag = null;
  return true;
}
