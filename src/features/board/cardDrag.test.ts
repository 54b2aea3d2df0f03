// The board's drag slots: where a drop lands, the keyboard's next slot, and the words a screen reader hears.
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../../generated/graphql';
import type { CardTask } from '../../entities/task/columns';
import { columnTarget, nextSlot, placementOf, say, slotOf, targetOf, type BoardCards } from './cardDrag';

function card(n: number, status: TaskStatus, allowed: TaskStatus[]): CardTask {
  return { id: `t${n}`, key: `LAN-${n}`, status, allowedTransitions: allowed } as unknown as CardTask;
}
const todo = [card(1, 'TODO', ['BACKLOG', 'IN_PROGRESS', 'CANCELED']), card(2, 'TODO', ['IN_PROGRESS'])];
const progress = [card(3, 'IN_PROGRESS', []), card(4, 'IN_PROGRESS', []), card(5, 'IN_PROGRESS', [])];
const cards: BoardCards = {
  BACKLOG: [],
  TODO: todo,
  IN_PROGRESS: progress,
  IN_REVIEW: [],
  DONE: [],
  CANCELED: [],
};
const dragged = todo[0]!;

describe('slots', () => {
  it('reads a target as a slot: itself where it is, a card above it, a column last', () => {
    expect(slotOf(cards, dragged, 't1')).toEqual({ status: 'TODO', index: 0 });
    expect(slotOf(cards, dragged, 't4')).toEqual({ status: 'IN_PROGRESS', index: 1 });
    expect(slotOf(cards, dragged, columnTarget('IN_PROGRESS'))).toEqual({ status: 'IN_PROGRESS', index: 3 });
    expect(slotOf(cards, dragged, columnTarget('TODO'))).toEqual({ status: 'TODO', index: 1 });
    expect(slotOf(cards, dragged, 'gone')).toBeNull();
    expect(slotOf(cards, dragged, 'column:NOPE')).toBeNull();
  });

  it('moves by keyboard within a column and across, clamped at the ends', () => {
    const start = slotOf(cards, dragged, 't1')!;
    expect(nextSlot(cards, dragged, start, 'up')).toEqual({ status: 'TODO', index: 0 });
    expect(nextSlot(cards, dragged, start, 'down')).toEqual({ status: 'TODO', index: 1 });
    expect(nextSlot(cards, dragged, { status: 'TODO', index: 1 }, 'down')).toEqual({
      status: 'TODO',
      index: 1,
    });
    expect(nextSlot(cards, dragged, start, 'right')).toEqual({ status: 'IN_PROGRESS', index: 0 });
    expect(nextSlot(cards, dragged, { status: 'IN_PROGRESS', index: 3 }, 'right')).toEqual({
      status: 'IN_REVIEW',
      index: 0,
    });
    expect(nextSlot(cards, dragged, { status: 'BACKLOG', index: 0 }, 'left')).toEqual({
      status: 'BACKLOG',
      index: 0,
    });
    expect(targetOf(cards, dragged, { status: 'IN_PROGRESS', index: 0 })).toBe('t3');
    expect(targetOf(cards, dragged, { status: 'IN_PROGRESS', index: 3 })).toBe('column:IN_PROGRESS');
  });

  it('places a drop between its neighbours, and not at all where the card already is', () => {
    expect(placementOf(cards, dragged, { status: 'TODO', index: 0 })).toBeNull();
    expect(placementOf(cards, dragged, { status: 'TODO', index: 1 })).toEqual({
      before: undefined,
      after: todo[1],
    });
    expect(placementOf(cards, dragged, { status: 'IN_PROGRESS', index: 1 })).toEqual({
      before: progress[1],
      after: progress[0],
    });
  });

  it('says each step in plain words', () => {
    expect(say.pickedUp(dragged)).toBe('Picked up LAN-1 in To do');
    expect(say.over(cards, dragged, { status: 'IN_PROGRESS', index: 0 })).toBe(
      'LAN-1: position 1 of 4 in In progress',
    );
    expect(say.over(cards, dragged, { status: 'TODO', index: 1 })).toBe('LAN-1: position 2 of 2 in To do');
    expect(say.over(cards, dragged, { status: 'DONE', index: 0 })).toBe('LAN-1: not allowed in Done');
    expect(say.dropped(dragged, { status: 'IN_PROGRESS', index: 0 })).toBe('LAN-1 dropped');
    expect(say.dropped(dragged, { status: 'DONE', index: 0 })).toBe(
      'Not allowed: LAN-1 cannot move from To do to Done. It stays where it was.',
    );
    expect(say.dropped(dragged, null)).toBe('Move cancelled');
    expect(say.cancelled()).toBe('Move cancelled');
  });
});
