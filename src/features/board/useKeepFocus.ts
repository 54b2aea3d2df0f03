// Live updates never move a person's focus: a reorder that moves the focused node (the browser blurs it) gives focus
// back; a card moved away or deleted by someone else hands it to its neighbour, and `notice` says what happened.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { TASK_STATUSES, STATUS_LABELS } from '../../lib/validation';
import type { BoardCards } from './cardDrag';
import { findCard } from './cardDrag';

/** The card's controls, by their role on every card. */
const CONTROLS = ['.card-link', '.card-menu-button'] as const;

interface Focused {
  id: string;
  key: string;
  control: (typeof CONTROLS)[number];
}

/**
 * Call `ownMove(id)` before this person's own move: their card's focus follows the card instead (Board's focusId).
 * `filters`: what the cards shown were found with; cards that go because the person changed them went by their hand.
 */
export function useKeepFocus(root: RefObject<HTMLElement | null>, cards: BoardCards, filters: string) {
  const focused = useRef<Focused | null>(null);
  const own = useRef<string | null>(null);
  const before = useRef(cards);
  const beforeFilters = useRef(filters);
  const [notice, setNotice] = useState('');

  useLayoutEffect(() => {
    const board = root.current;
    if (!board) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const card = target.closest<HTMLElement>('[data-task-id]');
      const control = CONTROLS.find((selector) => target.matches(selector));
      const id = card?.dataset['taskId'];
      const task = id ? findCard(before.current, id) : undefined;
      focused.current = task && control ? { id: task.id, key: task.key, control } : null;
    };
    // The person moved on (a press anywhere, or the focus going off the board): nothing to keep.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !board.contains(event.relatedTarget)) focused.current = null;
    };
    const onPress = () => {
      focused.current = null;
    };
    board.addEventListener('focusin', onFocusIn);
    board.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPress, true);
    return () => {
      board.removeEventListener('focusin', onFocusIn);
      board.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPress, true);
    };
  }, [root]);

  useLayoutEffect(() => {
    const previous = before.current;
    before.current = cards;
    const refiltered = beforeFilters.current !== filters;
    beforeFilters.current = filters;
    const lost = focused.current;
    const board = root.current;
    const active = document.activeElement;
    if (!lost || !board || (active && active !== document.body && active.isConnected)) return;
    if (own.current === lost.id) {
      // This person's own move: the focus follows the card (Board's focusId). Once.
      own.current = null;
      focused.current = null;
      return;
    }
    const control = (id: string) =>
      board.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(id)}"] ${lost.control}`) ??
      board.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(id)}"] .card-link`);
    const from = TASK_STATUSES.find((s) => previous[s].some((task) => task.id === lost.id));
    const now = findCard(cards, lost.id);
    if (now && now.status === from) {
      control(lost.id)?.focus({ preventScroll: true });
      return;
    }
    if (!from) return;
    // The next card that was below it and is still in that column, else the one above.
    const was = previous[from];
    const at = was.findIndex((task) => task.id === lost.id);
    const still = (task: { id: string }) => cards[from].some((t) => t.id === task.id);
    const neighbour = was.slice(at + 1).find(still) ?? was.slice(0, at).reverse().find(still);
    const next = neighbour ? control(neighbour.id) : null;
    if (next) next.focus({ preventScroll: true });
    else board.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    // The person's own filter took it off the board: nobody else did anything, so nothing is said.
    if (refiltered) return;
    setNotice(
      now
        ? `${lost.key} was moved to ${STATUS_LABELS[now.status]} by someone else.`
        : `${lost.key} was removed by someone else.`,
    );
  }, [cards, filters, root]);

  return {
    notice,
    /** The board's one live region says this next (the card reached by keyboard, say). */
    announce: setNotice,
    ownMove: (id: string) => {
      own.current = id;
    },
  };
}
