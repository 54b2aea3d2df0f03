// The board by keyboard: which card holds the tab stop, where a walk lands, what a screen reader hears.
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../../generated/graphql';
import { TASK_STATUSES } from '../../lib/validation';
import type { CardTask } from '../../entities/task/columns';
import { columnOf, loadMoreStop, quickAddStop, tabStop, walk, whereAmI, type Columns } from './boardKeys';

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
    expect(tabStop(cards, TASK_STATUSES, 't6')).toBe('t6');
    expect(tabStop(cards, TASK_STATUSES, null)).toBe('t1');
    expect(tabStop(cards, TASK_STATUSES, 'gone')).toBe('t1');
    // A phone shows one column: a card in another one is not reachable, so the shown column's first is.
    expect(tabStop(cards, ['IN_REVIEW'], 't2')).toBe('t5');
    expect(tabStop(cards, ['IN_PROGRESS'], 't2')).toBeNull();
  });
});

describe('a walk', () => {
  it('goes up and down within a column and stops at its ends', () => {
    expect(walk(cards, TASK_STATUSES, 't2', 'up')).toBe('t1');
    expect(walk(cards, TASK_STATUSES, 't2', 'down')).toBe('t3');
    expect(walk(cards, TASK_STATUSES, 't1', 'up')).toBeNull();
    expect(walk(cards, TASK_STATUSES, 't3', 'down')).toBeNull();
  });

  it('goes left and right to the nearest column with cards, at the same position or that column’s last', () => {
    expect(walk(cards, TASK_STATUSES, 't1', 'right')).toBe('t4');
    expect(walk(cards, TASK_STATUSES, 't3', 'right')).toBe('t4');
    // In progress is empty: skipped.
    expect(walk(cards, TASK_STATUSES, 't4', 'right')).toBe('t5');
    expect(walk(cards, TASK_STATUSES, 't7', 'left')).toBe('t4');
    expect(walk(cards, TASK_STATUSES, 't4', 'left')).toBe('t1');
    expect(walk(cards, TASK_STATUSES, 't3', 'left')).toBeNull();
    expect(walk(cards, TASK_STATUSES, 't7', 'right')).toBe('t8');
    expect(walk(cards, TASK_STATUSES, 't8', 'right')).toBeNull();
  });

  it('on a phone (one column shown) goes left and right to the next column with cards, onto its first card', () => {
    expect(walk(cards, ['BACKLOG'], 't3', 'right')).toBe('t4');
    expect(walk(cards, ['TODO'], 't4', 'left')).toBe('t1');
    // In progress is empty and has no quick add: skipped, as on a wide screen; In review starts at its top.
    expect(walk(cards, ['TODO'], 't4', 'right')).toBe('t5');
    expect(walk(cards, ['CANCELED'], 't8', 'left')).toBe('t5');
    expect(walk(cards, ['BACKLOG'], 't2', 'left')).toBeNull();
    expect(walk(cards, ['CANCELED'], 't8', 'right')).toBeNull();
    expect(columnOf(cards, 't5')).toBe('IN_REVIEW');
  });

  it('goes nowhere from a card not shown', () => {
    expect(walk(cards, ['BACKLOG'], 't4', 'down')).toBeNull();
    expect(walk(cards, ['BACKLOG'], 't4', 'right')).toBeNull();
    expect(walk(cards, ['BACKLOG'], 't4', 'last')).toBeNull();
  });

  it('goes to the column’s first card on Home and its last on End, wide or on a phone', () => {
    expect(walk(cards, TASK_STATUSES, 't2', 'first')).toBe('t1');
    expect(walk(cards, TASK_STATUSES, 't2', 'last')).toBe('t3');
    expect(walk(cards, TASK_STATUSES, 't1', 'first')).toBe('t1');
    expect(walk(cards, ['IN_REVIEW'], 't5', 'last')).toBe('t7');
    expect(walk(cards, ['IN_REVIEW'], 't7', 'first')).toBe('t5');
  });
});

// As the board shows them to an editor: quick add at the foot of Backlog and To do, "Load more" under To do's 50.
const controls: Columns = {
  ...cards,
  BACKLOG: { ...cards.BACKLOG, canAdd: true },
  TODO: { ...cards.TODO, hasMore: true, canAdd: true },
};
const emptyBacklog: Columns = { ...controls, BACKLOG: { cards: [], count: 0, canAdd: true } };

