// The board by keyboard: which card holds the tab stop, where a walk lands, what a screen reader hears.
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../../generated/graphql';
import { STATUSES } from '../ui/labels';
import type { BoardCards } from './cardDrag';
import type { CardTask } from './columns';
import { tabStop, walk, whereAmI } from './boardKeys';

function card(n: number, status: TaskStatus): CardTask {
  return { id: `t${n}`, key: `LAN-${n}`, status } as unknown as CardTask;
}
const cards: BoardCards = {
  BACKLOG: [card(1, 'BACKLOG'), card(2, 'BACKLOG'), card(3, 'BACKLOG')],
  TODO: [card(4, 'TODO')],
  IN_PROGRESS: [],
  IN_REVIEW: [card(5, 'IN_REVIEW'), card(6, 'IN_REVIEW'), card(7, 'IN_REVIEW')],
  DONE: [],
  CANCELED: [],
};
const totals = { BACKLOG: 3, TODO: 57, IN_PROGRESS: 0, IN_REVIEW: 3, DONE: 0, CANCELED: 0 };

describe('the tab stop', () => {
  it('is the last focused card while it is shown, else the first card shown', () => {
    expect(tabStop(cards, STATUSES, 't6')).toBe('t6');
    expect(tabStop(cards, STATUSES, null)).toBe('t1');
    expect(tabStop(cards, STATUSES, 'gone')).toBe('t1');
    // A phone shows one column: a card in another one is not reachable, so the shown column's first is.
    expect(tabStop(cards, ['IN_REVIEW'], 't2')).toBe('t5');
    expect(tabStop(cards, ['IN_PROGRESS'], 't2')).toBeNull();
  });
});

describe('a walk', () => {
  it('goes up and down within a column and stops at its ends', () => {
    expect(walk(cards, STATUSES, 't2', 'up')).toBe('t1');
    expect(walk(cards, STATUSES, 't2', 'down')).toBe('t3');
    expect(walk(cards, STATUSES, 't1', 'up')).toBeNull();
    expect(walk(cards, STATUSES, 't3', 'down')).toBeNull();
  });

  it('goes left and right to the nearest column with cards, at the same position or that column’s last', () => {
    expect(walk(cards, STATUSES, 't1', 'right')).toBe('t4');
    expect(walk(cards, STATUSES, 't3', 'right')).toBe('t4');
    // In progress is empty: skipped.
    expect(walk(cards, STATUSES, 't4', 'right')).toBe('t5');
    expect(walk(cards, STATUSES, 't7', 'left')).toBe('t4');
    expect(walk(cards, STATUSES, 't4', 'left')).toBe('t1');
    expect(walk(cards, STATUSES, 't3', 'left')).toBeNull();
    expect(walk(cards, STATUSES, 't7', 'right')).toBeNull();
  });

  it('stays within the columns shown (one on a phone), and goes nowhere from a card not shown', () => {
    expect(walk(cards, ['BACKLOG'], 't1', 'right')).toBeNull();
    expect(walk(cards, ['BACKLOG'], 't4', 'down')).toBeNull();
  });
});

describe('where am I', () => {
  it('says the key, the position and the column, out of the service’s total', () => {
    expect(whereAmI(cards, totals, 't2')).toBe('LAN-2, 2 of 3 in Backlog');
    expect(whereAmI(cards, totals, 't4')).toBe('LAN-4, 1 of 57 in To do');
    expect(whereAmI(cards, totals, 'gone')).toBeNull();
  });
});
