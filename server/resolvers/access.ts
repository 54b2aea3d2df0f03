// Checked on every call: no session is UNAUTHENTICATED, a non-member's project NOT_FOUND, a disallowed role FORBIDDEN.
import type { Context } from '../context';
import type { Db } from '../db/types';
import type { CommentRow, ProjectRow, TaskRow, UserRow } from '../models';
import { ROLE_LABELS, can, type Action, type Role } from '../../src/lib/validation';
import { SESSION_ONLY_MESSAGE } from '../security/api-keys';
import { forbidden, notFound, unauthenticated } from './errors';
import { commentById, membership, projectByKey, TASK_COLUMNS, taskById, taskKey } from './rows';

export function requireViewer(ctx: Context): UserRow {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** The signed-in person of a browser session: an API key may not manage keys, sessions or the password. */
export function requireSession(ctx: Context): UserRow {
  const viewer = requireViewer(ctx);
  if (ctx.apiKey) throw forbidden(SESSION_ONLY_MESSAGE);
  return viewer;
}

const WHAT: Record<Action, string> = {
  viewBoard: 'see this board',
  editTasks: 'create, edit or move tasks',
  comment: 'comment',
  deleteAnyComment: 'delete other people’s comments',
  deleteTask: 'delete tasks',
  manageProject: 'change the project',
  manageMembers: 'manage members',
};

export function requireRole(role: Role, action: Action, projectKey: string): void {
  if (!can(role, action)) {
    const label = ROLE_LABELS[role].toLowerCase();
    throw forbidden(
      `As ${label === 'admin' ? 'an' : 'a'} ${label} of ${projectKey} you cannot ${WHAT[action]}`,
    );
  }
}

/** The project by key as the viewer sees it, after checking their role allows `action`. */
export async function projectFor(
  db: Db,
  viewer: UserRow,
  key: string,
  action: Action = 'viewBoard',
): Promise<ProjectRow> {
  const project = await projectByKey(db, key, viewer.id);
  if (!project) throw notFound(`Project ${key} not found`);
  requireRole(project.viewerRole, action, project.key);
  return project;
}

/**
 * A task and the viewer's role in its project, in one statement as `projectFor` reads a project (every change on a
 * task starts here); `lock` holds the task's row for the rest of the transaction.
 */
export async function taskFor(
  db: Db,
  viewer: UserRow,
  id: string,
  action: Action,
  lock = false,
): Promise<{ task: TaskRow; role: Role }> {
  const [row] = await db.query<TaskRow & { viewerRole: Role }>(
    `SELECT ${TASK_COLUMNS}, m.role AS "viewerRole" FROM tasks t JOIN projects p ON p.id = t.project_id
       JOIN memberships m ON m.project_id = t.project_id AND m.user_id = $2
      WHERE t.id = $1 ${lock ? 'FOR UPDATE OF t' : ''}`,
    [id, viewer.id],
  );
  if (!row) throw notFound('Task not found');
  const { viewerRole: role, ...task } = row;
  requireRole(role, action, task.projectKey);
  return { task, role };
}

export async function commentFor(
  db: Db,
  viewer: UserRow,
  id: string,
): Promise<{ comment: CommentRow; task: TaskRow; role: Role }> {
  const comment = await commentById(db, id);
  const task = comment ? await taskById(db, comment.taskId) : null;
  const member = task ? await membership(db, task.projectId, viewer.id) : null;
  if (!comment || !task || !member) throw notFound('Comment not found');
  return { comment, task, role: member.role };
}

export { taskKey };