describe('the controls below the cards', () => {
  it('come after the column’s last card: "Load more", then quick add, and back up', () => {
    expect(walk(controls, TASK_STATUSES, 't3', 'down')).toBe(quickAddStop('BACKLOG'));
    expect(walk(controls, TASK_STATUSES, quickAddStop('BACKLOG'), 'up')).toBe('t3');
    expect(walk(controls, TASK_STATUSES, quickAddStop('BACKLOG'), 'down')).toBeNull();
    expect(walk(controls, TASK_STATUSES, 't4', 'down')).toBe(loadMoreStop('TODO'));
    expect(walk(controls, TASK_STATUSES, loadMoreStop('TODO'), 'down')).toBe(quickAddStop('TODO'));
    expect(walk(controls, TASK_STATUSES, quickAddStop('TODO'), 'up')).toBe(loadMoreStop('TODO'));
    expect(walk(controls, TASK_STATUSES, loadMoreStop('TODO'), 'up')).toBe('t4');
  });

  it('walk sideways to the same control, else that column’s last stop; a card walks to cards', () => {
    expect(walk(controls, TASK_STATUSES, quickAddStop('BACKLOG'), 'right')).toBe(quickAddStop('TODO'));
    expect(walk(controls, TASK_STATUSES, quickAddStop('TODO'), 'left')).toBe(quickAddStop('BACKLOG'));
    expect(walk(controls, TASK_STATUSES, loadMoreStop('TODO'), 'left')).toBe(quickAddStop('BACKLOG'));
    expect(walk(controls, TASK_STATUSES, quickAddStop('TODO'), 'right')).toBe('t7');
    expect(walk(controls, TASK_STATUSES, 't5', 'left')).toBe('t4');
  });

  it('make an empty column’s quick add reachable from its neighbours, and hold the tab stop when no card is shown', () => {
    expect(walk(emptyBacklog, TASK_STATUSES, 't4', 'left')).toBe(quickAddStop('BACKLOG'));
    expect(walk(emptyBacklog, TASK_STATUSES, quickAddStop('BACKLOG'), 'right')).toBe(quickAddStop('TODO'));
    expect(walk(emptyBacklog, TASK_STATUSES, quickAddStop('BACKLOG'), 'up')).toBeNull();
    // The first card is still where Tab enters, even with an empty first column.
    expect(tabStop(emptyBacklog, TASK_STATUSES, null)).toBe('t4');
    expect(tabStop(emptyBacklog, ['BACKLOG'], null)).toBe(quickAddStop('BACKLOG'));
    expect(tabStop(controls, TASK_STATUSES, loadMoreStop('TODO'))).toBe(loadMoreStop('TODO'));
    // A phone showing Backlog: To do's controls are not on screen.
    expect(tabStop(controls, ['BACKLOG'], quickAddStop('TODO'))).toBe('t1');
    // Right from it shows To do and lands on its first card; from an empty column's field, the next column's top.
    expect(walk(controls, ['BACKLOG'], quickAddStop('BACKLOG'), 'right')).toBe('t4');
    expect(walk(emptyBacklog, ['TODO'], 't4', 'left')).toBe(quickAddStop('BACKLOG'));
    expect(walk(emptyBacklog, ['BACKLOG'], quickAddStop('BACKLOG'), 'right')).toBe('t4');
    expect(columnOf(emptyBacklog, quickAddStop('BACKLOG'))).toBe('BACKLOG');
    // Home and End go to the cards, from "Load more" and quick add as well; a column without cards has none.
    expect(walk(controls, TASK_STATUSES, quickAddStop('BACKLOG'), 'first')).toBe('t1');
    expect(walk(controls, TASK_STATUSES, loadMoreStop('TODO'), 'last')).toBe('t4');
    expect(walk(emptyBacklog, TASK_STATUSES, quickAddStop('BACKLOG'), 'last')).toBeNull();
  });
});

describe('where am I', () => {
  it('says the key, the position and the column, out of the service’s total', () => {
    expect(whereAmI(cards, 't2')).toBe('LAN-2, 2 of 3 in Backlog');
    expect(whereAmI(cards, 't4')).toBe('LAN-4, 1 of 57 in To do');
    expect(whereAmI(cards, 't8')).toBe('LAN-8, 1 of 1 in Canceled');
    expect(whereAmI(cards, 'gone')).toBeNull();
    // A control's own accessible name says what it is.
    expect(whereAmI(controls, quickAddStop('TODO'))).toBeNull();
  });
});
