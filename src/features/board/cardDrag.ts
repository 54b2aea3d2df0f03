// What a dragged card carries and which columns take it. Drag and drop uses react-aria's useDrag/useDrop (from
// react-aria-components, already a dependency: no new package, and it shares the code the board already loads; the
// drag manager adds about 10 KB compressed): mouse, touch and keyboard dragging with screen-reader announcements
// for pick up, move, drop and cancel built in. Not its GridList: that would turn each column's list items into grid
// rows, and the board is read as lists of card links.
// React Aria's part loads right after the board's first paint (boardAria.ts); a mouse or touch drag begun before it
// arrives is carried by the plain native handlers at the end of this file, which write and read the drag's data as
// React Aria does, so either side may start or take a drop.
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

/** React Aria's own type for a drag's items as JSON (react-aria's dnd constants: CUSTOM_DRAG_TYPE). */
const ARIA_ITEMS_TYPE = 'application/vnd.react-aria.items+json';

/** A native dragstart on a plain card: the same data React Aria's useDrag writes (each type, and all as JSON). */
export function writeCardDrag(transfer: DataTransfer, task: CardTask): void {
  const item = cardDragItem(task);
  transfer.clearData();
  for (const [type, data] of Object.entries(item)) transfer.items.add(data, type);
  transfer.items.add(JSON.stringify([item]), ARIA_ITEMS_TYPE);
  transfer.effectAllowed = 'move';
}

/** A native dragover on a plain target: whether the column of `status` takes it. */
export function acceptsNativeDrag(transfer: DataTransfer, status: TaskStatus): boolean {
  return transfer.types.includes(TASK_TYPE) && transfer.types.includes(targetType(status));
}

/** The task id of a native drop on a plain target, or null. */
export function nativeDroppedTaskId(transfer: DataTransfer): string | null {
  return transfer.getData(TASK_TYPE) || null;
}
