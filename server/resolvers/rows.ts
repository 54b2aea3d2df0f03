// SQL reading server/models.ts's rows, shared by queries, mutations and loaders so every path returns the same.
import type { Db } from '../db/types';
import type { CommentRow, MemberRow, ProjectRow, TaskRow } from '../models';

export const USER_COLUMNS = `u.id, u.email, u.name, u.created_at AS "createdAt"`;

// `seq` is read with the project row, which every project query reads before its tasks: see Project.seq in
// server/resolvers/fields.ts for why that order means a client resuming from it never misses an event.
export const PROJECT_COLUMNS = `p.id, p.key, p.name, p.description, p.created_at AS "createdAt", m.role AS "viewerRole",
  p.last_seq AS seq, p.archived_at AS "archivedAt"`;

/**
 * Needs `tasks t JOIN projects p`. A task's label ids come with it (in its project's order), so a page of cards costs
 * no statement more for them.
 */
export const TASK_COLUMNS = `t.id, t.project_id AS "projectId", p.key AS "projectKey", t.number, t.title,
  t.description, t.status, t.priority, t.assignee_id AS "assigneeId", t.due_date AS "dueDate",
  t.created_by AS "createdById", t.created_at AS "createdAt", t.updated_at AS "updatedAt", t.version, t.rank,
  ARRAY(SELECT tl.label_id FROM task_labels tl JOIN labels l ON l.id = tl.label_id
         WHERE tl.task_id = t.id ORDER BY l.created_at, l.id) AS "labelIds"`;

export const COMMENT_COLUMNS = `c.id, c.task_id AS "taskId", c.author_id AS "authorId", c.body,
  c.created_at AS "createdAt", c.edited_at AS "editedAt"`;

export const LABEL_COLUMNS = `l.id, l.project_id AS "projectId", l.name, l.color`;

export const MEMBER_COLUMNS = `m.project_id AS "projectId", m.user_id AS "userId", m.role, m.joined_at AS "joinedAt"`;

/** The project as `viewerId` sees it: null when they are not a member (a project never leaks). */
async function projectWhere(db: Db, column: 'key' | 'id', value: string, viewerId: string) {
  const rows = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p JOIN memberships m ON m.project_id = p.id AND m.user_id = $2
      WHERE p.${column} = $1`,
    [value, viewerId],
  );
  return rows[0] ?? null;
}

export const projectByKey = (db: Db, key: string, viewerId: string): Promise<ProjectRow | null> =>
  projectWhere(db, 'key', key, viewerId);

export const projectById = (db: Db, id: string, viewerId: string): Promise<ProjectRow | null> =>
  projectWhere(db, 'id', id, viewerId);

export async function taskById(db: Db, id: string, lock = false): Promise<TaskRow | null> {
  const rows = await db.query<TaskRow>(
    `SELECT ${TASK_COLUMNS} FROM tasks t JOIN projects p ON p.id = t.project_id WHERE t.id = $1
     ${lock ? 'FOR UPDATE OF t' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function taskByNumber(db: Db, projectId: string, number: number): Promise<TaskRow | null> {
  const rows = await db.query<TaskRow>(
    `SELECT ${TASK_COLUMNS} FROM tasks t JOIN projects p ON p.id = t.project_id
      WHERE t.project_id = $1 AND t.number = $2`,
    [projectId, number],
  );
  return rows[0] ?? null;
}

export async function commentById(db: Db, id: string): Promise<CommentRow | null> {
  const rows = await db.query<CommentRow>(`SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function membership(db: Db, projectId: string, userId: string): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM memberships m WHERE m.project_id = $1 AND m.user_id = $2`,
    [projectId, userId],
  );
  return rows[0] ?? null;
}

export function taskKey(task: Pick<TaskRow, 'projectKey' | 'number'>): string {
  return `${task.projectKey}-${task.number}`;
}
