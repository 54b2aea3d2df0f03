// The board's React Aria parts (drag and drop, the filters' selects: BoardAriaParts.tsx) load right after the board's
// first paint, not before it: the board paints with plain elements of identical markup, then these take over. This
// module is the switch: it starts the one download, swaps the board over when it has arrived (as a transition, so
// React re-renders the cards in slices and input is not held up), and carries across the swap what a person may
// already be doing (the focused element, a keyboard drag asked for on a plain drag handle).
// Written by hand: React has no "upgrade this subtree when its code arrives" beyond lazy + Suspense, which would show
// a fallback instead of the plain board.
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type * as PartsModule from './BoardAriaParts';

type Parts = typeof PartsModule;

let parts: Parts | null = null;
let loading: Promise<Parts> | undefined;
const arrivals = new Set<(loaded: Parts) => void>();
/** A task whose plain drag handle was pressed from the keyboard before the parts arrived. */
let keyboardDrag: string | null = null;

/** Starts loading the parts (once). The board calls it after its first paint; an early press calls it too. */
export function loadBoardAria(): void {
  loading ??= import('./BoardAriaParts').then(
    (loaded) => {
      parts = loaded;
      for (const arrive of arrivals) arrive(loaded);
      return loaded;
    },
    (error: unknown) => {
      // A failed download leaves the plain board (links, menus, quick add and mouse drags work; keyboard drags and
      // the filters' selects do not): the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  loading.catch(() => undefined);
}

const BoardAriaContext = createContext<Parts | null>(null);
/** Given by the board: the parts once they have taken over, else null. */
export const BoardAriaProvider = BoardAriaContext.Provider;

/** The React Aria parts once they have taken over, else null (render the plain markup). */
export function useBoardAria(): Parts | null {
  return useContext(BoardAriaContext);
}

function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/**
 * For the board (`root`): loads the parts once it has painted (a frame, then a task after it, so the download never
 * competes with the first paint) and returns them once they are to take over, for BoardAriaProvider. `preload`
 * starts the board's other on-demand parts after the swap.
 */
export function useBoardAriaAfterPaint(
  root: RefObject<HTMLElement | null>,
  preload: () => void,
): Parts | null {
  const [current, setCurrent] = useState(parts);
  useEffect(() => {
    if (current) return;
    const arrive = (loaded: Parts) => startTransition(() => setCurrent(loaded));
    arrivals.add(arrive);
    if (parts) arrive(parts);
    return () => void arrivals.delete(arrive);
  }, [current]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(loadBoardAria, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(preload, 0);
    return () => clearTimeout(timer);
  }, [current, preload]);

  // Where the focus is under the board (a path of child indices): the swap replaces those elements with the same
  // markup, so the same path leads to the element that takes the focus back.
  const focused = useRef<number[] | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      focused.current = event.target instanceof Element ? pathTo(element, event.target) : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      // Focus that went nowhere while its element stays (a click on the page) is forgotten; an element the swap
      // removed keeps its place.
      if (!event.relatedTarget && left instanceof Element)
        queueMicrotask(() => {
          if (left.isConnected) focused.current = null;
        });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [root]);
  useLayoutEffect(() => {
    const path = focused.current;
    if (!current || !path || (document.activeElement && document.activeElement !== document.body)) return;
    let node: Element | undefined = root.current ?? undefined;
    for (const index of path) node = node?.children[index];
    if (node instanceof HTMLElement) node.focus({ preventScroll: true });
  }, [current, root]);
  return current;
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
