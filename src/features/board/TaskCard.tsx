// One card. The board paints it plain (no React Aria: a native drag already carries the card's data, see cardDrag.ts)
// and React Aria's draggable card (DraggableTaskCard.tsx: mouse, touch and keyboard dragging with screen-reader
// announcements) takes over once its code has arrived, loaded on the person's first input (boardAria.ts).
import { memo, useEffect, useRef, type DragEvent, type RefObject } from 'react';
import type { TaskStatus } from '../../../generated/graphql';
import type { CardTask } from './columns';
import { PLAIN_DRAG_HELP, useBoardAria, requestKeyboardDrag } from './boardAria';
import { acceptsNativeDrag, nativeDroppedTaskId, writeCardDrag } from './cardDrag';
import { TaskCardView } from './TaskCardView';

export interface TaskCardProps {
  task: CardTask;
  projectKey: string;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  /** A change to this card waits to be sent (offline) or answered. */
  isPending?: boolean;
  /** A card (by task id) dropped on this one: it goes just above this card. */
  onDropBefore?: (taskId: string, task: CardTask) => void;
  /** Focus the drag handle once shown (the card just dropped here, maybe from another column). */
  focusOnMount?: boolean;
  /** Called once focused, so a later remount (a live move by someone else) does not take the focus again. */
  onFocused?: () => void;
}

export const TaskCard = memo(function TaskCard(props: TaskCardProps) {
  const aria = useBoardAria();
  return aria ? <aria.DraggableTaskCard {...props} /> : <PlainTaskCard {...props} />;
});

/** Focuses `handle` once when `focusOnMount` (the card just dropped here). */
export function useFocusOnMount(
  handle: RefObject<HTMLButtonElement | null>,
  focusOnMount: boolean,
  onFocused: (() => void) | undefined,
) {
  useEffect(() => {
    if (!focusOnMount) return;
    handle.current?.focus();
    onFocused?.();
  }, [handle, focusOnMount, onFocused]);
}

function PlainTaskCard({
  task,
  projectKey,
  canMove,
  onMove,
  isPending = false,
  onDropBefore,
  focusOnMount = false,
  onFocused,
}: TaskCardProps) {
  const handle = useRef<HTMLButtonElement>(null);
  useFocusOnMount(handle, focusOnMount, onFocused);
  const takesDrop = canMove && onDropBefore !== undefined;
  const onDragOver = (event: DragEvent) => {
    if (!takesDrop || !acceptsNativeDrag(event.dataTransfer, task.status)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
  };
  return (
    <TaskCardView
      task={task}
      projectKey={projectKey}
      canMove={canMove}
      onMove={onMove}
      isPending={isPending}
      cardRef={null}
      cardProps={
        canMove
          ? {
              draggable: true,
              onDragStart: (event) => writeCardDrag(event.dataTransfer, task),
              onDragEnter: onDragOver,
              onDragOver,
              onDrop: (event) => {
                const id = takesDrop ? nativeDroppedTaskId(event.dataTransfer) : null;
                if (id === null) return;
                event.preventDefault();
                event.stopPropagation();
                onDropBefore?.(id, task);
              },
            }
          : { draggable: false }
      }
      isDragging={false}
      isDropTarget={false}
      handle={
        <button
          ref={handle}
          type="button"
          className="card-drag"
          aria-label={`Drag ${task.key}`}
          aria-describedby={PLAIN_DRAG_HELP}
          // Enter or Space (a click with no pointer) asks for a keyboard drag, which starts once React Aria's part
          // is here; a pointer drags the card natively.
          onClick={(event) => {
            if (event.detail === 0) requestKeyboardDrag(task.id);
          }}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      }
    />
  );
}
