// The board by keyboard (docs/product.md §13): everything inside the columns (cards, "Load more", quick add) is one
// widget with a roving tab index, so Tab enters and leaves it in one step. The pure part (the stops in order, where a
// walk lands, what is said) is here; Board.tsx wires it to the DOM through `data-board-stop`.
import type { TaskStatus } from '../../../generated/graphql';
import { TASK_STATUSES, STATUS_LABELS } from '../../lib/validation';
import type { CardTask } from '../../entities/task/columns';

/**
 * Each column's cards as shown and the service's count of them (groupColumns), whether it shows "Load more", and
 * whether it has a quick add at its foot.
 */
export type Columns = Readonly<
  Record<TaskStatus, { cards: readonly CardTask[]; count: number; hasMore?: boolean; canAdd?: boolean }>
>;

export type Walk = 'up' | 'down' | 'left' | 'right' | 'first' | 'last';

/** Walking keys by `KeyboardEvent.key`; no `h`/`l`: §13 names `j` and `k` only. Home/End: the column's ends. */
export const WALK_KEYS: Partial<Record<string, Walk>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  k: 'up',
  j: 'down',
  Home: 'first',
  End: 'last',
};

/** A stop is a card's id, or one of a column's two controls below its cards (no task id has a colon). */
export const loadMoreStop = (status: TaskStatus) => `more:${status}`;
export const quickAddStop = (status: TaskStatus) => `add:${status}`;

/** A column's stops top to bottom: its cards, then "Load more", then quick add. */
function stopsOf(columns: Columns, status: TaskStatus): string[] {
  const { cards, hasMore, canAdd } = columns[status];
  const stops = cards.map((task) => task.id);
  if (hasMore) stops.push(loadMoreStop(status));
  if (canAdd) stops.push(quickAddStop(status));
  return stops;
}

function locate(columns: Columns, shown: readonly TaskStatus[], id: string) {
  for (const status of shown) {
    const stops = stopsOf(columns, status);
    const index = stops.indexOf(id);
    if (index >= 0) return { status, index, stops };
  }
  return null;
}

/** The stop that holds the board's one tab stop: the last one focused while it is shown, else the first shown. */
export function tabStop(
  columns: Columns,
  shown: readonly TaskStatus[],
  lastId: string | null,
): string | null {
  if (lastId && locate(columns, shown, lastId)) return lastId;
  // The first card when there is one anywhere, else the first control (an empty board's quick add).
  const first = (stops: (status: TaskStatus) => readonly string[]) =>
    shown.map((status) => stops(status)[0]).find(Boolean);
  return (
    first((status) => columns[status].cards.map((task) => task.id)) ??
    first((s) => stopsOf(columns, s)) ??
    null
  );
}

/**
 * Where a walk from `id` lands: up and down within the column, Home and End to its first and last card, left and
 * right to the nearest column with a stop. Into a column shown beside it: from a card, the card at the same position,
 * or that column's last card, or (no cards) its last control; from a control, the same control there, else that
 * column's last stop. Into a column not shown yet (a phone shows one; the board then shows that one instead): its
 * first stop, as a person reads a column they switch to from its top. Null when there is nowhere to go.
 */
export function walk(
  columns: Columns,
  shown: readonly TaskStatus[],
  id: string,
  direction: Walk,
): string | null {
  const at = locate(columns, shown, id);
  if (!at) return null;
  if (direction === 'up') return at.stops[at.index - 1] ?? null;
  if (direction === 'down') return at.stops[at.index + 1] ?? null;
  const here = columns[at.status].cards;
  if (direction === 'first') return here[0]?.id ?? null;
  if (direction === 'last') return here[here.length - 1]?.id ?? null;
  const step = direction === 'left' ? -1 : 1;
  const onCard = at.index < here.length;
  for (let i = TASK_STATUSES.indexOf(at.status) + step; i >= 0 && i < TASK_STATUSES.length; i += step) {
    const status = TASK_STATUSES[i]!;
    const stops = stopsOf(columns, status);
    if (stops.length === 0) continue;
    if (!shown.includes(status)) return stops[0]!;
    const { cards } = columns[status];
    if (onCard) return cards[Math.min(at.index, cards.length - 1)]?.id ?? stops[stops.length - 1]!;
    const same = id.startsWith('more:') ? loadMoreStop(status) : quickAddStop(status);
    return stops.includes(same) ? same : stops[stops.length - 1]!;
  }
  return null;
}

/** The column that holds a stop (a card or one of its controls), or null when none does. */
export function columnOf(columns: Columns, id: string): TaskStatus | null {
  return locate(columns, TASK_STATUSES, id)?.status ?? null;
}

/** What a screen reader hears on reaching a card: "LAN-3, 2 of 7 in To do" (of the column's count, as its header). */
export function whereAmI(columns: Columns, id: string): string | null {
  for (const status of TASK_STATUSES) {
    const { cards, count } = columns[status];
    const index = cards.findIndex((task) => task.id === id);
    if (index >= 0) return `${cards[index]!.key}, ${index + 1} of ${count} in ${STATUS_LABELS[status]}`;
  }
  return null;
}
