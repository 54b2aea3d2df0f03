// React Aria's draggable card (useDrag with a drag handle, useDrop for a drop just above it): mouse, touch and
// keyboard dragging with screen-reader announcements for pick up, move, drop and cancel. Loaded after the board's
// first paint (BoardAriaParts.tsx); until then TaskCard.tsx paints the same markup without it.
import { memo, useEffect, useRef } from 'react';
import { Button, setInteractionModality, useDrag, useDrop, type PressEvent } from 'react-aria-components';
import { takeKeyboardDrag } from './boardAria';
import { cardDragItem, droppedTaskId, dropOperation } from './cardDrag';
import { useFocusOnMount, type TaskCardProps } from './TaskCard';
import { TaskCardView } from './TaskCardView';

export const DraggableTaskCard = memo(function DraggableTaskCard({
  task,
  projectKey,
  canMove,
  onMove,
  isPending = false,
  onDropBefore,
  focusOnMount = false,
  onFocused,
}: TaskCardProps) {
  const ref = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    getItems: () => [cardDragItem(task)],
    getAllowedDropOperations: () => ['move'],
    hasDragButton: true,
    isDisabled: !canMove,
  });
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => dropOperation(types, task.status),
    onDrop: (e) =>
      void droppedTaskId(e.items).then((id) => {
        if (id !== null) onDropBefore?.(id, task);
      }),
    isDisabled: !canMove || !onDropBefore,
  });
  useFocusOnMount(handle, focusOnMount, onFocused);
  // Enter or Space on the plain handle before this card's code arrived: start that keyboard drag now, as a press of
  // this handle would (useDrag starts a keyboard drag on a keyboard press of its drag button). React Aria was not
  // listening when the key went down, so it is told the modality (a keyboard drag then moves to the first column
  // that takes the card). A passive effect: every column and card has registered as a drop target by then.
  const { onPress } = dragButtonProps;
  useEffect(() => {
    const button = handle.current;
    if (!button || !onPress || !takeKeyboardDrag(task.id)) return;
    button.focus();
    setInteractionModality('keyboard');
    onPress({ type: 'press', pointerType: 'keyboard', target: button } as unknown as PressEvent);
  }, [onPress, task.id]);
  return (
    <TaskCardView
      task={task}
      projectKey={projectKey}
      canMove={canMove}
      onMove={onMove}
      isPending={isPending}
      cardRef={ref}
      cardProps={{ ...dragProps, ...dropProps }}
      isDragging={isDragging}
      isDropTarget={isDropTarget}
      handle={
        <Button {...dragButtonProps} ref={handle} className="card-drag" aria-label={`Drag ${task.key}`}>
          <span aria-hidden="true">⠿</span>
        </Button>
      }
    />
  );
});
