// A card's place as a fractional index from its neighbours, with the project row locked: no two moves collide.
import { generateKeyBetween } from 'fractional-indexing';
import type { Db } from '../db/types';
import type { TaskStatus } from '../../generated/resolvers';

async function rankNextTo(
  db: Db,
  projectId: string,
  status: TaskStatus,
  skipId: string,
  rank: string,
  side: 'below' | 'above',
): Promise<string | null> {
  const [row] = await db.query<{ rank: string }>(
    `SELECT rank FROM tasks WHERE project_id = $1 AND status = $2 AND id <> $3
        AND rank ${side === 'below' ? '>' : '<'} $4
      ORDER BY rank ${side === 'below' ? 'ASC' : 'DESC'} LIMIT 1`,
    [projectId, status, skipId, rank],
  );
  return row?.rank ?? null;
}

/** The key for the top of a column (`skipId` excluded: the task being placed). */
export async function topRank(db: Db, projectId: string, status: TaskStatus, skipId = ''): Promise<string> {
  const [row] = await db.query<{ rank: string | null }>(
    'SELECT min(rank) AS rank FROM tasks WHERE project_id = $1 AND status = $2 AND id <> $3',
    [projectId, status, skipId],
  );
  return generateKeyBetween(null, row?.rank ?? null);
}

/**
 * The key placing `id` in `status` just below `afterId`, else just above `beforeId`, else at the top. The other side is
 * the actual next card in the database, so stale neighbours still give a key strictly between two existing ones.
 */
export async function placeRank(
  db: Db,
  projectId: string,
  id: string,
  status: TaskStatus,
  beforeId: string | null | undefined,
  afterId: string | null | undefined,
): Promise<string> {
  const ids = [beforeId, afterId].filter((n): n is string => n != null && n !== id);
  const neighbours =
    ids.length === 0
      ? []
      : await db.query<{ id: string; rank: string }>(
          'SELECT id, rank FROM tasks WHERE project_id = $1 AND status = $2 AND id = ANY($3::text[])',
          [projectId, status, ids],
        );
  const above = neighbours.find((n) => n.id === afterId);
  if (above) {
    return generateKeyBetween(above.rank, await rankNextTo(db, projectId, status, id, above.rank, 'below'));
  }
  const below = neighbours.find((n) => n.id === beforeId);
  if (below) {
    return generateKeyBetween(await rankNextTo(db, projectId, status, id, below.rank, 'above'), below.rank);
  }
  return topRank(db, projectId, status, id);
}
