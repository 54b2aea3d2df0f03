// The board's React Aria parts (drag and drop, the filters' selects: BoardAriaParts.tsx) load once the person first
// acts on the page (moves the pointer, touches, scrolls with the wheel, presses a key), not with the board: the board
// paints with plain elements of identical markup, then these take over. A person who only looks at the board never
// downloads them (62 kB compressed with the dialogs they bring, about half of the board's JavaScript). What the
// plain board cannot do waits for them: a keyboard drag asked for on a plain handle, a filter pressed early; a mouse
// or touch drag is carried natively, and a card's menu needs none of this (CardMenu.tsx).
// This module is the switch: it starts the one download, swaps the board over when it has arrived (as a transition,
// so React re-renders the cards in slices and input is not held up, and never while a card's menu is open or a quick
// add is typed in, since the swap replaces the cards and what the columns hold), and carries across the swap what a person may already be doing (the focused element, a
// keyboard drag asked for on a plain drag handle).
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
/** How many open card menus and quick adds being typed in hold the swap back. */
let holds = 0;

function deliver(): void {
  if (!parts || holds > 0) return;
  for (const arrive of arrivals) arrive(parts);
}
/** A task whose plain drag handle was pressed from the keyboard before the parts arrived. */
let keyboardDrag: string | null = null;

/** Starts loading the parts (once). The board calls it on the person's first input; an early press calls it too. */
export function loadBoardAria(): void {
  loading ??= import('./BoardAriaParts').then(
    (loaded) => {
      parts = loaded;
      deliver();
      return loaded;
    },
    (error: unknown) => {
      // A failed download (offline, say) leaves the plain board (links, card menus, quick add and mouse drags work;
      // keyboard drags and the filters' selects do not): the next input tries again.
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

/** The person's first input on the page (trusted only: nothing the page does to itself). */
const INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/**
 * For the board (`root`): loads the parts on the person's first input and returns them once they are to take over,
 * for BoardAriaProvider. `preload` starts the board's other on-demand parts after the swap.
 */
export function useBoardAriaOnInput(root: RefObject<HTMLElement | null>, preload: () => void): Parts | null {
  const [current, setCurrent] = useState(parts);
  useEffect(() => {
    if (current) return;
    const arrive = (loaded: Parts) => startTransition(() => setCurrent(loaded));
    arrivals.add(arrive);
    deliver();
    return () => void arrivals.delete(arrive);
  }, [current]);
  useEffect(() => {
    if (current) return;
    const onInput = (event: Event) => {
      if (event.isTrusted) loadBoardAria();
    };
    const options = { capture: true, passive: true };
    for (const type of INPUTS) window.addEventListener(type, onInput, options);
    return () => {
      for (const type of INPUTS) window.removeEventListener(type, onInput, options);
    };
  }, [current]);
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

/**
 * The id of the board's description of a plain drag handle (Board.tsx renders it): what React Aria's handle says
 * for the keyboard, so a screen reader hears how to drag before React Aria's part has arrived.
 */
export const PLAIN_DRAG_HELP = 'board-drag-help';

/** Runs `run` once the page has painted (a frame, then a task after it, so it never competes with the paint). */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * While `held` (a card's menu is open, someone types in a quick add), the parts do not take over: the swap replaces
 * the cards and what the columns hold, which would close the menu or take the field from under the typing.
 */
export function useHoldTakeover(held: boolean): void {
  useEffect(() => {
    if (!held) return;
    holds += 1;
    return () => {
      holds -= 1;
      deliver();
    };
  }, [held]);
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
