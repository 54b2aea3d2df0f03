// Tasks and comments. Checks in a fixed order: session, membership (NOT_FOUND), role (FORBIDDEN), input, version
// (CONFLICT), workflow (INVALID_TRANSITION). Each is one change (run-change.ts): logged in its transaction, published after.
import { randomUUID } from 'node:crypto';
import type { BoardEventKind, MutationResolvers, UpdateTaskInput } from '../../generated/resolvers';
import type { Context } from '../context';
import type { Db } from '../db/types';
import type { CommentRow, TaskRow, UserRow } from '../models';
import {
  ASSIGNEE_VIEWER,
  allowedTransitions,
  can,
  canChangeComment,
  canStartIn,
  canTransition,
  hasErrors,
  transitionRefusal,
  validateComment,
  validateTask,
  type FieldErrors,
  type TaskStatus,
} from '../../src/lib/validation';
import { commentFor, projectFor, requireRole, requireViewer, taskFor } from './access';
import { badUserInput, conflict, forbidden, invalidTransition, notFound } from './errors';
import { COMMENT_COLUMNS, TASK_COLUMNS, membership, taskById, taskKey } from './rows';
import { lockProject } from '../events/log';
import { placeRank, topRank } from '../events/rank';
import { newlyMentioned, withMentions } from './mentions';
import { countsEvents, myTasksEvents, type Recipient } from '../team/notifications';
import { runChange } from './run-change';

const NOT_A_MEMBER = 'The assignee must be a member of this project';
const BAD_START = 'New tasks start in Backlog or To do';
/** How long a deleted task can be restored (its undo). */
export const RESTORE_WINDOW_MINUTES = 10;
const TASK_ROW_COLUMNS =
  'id, project_id, number, title, description, status, priority, assignee_id, due_date, created_by, created_at, updated_at, version, rank';

async function assigneeError(
  db: Db,
  projectId: string,
  assigneeId: string | null | undefined,
): Promise<string | undefined> {
  if (assigneeId == null) return undefined;
  const member = await membership(db, projectId, assigneeId);
  if (!member) return NOT_A_MEMBER;
  // An assignee works on the task, so they must be allowed to change it (docs/product.md §14a).
  return can(member.role, 'editTasks') ? undefined : ASSIGNEE_VIEWER;
}

/**
 * A description as it is stored: typed mentions made tokens, then checked as sent (its length counts the tokens).
 * Adds to `errors`; returns undefined when the description is not changed.
 */
async function storedDescription(
  db: Db,
  projectId: string,
  description: string | null | undefined,
  previous: string,
  errors: FieldErrors,
): Promise<string | undefined> {
  if (description === undefined || errors['description']) return undefined;
  const { stored, notMember } = await withMentions(db, projectId, description ?? '', previous);
  const invalid = validateTask({ description: stored }).description ?? notMember;
  if (invalid) errors['description'] = invalid;
  return stored;
}

/** The people a task change owes an item: a new assignee, and whoever its description newly mentions. */
function taskRecipients(before: TaskRow | null, after: TaskRow): Recipient[] {
  const assigned = after.assigneeId && after.assigneeId !== before?.assigneeId ? [after.assigneeId] : [];
  return [
    ...assigned.map((userId) => ({ userId, kind: 'ASSIGNED' as const })),
    ...newlyMentioned(after.description, before?.description).map((userId) => ({
      userId,
      kind: 'MENTIONED' as const,
    })),
  ];
}

function refuseMove(task: TaskRow, to: TaskStatus): never {
  throw invalidTransition(transitionRefusal(taskKey(task), task.status, to), allowedTransitions(task.status));
}

