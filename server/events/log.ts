// The project event log: every change appends its events in the transaction that makes it, numbered per project
// without gaps. The numbering statement (UPDATE projects … RETURNING) locks the project row until commit, so a
// project's writers commit in seq order: a reader that sees last_seq = n sees every event up to n.
import type { BoardEventKind } from '../../generated/resolvers';
import type { Db } from '../db/types';
import type { BoardEventPayload, CommentRow, MemberRow, ProjectSnapshot, TaskRow, UserRow } from '../models';

export interface BoardChange {
  kind: BoardEventKind;
  projectId: string;
  projectKey: string;
  task?: TaskRow | null;
  comment?: CommentRow | null;
  deletedId?: string | null;
  taskId?: string | null;
  changedFields?: string[];
  member?: MemberRow | null;
  userId?: string | null;
  project?: ProjectSnapshot | null;
}

export function boardEvent(actor: UserRow, change: BoardChange, seq: number, at: string): BoardEventPayload {
  return {
    kind: change.kind,
    projectId: change.projectId,
    projectKey: change.projectKey,
    task: change.task ?? null,
    comment: change.comment ?? null,
    deletedId: change.deletedId ?? null,
    taskId: change.taskId ?? change.comment?.taskId ?? null,
    actor,
    at,
    seq,
    changedFields: change.changedFields ?? [],
    member: change.member ?? null,
    userId: change.userId ?? null,
    project: change.project ?? null,
  };
}

/** The task an event is about, for Task.activity. */
function activityTaskId(event: BoardEventPayload): string | null {
  if (event.kind === 'TASK_DELETED') return event.deletedId;
  return event.task?.id ?? event.taskId;
}

/**
 * Appends `changes` (all of one project) to its log on `tx` and returns them as events with their seq: two
 * statements whatever their number. Call it after the change's own writes and row locks (task rows first, the
 * project row last, in every transaction), so two writers never wait on each other in opposite orders.
 */
export async function appendEvents(
  tx: Db,
  actor: UserRow,
  projectId: string,
  changes: BoardChange[],
): Promise<BoardEventPayload[]> {
  if (changes.length === 0) return [];
  const [counter] = await tx.query<{ last: number; at: string }>(
    'UPDATE projects SET last_seq = last_seq + $2 WHERE id = $1 RETURNING last_seq AS last, now() AS at',
    [projectId, changes.length],
  );
  if (!counter) throw new Error('the project row vanished');
  const first = counter.last - changes.length + 1;
  const events = changes.map((change, i) => boardEvent(actor, change, first + i, counter.at));
  const rows = events.map(({ seq, ...payload }) => ({
    seq,
    kind: payload.kind,
    task_id: activityTaskId({ seq, ...payload }),
    payload,
  }));
  await tx.query(
    `INSERT INTO project_events (project_id, seq, kind, actor_id, at, task_id, payload)
     SELECT $1, e.seq, e.kind, $2, $3, e.task_id, e.payload
       FROM jsonb_to_recordset($4::jsonb) AS e(seq integer, kind text, task_id text, payload jsonb)`,
    [projectId, actor.id, counter.at, JSON.stringify(rows)],
  );
  return events;
}

/** Holds the project row (and so its log) for the rest of the transaction: moveTask ranks under it. */
export async function lockProject(tx: Db, projectId: string): Promise<void> {
  await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
}

export interface LogRead {
  /** The project's last seq in the snapshot the events were read in; null when the project is gone. */
  lastSeq: number | null;
  /** Events up to here were pruned. */
  prunedSeq: number;
  events: BoardEventPayload[];
}

/**
 * Every kept event after `after`, in seq order, with the project's counters from the same snapshot: ONE statement
 * however many events (a resume after 1,000 changes is one round trip).
 */
export async function readEventsAfter(db: Db, projectId: string, after: number): Promise<LogRead> {
  const rows = await db.query<{
    lastSeq: number;
    prunedSeq: number;
    seq: number | null;
    payload: Omit<BoardEventPayload, 'seq'> | string | null;
  }>(
    `SELECT p.last_seq AS "lastSeq", p.pruned_seq AS "prunedSeq", e.seq, e.payload
       FROM projects p LEFT JOIN project_events e ON e.project_id = p.id AND e.seq > $2
      WHERE p.id = $1
      ORDER BY e.seq`,
    [projectId, after],
  );
  const head = rows[0];
  if (!head) return { lastSeq: null, prunedSeq: 0, events: [] };
  const events: BoardEventPayload[] = [];
  for (const row of rows) {
    if (row.seq === null || row.payload === null) continue;
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    events.push({ ...(payload as Omit<BoardEventPayload, 'seq'>), seq: row.seq });
  }
  return { lastSeq: head.lastSeq, prunedSeq: head.prunedSeq, events };
}
