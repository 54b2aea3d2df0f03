// The board by keyboard: which card holds the tab stop, where a walk lands, what a screen reader hears.
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../../generated/graphql';
import { STATUSES } from '../ui/labels';
import type { CardTask } from './columns';
import { tabStop, walk, whereAmI, type Columns } from './boardKeys';

function card(n: number, status: TaskStatus): CardTask {
  return { id: `t${n}`, key: `LAN-${n}`, status } as unknown as CardTask;
}
const cards: Columns = {
  BACKLOG: { cards: [card(1, 'BACKLOG'), card(2, 'BACKLOG'), card(3, 'BACKLOG')], count: 3 },
  // 50 of 57 loaded: the position is out of the service's count.
  TODO: { cards: [card(4, 'TODO')], count: 57 },
  IN_PROGRESS: { cards: [], count: 0 },
  IN_REVIEW: { cards: [card(5, 'IN_REVIEW'), card(6, 'IN_REVIEW'), card(7, 'IN_REVIEW')], count: 3 },
  DONE: { cards: [], count: 0 },
  CANCELED: { cards: [card(8, 'CANCELED')], count: 1 },
};

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
    expect(walk(cards, STATUSES, 't7', 'right')).toBe('t8');
    expect(walk(cards, STATUSES, 't8', 'right')).toBeNull();
  });

  it('stays within the columns shown (one on a phone), and goes nowhere from a card not shown', () => {
    expect(walk(cards, ['BACKLOG'], 't1', 'right')).toBeNull();
    expect(walk(cards, ['BACKLOG'], 't4', 'down')).toBeNull();
  });
});

describe('where am I', () => {
  it('says the key, the position and the column, out of the service’s total', () => {
    expect(whereAmI(cards, 't2')).toBe('LAN-2, 2 of 3 in Backlog');
    expect(whereAmI(cards, 't4')).toBe('LAN-4, 1 of 57 in To do');
    expect(whereAmI(cards, 't8')).toBe('LAN-8, 1 of 1 in Canceled');
    expect(whereAmI(cards, 'gone')).toBeNull();
  });
});
