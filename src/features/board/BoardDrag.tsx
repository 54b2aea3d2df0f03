// Drag and drop for the whole board with @dnd-kit/core (touch by a long press, so a swipe still scrolls). Not
// @dnd-kit/sortable: a live board's cards must not shift under the pointer, so the slot is our own (cardDrag.ts).
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { TaskStatus } from '../../../generated/graphql';
import { TASK_STATUSES } from '../../lib/validation';
import {
  findCard,
  isAllowed,
  nextSlot,
  placementOf,
  say,
  slotOf,
  targetOf,
  type BoardCards,
  type Direction,
  type Slot,
} from './cardDrag';
import type { CardTask } from '../../entities/task/columns';
import type { Placement } from '../../entities/task/optimisticRank';
import { notices } from '../../shared/notices/notices';

/** What the columns and cards show while a card is dragged. */
export interface DropCue {
  draggedId: string;
  /** The card the dragged one would land above (a line in the gap), when that move is allowed. */
  beforeId: string | null;
  /** The column under the card: `true` if it takes the card, `false` if the workflow forbids it. */
  status: TaskStatus | null;
  allowed: boolean;
  /** Every column the workflow forbids for the card, shown at once from the moment it is picked up. */
  forbidden: readonly TaskStatus[];
  /** Last in the column (a line below its last card). */
  atEnd: boolean;
}

const KEYS: Partial<Record<string, Direction>> = {
  [KeyboardCode.Up]: 'up',
  [KeyboardCode.Down]: 'down',
  [KeyboardCode.Left]: 'left',
  [KeyboardCode.Right]: 'right',
};

export interface BoardDragProps {
  cards: BoardCards;
  onDrop: (task: CardTask, status: TaskStatus, placement: Placement) => void;
  children: (cue: DropCue | null) => ReactNode;
}

export function BoardDrag({ cards, onDrop, children }: BoardDragProps) {
  // The handlers below run outside render (the library's events): they read the board as last rendered.
  const board = useRef(cards);
  useLayoutEffect(() => {
    board.current = cards;
  }, [cards]);
  const [dragged, setDragged] = useState<CardTask | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  // A keyboard drag's target, chosen by the board's order: collision detection reports it as is.
  const keyboardTarget = useRef<string | null>(null);
  const sensors = useBoardSensors(board, keyboardTarget);
  const detect = useMemo<CollisionDetection>(
    () => (args) => {
      if (keyboardTarget.current) return [{ id: keyboardTarget.current }];
      if (!args.pointerCoordinates) return [{ id: args.active.id }];
      // Innermost first: a card under the pointer, else its column.
      const hits = pointerWithin(args);
      const onCard = hits.find((hit) => !String(hit.id).startsWith('column:'));
      return onCard ? [onCard] : hits.slice(0, 1);
    },
    [],
  );
  const announcements = useAnnouncements(board);
  const cue = useMemo(() => dropCue(cards, dragged, overId), [cards, dragged, overId]);

  const end = () => {
    keyboardTarget.current = null;
    setDragged(null);
    setOverId(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detect}
      accessibility={{ announcements, screenReaderInstructions: { draggable: say.instructions } }}
      onDragStart={({ active }) => {
        keyboardTarget.current = null;
        setDragged(findCard(board.current, String(active.id)) ?? null);
      }}
      onDragOver={({ over }) => setOverId(over ? String(over.id) : null)}
      onDragEnd={({ active, over }) => {
        const task = findCard(board.current, String(active.id));
        const slot = task ? slotOf(board.current, task, over && String(over.id)) : null;
        end();
        if (!task || !slot) return;
        if (!isAllowed(task, slot.status)) {
          // Seen as well as heard: the card went back, and this says why and where it may go.
          notices.show({
            text: say.refused(task, slot.status),
            tone: 'refused',
            path: window.location.pathname,
          });
          return;
        }
        const placement = placementOf(board.current, task, slot);
        if (placement) onDrop(task, slot.status, placement);
      }}
      onDragCancel={end}
    >
      {children(cue)}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="card card-overlay" data-priority={dragged.priority}>
            <span className="card-key">{dragged.key}</span>{' '}
            <span className="card-title">{dragged.title}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * Mouse (after 5 px), touch (a long press, so a swipe still scrolls) and keys: Space on the card's link starts a
 * keyboard drag (Enter opens the task), and the arrows move it to the next slot in the board's order.
 */
function useBoardSensors(boardRef: RefObject<BoardCards>, keyboardTargetRef: RefObject<string | null>) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
      coordinateGetter: useMemo<KeyboardCoordinateGetter>(
        () =>
          (event, { active, context }) => {
            const direction = KEYS[event.code];
            const task = findCard(boardRef.current, String(active));
            if (!direction || !task) return undefined;
            event.preventDefault();
            const from = slotOf(boardRef.current, task, String(context.over?.id ?? task.id));
            if (!from) return undefined;
            const target = targetOf(
              boardRef.current,
              task,
              nextSlot(boardRef.current, task, from, direction),
            );
            const rect = context.droppableRects.get(target);
            if (!rect || rect.width === 0) return undefined;
            keyboardTargetRef.current = target;
            return { x: rect.left, y: rect.top };
          },
        [boardRef, keyboardTargetRef],
      ),
    }),
  );
}

/** What a screen reader hears as a card is picked up, moved over a slot, dropped or put back. */
function useAnnouncements(boardRef: RefObject<BoardCards>): Announcements {
  return useMemo<Announcements>(() => {
    const of = (id: string | number) => findCard(boardRef.current, String(id));
    return {
      onDragStart: ({ active }) => {
        const task = of(active.id);
        return task ? say.pickedUp(task) : undefined;
      },
      onDragOver: ({ active, over }) => {
        // Over its own place (where every drag starts): "Picked up" says it.
        if (over?.id === active.id) return undefined;
        const task = of(active.id);
        const slot = task ? slotOf(boardRef.current, task, over && String(over.id)) : null;
        return task ? say.over(boardRef.current, task, slot) : undefined;
      },
      onDragEnd: ({ active, over }) => {
        const task = of(active.id);
        return task ? say.dropped(task, slotOf(boardRef.current, task, over && String(over.id))) : undefined;
      },
      onDragCancel: () => say.cancelled(),
    };
  }, [boardRef]);
}

/** Where the dragged card would land, for the columns and cards to show: a line in the gap, or a refusal. */
function dropCue(cards: BoardCards, dragged: CardTask | null, overId: string | null): DropCue | null {
  if (!dragged) return null;
  const forbidden = TASK_STATUSES.filter((status) => !isAllowed(dragged, status));
  const slot: Slot | null = slotOf(cards, dragged, overId);
  if (!slot)
    return { draggedId: dragged.id, beforeId: null, status: null, allowed: false, atEnd: false, forbidden };
  const allowed = isAllowed(dragged, slot.status);
  const moves = placementOf(cards, dragged, slot) !== null;
  const target = targetOf(cards, dragged, slot);
  return {
    draggedId: dragged.id,
    beforeId: allowed && moves && !target.startsWith('column:') ? target : null,
    status: slot.status,
    allowed,
    atEnd: allowed && moves && target.startsWith('column:'),
    forbidden,
  };
}
