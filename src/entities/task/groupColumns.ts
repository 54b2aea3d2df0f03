// Each column's cards and count from the Board result and its later pages. Cards group by their current status, so
// a moved card jumps column at once, and each column's totalCount is adjusted by those moves until the next fetch.
import type { TaskStatus } from '../../../generated/graphql';
import { TASK_STATUSES } from '../../lib/validation';
import { COLUMN_ALIAS, type BoardProject, type CardTask, type TaskPage } from './columns';

export interface ColumnView {
  cards: CardTask[];
  count: number;
  /** Whether the column's last loaded page says more follow. */
  hasMore: boolean;
}

interface Ranked {
  number: number;
  rank?: string;
}

/** The service's order: rank ascending (by code unit, as the service orders bytewise), then number. */
export function byRank(a: Ranked, b: Ranked): number {
  // Results without ranks keep the order they came in (sort is stable).
  if (a.rank === undefined || b.rank === undefined) return 0;
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  return a.number - b.number;
}

export function groupColumns(
  project: BoardProject,
  later: Partial<Record<TaskStatus, readonly TaskPage[]>>,
): Record<TaskStatus, ColumnView> {
  const views = Object.fromEntries(
    TASK_STATUSES.map((s) => [
      s,
      { cards: [] as CardTask[], count: project[COLUMN_ALIAS[s]].totalCount, hasMore: false },
    ]),
  ) as Record<TaskStatus, ColumnView>;
  const seen = new Set<string>();
  for (const status of TASK_STATUSES) {
    const first = project[COLUMN_ALIAS[status]];
    const pages = [first, ...(later[status] ?? [])];
    views[status].hasMore = pages[pages.length - 1]?.pageInfo.hasNextPage ?? false;
    for (const page of pages) {
      for (const { node } of page.edges) {
        if (seen.has(node.id)) continue;
        seen.add(node.id);
        views[node.status].cards.push(node);
        if (node.status !== status) {
          views[status].count -= 1;
          views[node.status].count += 1;
        }
      }
    }
  }
  for (const status of TASK_STATUSES) views[status].cards.sort(byRank);
  return views;
}
