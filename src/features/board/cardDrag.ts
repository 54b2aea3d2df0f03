// What a dragged card carries and which columns take it. Drag and drop uses react-aria's useDrag/useDrop (from
// react-aria-components, already a dependency: no new package, and it shares the code the board already loads; the
// drag manager adds about 10 KB compressed): mouse, touch and keyboard dragging with screen-reader announcements
// for pick up, move, drop and cancel built in. Not its GridList: that would turn each column's list items into grid
// rows, and the board is read as lists of card links.
import type { DragTypes, DropItem } from 'react-aria-components';
import type { TaskStatus } from '../../../generated/graphql';
import type { CardTask } from './columns';

/** The card's task id. */
export const TASK_TYPE = 'application/x-lanes-task';

/**
 * One type per column the card may land in (its own, for a reorder, and the workflow's allowed moves): drop
 * targets only see types while dragging, not data, so the workflow travels as types. Lower case because the
 * browser lower-cases native drag types.
 */
export function targetType(status: TaskStatus): string {
  return `application/x-lanes-to-${status.toLowerCase()}`;
}

/** A drag item is data by type (react-aria's DragItem, not exported by react-aria-components). */
export function cardDragItem(task: CardTask): Record<string, string> {
  const item: Record<string, string> = { [TASK_TYPE]: task.id, 'text/plain': `${task.key} ${task.title}` };
  for (const status of [task.status, ...task.allowedTransitions]) item[targetType(status)] = task.id;
  return item;
}

/** Whether a drag may land in the column of `status` ('cancel' shows it as not droppable). */
export function dropOperation(types: DragTypes, status: TaskStatus): 'move' | 'cancel' {
  return types.has(TASK_TYPE) && types.has(targetType(status)) ? 'move' : 'cancel';
}

/** The dropped card's task id, or null for anything else (text or files dragged in from elsewhere). */
export async function droppedTaskId(items: readonly DropItem[]): Promise<string | null> {
  for (const item of items) {
    if (item.kind === 'text' && item.types.has(TASK_TYPE)) return item.getText(TASK_TYPE);
  }
  return null;
}
