// Where a card sits in its column on the cached board: the cards above and below it, for putting it back there.
import type { QueryClient } from '@tanstack/react-query';
import type { BoardQuery, BoardQueryVariables, TaskStatus } from '../../../generated/graphql';
import { COLUMN_ALIAS } from './columns';
import { byRank } from './groupColumns';
import type { UndoEntry, UndoNotice } from '../../shared/undo/undoStack';

export function placeOf(
  queryClient: QueryClient,
  projectKey: string,
  taskId: string,
  status: TaskStatus,
): { afterId?: string; beforeId?: string } {
  for (const [key, data] of queryClient.getQueriesData<BoardQuery>({ queryKey: ['Board'] })) {
    if ((key[1] as BoardQueryVariables | undefined)?.key !== projectKey || !data?.project) continue;
    const cards = data.project[COLUMN_ALIAS[status]].edges.map((e) => e.node).sort(byRank);
    const at = cards.findIndex((card) => card.id === taskId);
    if (at < 0) continue;
    const above = cards[at - 1];
    const below = cards[at + 1];
    return { ...(above ? { afterId: above.id } : {}), ...(below ? { beforeId: below.id } : {}) };
  }
  return {};
}

interface Moved {
  id: string;
  key: string;
  number: number;
  status: TaskStatus;
  rank?: string;
}

/** A board move (or reorder) as an undoable change: its status and place before and after. */
export function moveUndo(
  task: Moved,
  place: { afterId?: string; beforeId?: string },
  after: Moved,
): { entry: UndoEntry; notice: UndoNotice } {
  const projectKey = task.key.slice(0, task.key.lastIndexOf('-'));
  // A reorder changed only the rank; a move the status (its undo puts the card back where it was, too).
  const field = task.status === after.status ? 'rank' : 'status';
  return {
    entry: {
      kind: 'move',
      taskId: task.id,
      projectKey,
      number: task.number,
      key: task.key,
      before: { [field]: field === 'rank' ? (task.rank ?? null) : task.status },
      after: { [field]: field === 'rank' ? (after.rank ?? null) : after.status },
      place,
    },
    notice: { text: `Saved: ${task.key} moved`, tone: 'saved', path: window.location.pathname },
  };
}
