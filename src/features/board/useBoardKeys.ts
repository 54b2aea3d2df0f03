// The board by keyboard (docs/product.md §13, boardKeys.ts): one tab stop among everything in the columns, walked
// by arrows, `j`/`k`, Home and End, with `m` for a card's move menu.
import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { TaskStatus } from '../../../generated/graphql';
import { useMediaQuery, WIDE } from '../../components/useMediaQuery';
import { TASK_STATUSES } from '../../lib/validation';
import { columnOf, tabStop, walk, whereAmI, WALK_KEYS, type Columns } from './boardKeys';

/** The board's stop that has the focus (boardKeys.ts): a card's link, a "Load more" or a quick add field. */
function stopOf(target: EventTarget | null): string | undefined {
  return target instanceof HTMLElement ? target.dataset['boardStop'] : undefined;
}

/**
 * Keys a text field keeps: `j` and `k` are letters, Left, Right, Home and End move the caret (an empty field has none
 * to move).
 */
function fieldKeeps(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLInputElement)) return false;
  if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End')
    return target.value !== '';
  return key !== 'ArrowUp' && key !== 'ArrowDown';
}

/**
 * The board by keyboard (docs/product.md §13, boardKeys.ts): one tab stop among everything in the columns, arrows,
 * `j`/`k`, Home and End to walk, `m` for a card's move menu; Space (the keyboard drag) and Enter are the card link's
 * own. On a phone Left and Right show the next column (as its status button does) and walk into it.
 */
export function useBoardKeys(
  root: RefObject<HTMLDivElement | null>,
  columns: Columns,
  shown: TaskStatus,
  onShow: (status: TaskStatus) => void,
  announce: (words: string) => void,
) {
  // Below 40em only the shown column is on screen.
  const visible = useMediaQuery(WIDE) ? TASK_STATUSES : [shown];
  const [lastId, setLastId] = useState<string | null>(null);
  // A walk into a column not shown yet: its stop takes the focus once the column shows (the address changes in a
  // transition, so not in this event). Dropped if the stop is gone by then.
  const arriving = useRef<{ id: string; status: TaskStatus } | null>(null);
  useLayoutEffect(() => {
    const to = arriving.current;
    if (!to || !visible.includes(to.status)) return;
    arriving.current = null;
    root.current?.querySelector<HTMLElement>(`[data-board-stop="${CSS.escape(to.id)}"]`)?.focus();
  });

  const onFocus = (event: FocusEvent) => {
    const id = stopOf(event.target);
    if (!id) return;
    setLastId(id);
    // A card says where it is; a field's or a button's own name is enough.
    announce(whereAmI(columns, id) ?? '');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const id = stopOf(event.target);
    const { key, ctrlKey, metaKey, altKey } = event;
    const card = event.target instanceof HTMLElement ? event.target.closest('[data-task-id]') : null;
    // While the card's menu opens, the menu takes the keys (its first item takes the focus a moment later).
    if (
      !id ||
      event.defaultPrevented ||
      event.nativeEvent.isComposing ||
      ctrlKey ||
      metaKey ||
      altKey ||
      card?.querySelector('[aria-expanded="true"]') ||
      fieldKeeps(event.target, key)
    )
      return;
    const direction = WALK_KEYS[key];
    if (direction) {
      event.preventDefault();
      const next = walk(columns, visible, id, direction);
      const status = next ? columnOf(columns, next) : null;
      if (!next || !status) return;
      if (visible.includes(status)) {
        root.current?.querySelector<HTMLElement>(`[data-board-stop="${CSS.escape(next)}"]`)?.focus();
        return;
      }
      arriving.current = { id: next, status };
      onShow(status);
      return;
    }
    // The card menu's own trigger opens it (allowed moves only); focus comes back here when it closes.
    const menu = key === 'm' && card?.querySelector<HTMLElement>('.card-menu-button');
    if (!menu) return;
    event.preventDefault();
    menu.click();
  };

  return { tabStopId: tabStop(columns, visible, lastId), onFocus, onKeyDown };
}
