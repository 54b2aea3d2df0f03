// The board by keyboard (docs/product.md §13): the cards are one composite widget with a roving tab index, so Tab
// enters it on one card and leaves it in one step; arrows (and `j`/`k`) walk between cards and columns. The
// pure part (which card is next, what is said) is here; Board.tsx wires it to the DOM.
import type { TaskStatus } from '../../../generated/graphql';
import { STATUS_LABEL } from '../ui/labels';
import type { BoardCards } from './cardDrag';

export type Walk = 'up' | 'down' | 'left' | 'right';

/** Walking keys by `KeyboardEvent.key`; no `h`/`l`: §13 names `j` and `k` only. */
export const WALK_KEYS: Partial<Record<string, Walk>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  k: 'up',
  j: 'down',
};

interface At {
  status: TaskStatus;
  index: number;
}

function locate(cards: BoardCards, shown: readonly TaskStatus[], id: string): At | null {
  for (const status of shown) {
    const index = cards[status].findIndex((task) => task.id === id);
    if (index >= 0) return { status, index };
  }
  return null;
}

/** The card that holds the board's one tab stop: the last one focused while it is shown, else the first shown. */
export function tabStop(
  cards: BoardCards,
  shown: readonly TaskStatus[],
  lastId: string | null,
): string | null {
  if (lastId && locate(cards, shown, lastId)) return lastId;
  for (const status of shown) if (cards[status][0]) return cards[status][0].id;
  return null;
}

/**
 * The card a walk from `id` lands on: up and down within its column (stopping at the ends), left and right to the
 * nearest column that has cards, at the same position or its last card. Null when there is nowhere to go.
 */
export function walk(
  cards: BoardCards,
  shown: readonly TaskStatus[],
  id: string,
  direction: Walk,
): string | null {
  const at = locate(cards, shown, id);
  if (!at) return null;
  const column = cards[at.status];
  if (direction === 'up') return column[at.index - 1]?.id ?? null;
  if (direction === 'down') return column[at.index + 1]?.id ?? null;
  const step = direction === 'left' ? -1 : 1;
  for (let i = shown.indexOf(at.status) + step; i >= 0 && i < shown.length; i += step) {
    const next = cards[shown[i]!];
    if (next.length > 0) return next[Math.min(at.index, next.length - 1)]!.id;
  }
  return null;
}

/** What a screen reader hears on reaching a card: "LAN-3, 2 of 7 in To do" (the column's total from the service). */
export function whereAmI(
  cards: BoardCards,
  totals: Readonly<Record<TaskStatus, number>>,
  id: string,
): string | null {
  for (const status of Object.keys(cards) as TaskStatus[]) {
    const index = cards[status].findIndex((task) => task.id === id);
    if (index < 0) continue;
    const total = Math.max(totals[status], cards[status].length);
    return `${cards[status][index]!.key}, ${index + 1} of ${total} in ${STATUS_LABEL[status]}`;
  }
  return null;
}
