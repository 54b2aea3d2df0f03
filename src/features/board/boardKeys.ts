// The board by keyboard (docs/product.md §13): the cards are one widget with a roving tab index, so Tab enters and
// leaves it in one step. The pure part (which card is next, what is said) is here; Board.tsx wires it to the DOM.
import type { TaskStatus } from '../../../generated/graphql';
import { STATUSES, STATUS_LABEL } from '../ui/labels';
import type { CardTask } from './columns';

/** Each column's cards as shown and the service's count of them (groupColumns). */
export type Columns = Readonly<Record<TaskStatus, { cards: readonly CardTask[]; count: number }>>;

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

function locate(columns: Columns, shown: readonly TaskStatus[], id: string) {
  for (const status of shown) {
    const index = columns[status].cards.findIndex((task) => task.id === id);
    if (index >= 0) return { status, index };
  }
  return null;
}

/** The card that holds the board's one tab stop: the last one focused while it is shown, else the first shown. */
export function tabStop(
  columns: Columns,
  shown: readonly TaskStatus[],
  lastId: string | null,
): string | null {
  if (lastId && locate(columns, shown, lastId)) return lastId;
  return shown.map((status) => columns[status].cards[0]).find(Boolean)?.id ?? null;
}

/**
 * Where a walk from `id` lands: up and down within the column, left and right to the nearest column with cards, at
 * the same position or its last card. Null when there is nowhere to go.
 */
export function walk(
  columns: Columns,
  shown: readonly TaskStatus[],
  id: string,
  direction: Walk,
): string | null {
  const at = locate(columns, shown, id);
  if (!at) return null;
  const { cards } = columns[at.status];
  if (direction === 'up') return cards[at.index - 1]?.id ?? null;
  if (direction === 'down') return cards[at.index + 1]?.id ?? null;
  const step = direction === 'left' ? -1 : 1;
  for (let i = shown.indexOf(at.status) + step; i >= 0 && i < shown.length; i += step) {
    const next = columns[shown[i]!].cards;
    if (next.length > 0) return next[Math.min(at.index, next.length - 1)]!.id;
  }
  return null;
}

/** What a screen reader hears on reaching a card: "LAN-3, 2 of 7 in To do" (of the column's count, as its header). */
export function whereAmI(columns: Columns, id: string): string | null {
  const at = locate(columns, STATUSES, id);
  if (!at) return null;
  const { cards, count } = columns[at.status];
  return `${cards[at.index]!.key}, ${at.index + 1} of ${count} in ${STATUS_LABEL[at.status]}`;
}
