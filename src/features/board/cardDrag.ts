// Where a dragged card would land (a column and an index without it), and what a screen reader hears each step.
import type { TaskStatus } from '../../../generated/graphql';
import { TASK_STATUSES, STATUS_LABELS } from '../../lib/validation';
import type { CardTask } from '../../entities/task/columns';
import type { Placement } from '../../entities/task/optimisticRank';
import { describeMoves } from '../../entities/task/words';

export type BoardCards = Readonly<Record<TaskStatus, readonly CardTask[]>>;

export interface Slot {
  status: TaskStatus;
  /** Among the column's cards without the dragged one; its length means last. */
  index: number;
}

const COLUMN = 'column:';

/** A column's drop target id (a card's is its task id). */
export function columnTarget(status: TaskStatus): string {
  return `${COLUMN}${status}`;
}

export function findCard(cards: BoardCards, id: string): CardTask | undefined {
  for (const status of TASK_STATUSES) {
    const card = cards[status].find((task) => task.id === id);
    if (card) return card;
  }
  return undefined;
}

function others(cards: BoardCards, status: TaskStatus, dragged: CardTask): readonly CardTask[] {
  return cards[status].filter((task) => task.id !== dragged.id);
}

/** The slot a drop target means for `dragged`: itself (where it is), a card (above it) or a column (last). */
export function slotOf(cards: BoardCards, dragged: CardTask, target: string | null | undefined): Slot | null {
  if (!target) return null;
  if (target.startsWith(COLUMN)) {
    const status = target.slice(COLUMN.length) as TaskStatus;
    if (!TASK_STATUSES.includes(status)) return null;
    return { status, index: others(cards, status, dragged).length };
  }
  if (target === dragged.id) {
    const index = cards[dragged.status].findIndex((task) => task.id === dragged.id);
    return { status: dragged.status, index: Math.max(index, 0) };
  }
  const over = findCard(cards, target);
  if (!over) return null;
  return {
    status: over.status,
    index: others(cards, over.status, dragged).findIndex((t) => t.id === over.id),
  };
}

/** The drop target that stands for `slot`: the card it would land above, or the column for last. */
export function targetOf(cards: BoardCards, dragged: CardTask, slot: Slot): string {
  const rest = others(cards, slot.status, dragged);
  return slot.index < rest.length ? rest[slot.index]!.id : columnTarget(slot.status);
}

export function isAllowed(dragged: CardTask, status: TaskStatus): boolean {
  return status === dragged.status || dragged.allowedTransitions.includes(status);
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/** The next slot by keyboard: up and down within the column, left and right to the neighbouring column. */
export function nextSlot(
  cards: BoardCards,
  dragged: CardTask,
  slot: Slot,
  direction: Direction,
  statuses: readonly TaskStatus[] = TASK_STATUSES,
): Slot {
  const last = (status: TaskStatus) => others(cards, status, dragged).length;
  if (direction === 'up') return { ...slot, index: Math.max(0, slot.index - 1) };
  if (direction === 'down') return { ...slot, index: Math.min(last(slot.status), slot.index + 1) };
  const at = statuses.indexOf(slot.status) + (direction === 'left' ? -1 : 1);
  const status = statuses[at];
  if (!status) return slot;
  return { status, index: Math.min(last(status), slot.index) };
}

/** The move a drop in `slot` makes, or null when the card would land where it is. */
export function placementOf(cards: BoardCards, dragged: CardTask, slot: Slot): Placement | null {
  const rest = others(cards, slot.status, dragged);
  if (slot.status === dragged.status) {
    const index = cards[slot.status].findIndex((task) => task.id === dragged.id);
    if (index === slot.index) return null;
  }
  return { before: rest[slot.index], after: slot.index > 0 ? rest[slot.index - 1] : undefined };
}

/** What a screen reader hears at each step (@dnd-kit/core's live region says it). */
export const say = {
  pickedUp: (dragged: CardTask) => `Picked up ${dragged.key} in ${STATUS_LABELS[dragged.status]}`,
  over: (cards: BoardCards, dragged: CardTask, slot: Slot | null) => {
    if (!slot) return `${dragged.key} is not over a column`;
    const label = STATUS_LABELS[slot.status];
    if (!isAllowed(dragged, slot.status)) return `${dragged.key}: not allowed in ${label}`;
    const total = others(cards, slot.status, dragged).length + 1;
    return `${dragged.key}: position ${slot.index + 1} of ${total} in ${label}`;
  },
  dropped: (dragged: CardTask, slot: Slot | null) => {
    if (!slot) return 'Move cancelled';
    if (!isAllowed(dragged, slot.status))
      return `Not allowed: ${dragged.key} cannot move from ${STATUS_LABELS[dragged.status]} to ${STATUS_LABELS[slot.status]}. It stays where it was.`;
    return `${dragged.key} dropped`;
  },
  /** What a refused drop shows over the board for a few seconds: what was refused, and what is allowed instead. */
  refused: (dragged: CardTask, status: TaskStatus) =>
    `Not allowed: ${dragged.key} cannot move from ${STATUS_LABELS[dragged.status]} to ${STATUS_LABELS[status]}. ${describeMoves(dragged.allowedTransitions)}`,
  cancelled: () => 'Move cancelled',
  instructions:
    'Space picks the card up. Arrow keys move it within and across columns; Space or Enter drops it, Escape cancels.',
};