/** Writes the given columns, raises the version and reads the task back, all on `tx`. */
export async function writeTask(tx: Db, id: string, columns: Record<string, unknown>): Promise<TaskRow> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 2}`);
  const [task] = await tx.query<TaskRow>(
    `WITH changed AS (
       UPDATE tasks SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *)
     SELECT ${TASK_COLUMNS} FROM changed t JOIN projects p ON p.id = t.project_id`,
    [id, ...names.map((name) => columns[name])],
  );
  if (!task) throw new Error('UPDATE … RETURNING gave no row');
  return task;
}

/** The task fields an event lists in `changedFields`, by what they are called in the schema. */
const TRACKED_FIELDS = [
  'title',
  'description',
  'status',
  'priority',
  'assigneeId',
  'dueDate',
  'rank',
] as const satisfies readonly (keyof TaskRow)[];

export function changedFields(before: TaskRow, after: TaskRow): string[] {
  return TRACKED_FIELDS.filter((field) => before[field] !== after[field]);
}

/** Where a moveTask places the card: between `afterId` (above) and `beforeId` (below), both optional. */
interface Placement {
  beforeId?: string | null;
  afterId?: string | null;
}

async function editTask(
  ctx: Context,
  viewer: UserRow,
  input: UpdateTaskInput,
  move?: Placement,
): Promise<TaskRow> {
  return runChange(ctx, viewer, async ({ tx, log, notify, tell }) => {
    const { task } = await taskFor(tx, viewer, input.id, 'editTasks', true);
    const errors: FieldErrors = validateTask({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
    });
    const assignee = await assigneeError(tx, task.projectId, input.assigneeId);
    if (assignee) errors['assigneeId'] = assignee;
    const description = await storedDescription(
      tx,
      task.projectId,
      input.description,
      task.description,
      errors,
    );
    if (input.priority === null) errors['priority'] = 'Priority is required';
    if (input.status === null) errors['status'] = 'Status is required';
    if (hasErrors(errors)) throw badUserInput(errors);
    if (input.expectedVersion !== task.version) throw conflict(taskKey(task), task.version);
    // moveTask to the task's own status is a reorder within its column, not a move.
    const statusChanges = input.status != null && input.status !== task.status;
    if (statusChanges && input.status != null && !canTransition(task.status, input.status)) {
      refuseMove(task, input.status);
    }
    const columns: Record<string, unknown> = {};
    if (input.title != null) columns['title'] = input.title.trim();
    if (description !== undefined) columns['description'] = description;
    if (input.status != null) columns['status'] = input.status;
    if (input.priority != null) columns['priority'] = input.priority;
    if (input.assigneeId !== undefined) columns['assignee_id'] = input.assigneeId;
    if (input.dueDate !== undefined) columns['due_date'] = input.dueDate;
    const status = input.status ?? task.status;
    if (move || statusChanges) {
      // Ranks are computed under the project row's lock (after the task row's: the order every writer takes).
      await lockProject(tx, task.projectId);
      columns['rank'] = move
        ? await placeRank(tx, task.projectId, task.id, status, move.beforeId, move.afterId)
        : await topRank(tx, task.projectId, status, task.id);
    }
    const after = await writeTask(tx, task.id, columns);
    const kind: BoardEventKind = statusChanges ? 'TASK_MOVED' : move ? 'TASK_REORDERED' : 'TASK_UPDATED';
    const events = await log(after.projectId, [
      {
        kind,
        projectId: after.projectId,
        projectKey: after.projectKey,
        task: after,
        // A placement sets the rank even when the key happens to equal the old one (the top of an empty column).
        changedFields: changedFields(task, { ...after, rank: 'rank' in columns ? '' : after.rank }),
      },
    ]);
    await notify(after, taskRecipients(task, after), { source: 'DESCRIPTION' });
    const at = events[0]?.at ?? after.updatedAt;
    tell(myTasksEvents([task.assigneeId, after.assigneeId], after, viewer, at));
    if (statusChanges) tell(await countsEvents(tx, after, viewer, at));
    return after;
  });
}

/**
 * A comment's body as it is stored: trimmed, typed mentions made tokens, then checked (its length counts the tokens,
 * as the client's counter does); BAD_USER_INPUT on `body` otherwise. `previous`: an edit's body before.
 */
async function storedComment(db: Db, projectId: string, body: string, previous = ''): Promise<string> {
  const sent = validateComment({ body });
  if (hasErrors(sent)) throw badUserInput(sent);
  const { stored, notMember } = await withMentions(db, projectId, body.trim(), previous);
  const invalid = validateComment({ body: stored }).body ?? notMember;
  if (invalid) throw badUserInput({ body: invalid });
  return stored;
}

type TaskMutations = Pick<
  Required<MutationResolvers>,
  | 'createTask'
  | 'updateTask'
  | 'moveTask'
  | 'deleteTask'
  | 'restoreTask'
  | 'addComment'
  | 'editComment'
  | 'deleteComment'
>;

export const taskMutations: TaskMutations = {
  createTask: async (_parent, { input }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log, notify, tell }) => {
      const project = await projectFor(tx, viewer, input.projectKey, 'editTasks');
      const errors: FieldErrors = validateTask(input);
      const status = input.status ?? 'BACKLOG';
      if (!errors['status'] && !canStartIn(status)) errors['status'] = BAD_START;
      const assignee = await assigneeError(tx, project.id, input.assigneeId);
      if (assignee) errors['assigneeId'] = assignee;
      const description = await storedDescription(tx, project.id, input.description ?? '', '', errors);
      if (hasErrors(errors)) throw badUserInput(errors);
      // Numbers only grow: the counter survives deleted tasks, and never falls behind numbers already taken.
      const [counter] = await tx.query<{ number: number }>(
        `UPDATE projects SET next_task_number = GREATEST(next_task_number,
            COALESCE((SELECT max(number) FROM tasks WHERE project_id = $1), 0) + 1) + 1
          WHERE id = $1 RETURNING next_task_number - 1 AS number`,
        [project.id],
      );
      if (!counter) throw new Error('the project row vanished');
      const id = randomUUID();
      // A new task goes to the top of its column (the project row is locked by the counter above).
      const rank = await topRank(tx, project.id, status);
      await tx.query(
        `INSERT INTO tasks (id, project_id, number, title, description, status, priority, assignee_id, due_date,
                            created_by, rank)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          project.id,
          counter.number,
          input.title.trim(),
          description ?? '',
          status,
          input.priority ?? 'MEDIUM',
          input.assigneeId ?? null,
          input.dueDate ?? null,
          viewer.id,
          rank,
        ],
      );
      const created = await taskById(tx, id);
      if (!created) throw new Error('the new task did not read back');
      await log(project.id, [
        { kind: 'TASK_CREATED', projectId: created.projectId, projectKey: created.projectKey, task: created },
      ]);
      await notify(created, taskRecipients(null, created), { source: 'DESCRIPTION' });
      tell(myTasksEvents([created.assigneeId], created, viewer, created.createdAt));
      tell(await countsEvents(tx, created, viewer, created.createdAt));
      return created;
    });
  },

  updateTask: async (_parent, { input }, ctx) => editTask(ctx, requireViewer(ctx), input),

  moveTask: async (_parent, { id, status, expectedVersion, beforeId, afterId }, ctx) =>
    editTask(ctx, requireViewer(ctx), { id, status, expectedVersion }, { beforeId, afterId }),

  deleteTask: async (_parent, { id }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log, tell }) => {
      const { task } = await taskFor(tx, viewer, id, 'deleteTask', true);
      // Kept as it was (search_vector is generated again on restore), and what is past the window goes now.
      await tx.query(`DELETE FROM deleted_tasks WHERE deleted_at < now() - make_interval(mins => $1)`, [
        RESTORE_WINDOW_MINUTES,
      ]);
      await tx.query(
        `INSERT INTO deleted_tasks (id, project_id, deleted_by, task, comments, label_ids)
         SELECT t.id, t.project_id, $2, to_jsonb(t) - 'search_vector',
                COALESCE((SELECT jsonb_agg(to_jsonb(c) - 'search_vector') FROM comments c WHERE c.task_id = t.id), '[]'),
                COALESCE((SELECT jsonb_agg(tl.label_id) FROM task_labels tl WHERE tl.task_id = t.id), '[]')
           FROM tasks t WHERE t.id = $1
         ON CONFLICT (id) DO UPDATE SET deleted_by = EXCLUDED.deleted_by, deleted_at = now(),
           task = EXCLUDED.task, comments = EXCLUDED.comments, label_ids = EXCLUDED.label_ids`,
        [task.id, viewer.id],
      );
      await tx.query('DELETE FROM tasks WHERE id = $1', [task.id]);
      const events = await log(task.projectId, [
        { kind: 'TASK_DELETED', projectId: task.projectId, projectKey: task.projectKey, deletedId: task.id },
      ]);
      const at = events[0]?.at ?? task.updatedAt;
      tell(myTasksEvents([task.assigneeId], task, viewer, at));
      tell(await countsEvents(tx, task, viewer, at));
      return task.id;
    });
  },

  restoreTask: async (_parent, { id }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log, tell }) => {
      const [kept] = await tx.query<{ projectId: string }>(
        `SELECT project_id AS "projectId" FROM deleted_tasks
          WHERE id = $1 AND deleted_at >= now() - make_interval(mins => $2) FOR UPDATE`,
        [id, RESTORE_WINDOW_MINUTES],
      );
      const member = kept ? await membership(tx, kept.projectId, viewer.id) : null;
      if (!kept || !member) throw notFound('Task not found');
      await lockProject(tx, kept.projectId);
      const [project] = await tx.query<{ key: string }>('SELECT key FROM projects WHERE id = $1', [
        kept.projectId,
      ]);
      requireRole(member.role, 'deleteTask', project?.key ?? '');
      // An assignee who has left the project meanwhile is not put back (as removeMember unassigns).
      await tx.query(
        `INSERT INTO tasks (${TASK_ROW_COLUMNS})
         SELECT r.id, r.project_id, r.number, r.title, r.description, r.status, r.priority,
                CASE WHEN EXISTS (SELECT 1 FROM memberships m WHERE m.project_id = r.project_id
                                     AND m.user_id = r.assignee_id) THEN r.assignee_id END,
                r.due_date, r.created_by, r.created_at, now(), r.version + 1, r.rank
           FROM deleted_tasks d, jsonb_populate_record(NULL::tasks, d.task) r WHERE d.id = $1`,
        [id],
      );
      await tx.query(
        `INSERT INTO comments (id, task_id, author_id, body, created_at, edited_at)
         SELECT r.id, r.task_id, r.author_id, r.body, r.created_at, r.edited_at
           FROM deleted_tasks d, jsonb_populate_recordset(NULL::comments, d.comments) r
          WHERE d.id = $1 AND EXISTS (SELECT 1 FROM users u WHERE u.id = r.author_id)`,
        [id],
      );
      // Its labels come back as far as the project still has them.
      await tx.query(
        `INSERT INTO task_labels (task_id, label_id)
         SELECT d.id, l.id FROM deleted_tasks d
          CROSS JOIN LATERAL jsonb_array_elements_text(d.label_ids) AS k(label_id)
           JOIN labels l ON l.id = k.label_id
          WHERE d.id = $1 AND l.project_id = d.project_id`,
        [id],
      );
      await tx.query('DELETE FROM deleted_tasks WHERE id = $1', [id]);
      const restored = await taskById(tx, id);
      if (!restored) throw new Error('the restored task did not read back');
      const events = await log(restored.projectId, [
        {
          kind: 'TASK_CREATED',
          projectId: restored.projectId,
          projectKey: restored.projectKey,
          task: restored,
        },
      ]);
      const at = events[0]?.at ?? restored.updatedAt;
      tell(myTasksEvents([restored.assigneeId], restored, viewer, at));
      tell(await countsEvents(tx, restored, viewer, at));
      return restored;
    });
  },

  addComment: async (_parent, { taskId, body }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log, notify }) => {
      const { task } = await taskFor(tx, viewer, taskId, 'comment');
      const stored = await storedComment(tx, task.projectId, body);
      const [comment] = await tx.query<CommentRow>(
        `INSERT INTO comments AS c (id, task_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING ${COMMENT_COLUMNS}`,
        [randomUUID(), task.id, viewer.id, stored],
      );
      if (!comment) throw new Error('INSERT … RETURNING gave no row');
      await log(task.projectId, [
        { kind: 'COMMENT_ADDED', projectId: task.projectId, projectKey: task.projectKey, task, comment },
      ]);
      await notify(
        task,
        [
          ...newlyMentioned(comment.body).map((userId) => ({ userId, kind: 'MENTIONED' as const })),
          ...(task.assigneeId ? [{ userId: task.assigneeId, kind: 'COMMENTED' as const }] : []),
          { userId: task.createdById, kind: 'COMMENTED' as const },
        ],
        { source: 'COMMENT', commentId: comment.id },
      );
      return comment;
    });
  },

  editComment: async (_parent, { id, body }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log, notify }) => {
      const { comment, task, role } = await commentFor(tx, viewer, id);
      requireRole(role, 'comment', task.projectKey);
      if (!canChangeComment(role, viewer.id, comment.authorId, 'edit')) {
        throw forbidden('Only its author can edit a comment');
      }
      const stored = await storedComment(tx, task.projectId, body, comment.body);
      const [edited] = await tx.query<CommentRow>(
        `UPDATE comments AS c SET body = $2, edited_at = now() WHERE id = $1 RETURNING ${COMMENT_COLUMNS}`,
        [comment.id, stored],
      );
      if (!edited) throw new Error('UPDATE … RETURNING gave no row');
      await log(task.projectId, [
        {
          kind: 'COMMENT_EDITED',
          projectId: task.projectId,
          projectKey: task.projectKey,
          task,
          comment: edited,
          changedFields: ['body'],
        },
      ]);
      // Only people the edit newly mentions hear of it: an edit is not a new comment.
      await notify(
        task,
        newlyMentioned(edited.body, comment.body).map((userId) => ({ userId, kind: 'MENTIONED' as const })),
        { source: 'COMMENT', commentId: edited.id },
      );
      return edited;
    });
  },

  deleteComment: async (_parent, { id }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log }) => {
      const { comment, task, role } = await commentFor(tx, viewer, id);
      if (!canChangeComment(role, viewer.id, comment.authorId, 'delete')) {
        requireRole(role, 'comment', task.projectKey);
        throw forbidden('Only its author or an admin can delete a comment');
      }
      await tx.query('DELETE FROM comments WHERE id = $1', [comment.id]);
      await log(task.projectId, [
        {
          kind: 'COMMENT_DELETED',
          projectId: task.projectId,
          projectKey: task.projectKey,
          task,
          deletedId: comment.id,
          taskId: task.id,
        },
      ]);
      return comment.id;
    });
  },
};
