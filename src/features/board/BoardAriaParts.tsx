// The React Aria parts of the board, in one chunk loaded on the person's first input on the page (boardAria.ts): the
// draggable card, the column's drop target and the filters' select. Everything here replaces plain markup that is the
// same.
import { useRef } from 'react';
import { useDrop } from 'react-aria-components';
import type { ColumnFrameProps } from './BoardColumn';
import { ColumnSection } from './BoardColumn';
import { droppedTaskId, dropOperation } from './cardDrag';

export { DraggableTaskCard } from './DraggableTaskCard';
export { SelectField } from '../ui/SelectField';

/** The column's section as React Aria's drop target (a drop below the last card, or into an empty column). */
export function DropColumnFrame({ status, headingId, isShown, canMove, onDrop, children }: ColumnFrameProps) {
  const ref = useRef<HTMLElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => dropOperation(types, status),
    onDrop: (e) =>
      void droppedTaskId(e.items).then((id) => {
        if (id !== null) onDrop(id);
      }),
    isDisabled: !canMove,
  });
  return (
    <ColumnSection
      headingId={headingId}
      isShown={isShown}
      canMove={canMove}
      isDropTarget={isDropTarget}
      sectionRef={ref}
      sectionProps={dropProps}
    >
      {children}
    </ColumnSection>
  );
}
