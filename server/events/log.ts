// The project event log, appended in each change's transaction and numbered per project without gaps. Numbering locks
// the project row until commit, so a reader that sees last_seq = n sees every event up to n.
import type { BoardEventKind, TaskStatus } from '../../generated/resolvers';
import type { Db } from '../db/types';
import type {
  BoardEventPayload,
  CommentRow,
  LabelRow,
  MemberRow,
  ProjectSnapshot,
  TaskRow,
  UserRow,
} from '../models';
import { COMMENT_COLUMNS, LABEL_COLUMNS, MEMBER_COLUMNS, TASK_COLUMNS } from '../resolvers/rows';

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
  label?: LabelRow | null;
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
    label: change.label ?? null,
  };
}

/** Facts and ids, never text: a replay joins each entity as it is now, never deleted text (docs/product.md §13). */
export interface LoggedEvent {
  kind: BoardEventKind;
  projectId: string;
  projectKey: string;
  deletedId: string | null;
  taskId: string | null;
  changedFields: string[];
  userId: string | null;
  /** The status a move or a creation left the task in (Activity says "moved to Done"). */
  status: TaskStatus | null;
  taskRef: string | null;
  commentRef: string | null;
  memberRef: string | null;
  /** Whether the event carries the project (PROJECT_UPDATED): its name and description as they are now. */
  projectRef: boolean;
  /** LABEL_CREATED, LABEL_UPDATED: the label, read as it is now (gone once deleted). Absent before labels existed. */
  labelRef?: string | null;
}

export function loggedEvent(event: BoardEventPayload): LoggedEvent {
  return {
    kind: event.kind,
    projectId: event.projectId,
    projectKey: event.projectKey,
    deletedId: event.deletedId,
    taskId: event.taskId,
    changedFields: event.changedFields,
    userId: event.userId,
    status: event.task?.status ?? null,
    taskRef: event.task?.id ?? null,
    commentRef: event.comment?.id ?? null,
    memberRef: event.member?.userId ?? null,
    projectRef: event.project !== null,
    labelRef: event.label?.id ?? null,
  };
}

/** SQL for the entities of event row `e` as they are now (null once gone); the actor's email only while a member. */
export const CURRENT_ENTITIES = `
  (SELECT row_to_json(x) FROM (SELECT ${TASK_COLUMNS} FROM tasks t JOIN projects p ON p.id = t.project_id
    WHERE t.id = e.payload->>'taskRef') x) AS task,
  (SELECT row_to_json(x) FROM (SELECT ${COMMENT_COLUMNS} FROM comments c
    WHERE c.id = e.payload->>'commentRef') x) AS comment,
  (SELECT row_to_json(x) FROM (SELECT ${MEMBER_COLUMNS} FROM memberships m
    WHERE m.project_id = e.project_id AND m.user_id = e.payload->>'memberRef') x) AS member,
  (SELECT row_to_json(x) FROM (SELECT u.id, u.name, u.created_at AS "createdAt",
      CASE WHEN EXISTS (SELECT 1 FROM memberships m WHERE m.project_id = e.project_id AND m.user_id = u.id)
           THEN u.email ELSE '' END AS email
    FROM users u WHERE u.id = e.actor_id) x) AS actor,
  (SELECT row_to_json(x) FROM (SELECT p.id, p.key, p.name, p.description, p.created_at AS "createdAt"
    FROM projects p WHERE p.id = e.project_id AND (e.payload->>'projectRef')::boolean) x) AS project,
  (SELECT row_to_json(x) FROM (SELECT ${LABEL_COLUMNS} FROM labels l
    WHERE l.id = e.payload->>'labelRef' AND l.project_id = e.project_id) x) AS label`;

export interface CurrentEntitiesRow {
  task: TaskRow | string | null;
  comment: CommentRow | string | null;
  member: MemberRow | string | null;
  actor: UserRow | string | null;
  project: ProjectSnapshot | string | null;
  label: LabelRow | string | null;
}

// row_to_json gives PostgreSQL's timestamp text; the API's instants are ISO strings in UTC like every other row's.
function json<T>(value: T | string | null, instants: readonly string[]): T | null {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  if (!row) return null;
  for (const key of instants) {
    if (typeof row[key] === 'string') row[key] = new Date(row[key]).toISOString();
  }
  return row as T;
}

export function currentEntities(row: CurrentEntitiesRow) {
  return {
    task: json(row.task, ['createdAt', 'updatedAt']),
    comment: json(row.comment, ['createdAt', 'editedAt']),
    member: json(row.member, ['joinedAt']),
    actor: json(row.actor, ['createdAt']),
    project: json(row.project, ['createdAt']),
    label: json(row.label, []),
  };
}

function eventNow(
  logged: LoggedEvent,
  seq: number,
  at: string,
  actorId: string,
  row: CurrentEntitiesRow,
): BoardEventPayload {
  const now = currentEntities(row);
  return {
    kind: logged.kind,
    projectId: logged.projectId,
    projectKey: logged.projectKey,
    task: now.task,
    comment: now.comment,
    deletedId: logged.deletedId,
    taskId: logged.taskId,
    // The account is never deleted; the fallback only keeps the type whole should one ever be.
    actor: now.actor ?? { id: actorId, name: '', email: '', createdAt: at },
    at,
    seq,
    changedFields: logged.changedFields,
    member: now.member,
    userId: logged.userId,
    project: now.project,
    label: now.label,
  };
}

function activityTaskId(event: BoardEventPayload): string | null {
  if (event.kind === 'TASK_DELETED') return event.deletedId;
  return event.task?.id ?? event.taskId;
}

/**
 * Appends `changes` (one project's) to its log on `tx`, in one statement whatever their number (the rows logged hold
 * neither seq nor time, columns of their own, so the counter and the rows go together). Call after the change's writes
 * and row locks (tasks first, the project row last), so two writers never deadlock.
 */
export async function appendEvents(
  tx: Db,
  actor: UserRow,
  projectId: string,
  changes: BoardChange[],
): Promise<BoardEventPayload[]> {
  if (changes.length === 0) return [];
  const rows = changes.map((change, i) => {
    const event = boardEvent(actor, change, 0, '');
    return { i, kind: event.kind, task_id: activityTaskId(event), payload: loggedEvent(event) };
  });
  const [counter] = await tx.query<{ last: number; at: string }>(
    `WITH counter AS (
       UPDATE projects SET last_seq = last_seq + $2 WHERE id = $1 RETURNING last_seq AS last, now() AS at
     ), written AS (
       INSERT INTO project_events (project_id, seq, kind, actor_id, at, task_id, payload)
       SELECT $1, c.last - $2 + 1 + e.i, e.kind, $3, c.at, e.task_id, e.payload
         FROM counter c, jsonb_to_recordset($4::jsonb) AS e(i integer, kind text, task_id text, payload jsonb)
     )
     SELECT last, at FROM counter`,
    [projectId, changes.length, actor.id, JSON.stringify(rows)],
  );
  if (!counter) throw new Error('the project row vanished');
  const first = counter.last - changes.length + 1;
  return changes.map((change, i) => boardEvent(actor, change, first + i, counter.at));
}

/** Holds the project row (and so its log) for the rest of the transaction: moveTask ranks under it. */
export async function lockProject(tx: Db, projectId: string): Promise<void> {
  await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
}

export interface LogRead {
  /** The project's last seq in the snapshot the events were read in; null when the project is gone. */
  lastSeq: number | null;
  prunedSeq: number;
  events: BoardEventPayload[];
}

/**
 * Events a replay reads at once: a page is what a slow reader makes the service hold (each event carries its task as
 * it is now, up to a long description), and a whole log of 10,000 in one answer held the service for seconds.
 */
export const REPLAY_PAGE = 100;

/**
 * The first `limit` kept events after `after`, in seq order, with the project's counters from the same snapshot: one
 * statement. More follow while the last one read is below `lastSeq`.
 */
export async function readEventsAfter(
  db: Db,
  projectId: string,
  after: number,
  limit: number = REPLAY_PAGE,
): Promise<LogRead> {
  const rows = await db.query<
    {
      lastSeq: number;
      prunedSeq: number;
      seq: number | null;
      at: string | null;
      actorId: string | null;
      payload: LoggedEvent | string | null;
    } & CurrentEntitiesRow
  >(
    `SELECT p.last_seq AS "lastSeq", p.pruned_seq AS "prunedSeq", e.seq, e.at, e.actor_id AS "actorId", e.payload,
            ${CURRENT_ENTITIES}
       FROM projects p LEFT JOIN project_events e ON e.project_id = p.id AND e.seq > $2
      WHERE p.id = $1
      ORDER BY e.seq
      LIMIT $3`,
    [projectId, after, limit],
  );
  const head = rows[0];
  if (!head) return { lastSeq: null, prunedSeq: 0, events: [] };
  const events: BoardEventPayload[] = [];
  for (const row of rows) {
    if (row.seq === null || row.payload === null || row.at === null || row.actorId === null) continue;
    const logged = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as LoggedEvent;
    events.push(eventNow(logged, row.seq, row.at, row.actorId, row));
  }
  return { lastSeq: head.lastSeq, prunedSeq: head.prunedSeq, events };
}

/** Whether events after the page `read` remain to be read. */
export function morePages(read: LogRead): boolean {
  const tail = read.events.at(-1)?.seq;
  return tail !== undefined && read.lastSeq !== null && tail < read.lastSeq;
}
