// Tasks and comments. Checks run in a fixed order: session, membership (NOT_FOUND), role (FORBIDDEN), input
// (BAD_USER_INPUT), version (CONFLICT), workflow (INVALID_TRANSITION). Events go out after the commit.
import { randomUUID } from 'node:crypto';
import type { MutationResolvers, UpdateTaskInput } from '../../generated/resolvers';
import type { Context } from '../context';
import type { Db } from '../db/types';
import type { CommentRow, TaskRow, UserRow } from '../models';
import {
  allowedTransitions,
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
import { badUserInput, conflict, forbidden, invalidTransition } from './errors';
import { COMMENT_COLUMNS, TASK_COLUMNS, membership, taskById, taskKey } from './rows';
import { publish } from './events';

const NOT_A_MEMBER = 'The assignee must be a member of this project';
const BAD_START = 'New tasks start in Backlog or To do';

async function assigneeError(
  db: Db,
  projectId: string,
  assigneeId: string | null | undefined,
): Promise<string | undefined> {
  if (assigneeId == null) return undefined;
  return (await membership(db, projectId, assigneeId)) ? undefined : NOT_A_MEMBER;
}

function refuseMove(task: TaskRow, to: TaskStatus): never {
  throw invalidTransition(transitionRefusal(taskKey(task), task.status, to), allowedTransitions(task.status));
}

/** Writes the given columns, raises the version and reads the task back, all on `tx`. */
async function writeTask(tx: Db, id: string, columns: Record<string, unknown>): Promise<TaskRow> {
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

async function editTask(
  ctx: Context,
  viewer: UserRow,
  input: UpdateTaskInput,
  moveOnly: boolean,
): Promise<TaskRow> {
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const { task } = await taskFor(tx, viewer, input.id, 'editTasks', true);
    const errors: FieldErrors = validateTask({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
    });
    const assignee = await assigneeError(tx, task.projectId, input.assigneeId);
    if (assignee) errors['assigneeId'] = assignee;
    if (input.priority === null) errors['priority'] = 'Priority is required';
    if (input.status === null) errors['status'] = 'Status is required';
    if (hasErrors(errors)) throw badUserInput(errors);
    if (input.expectedVersion !== task.version) throw conflict(taskKey(task), task.version);
    if (
      input.status != null &&
      (moveOnly || input.status !== task.status) &&
      !canTransition(task.status, input.status)
    ) {
      refuseMove(task, input.status);
    }
    const columns: Record<string, unknown> = {};
    if (input.title != null) columns['title'] = input.title.trim();
    if (input.description !== undefined) columns['description'] = input.description ?? '';
    if (input.status != null) columns['status'] = input.status;
    if (input.priority != null) columns['priority'] = input.priority;
    if (input.assigneeId !== undefined) columns['assignee_id'] = input.assigneeId;
    if (input.dueDate !== undefined) columns['due_date'] = input.dueDate;
    return { before: task, after: await writeTask(tx, task.id, columns) };
  });
  publish(ctx, viewer, {
    kind: after.status !== before.status ? 'TASK_MOVED' : 'TASK_UPDATED',
    projectId: after.projectId,
    projectKey: after.projectKey,
    task: after,
  });
  return after;
}

type TaskMutations = Pick<
  Required<MutationResolvers>,
  'createTask' | 'updateTask' | 'moveTask' | 'deleteTask' | 'addComment' | 'editComment' | 'deleteComment'
>;

export const taskMutations: TaskMutations = {
  createTask: async (_parent, { input }, ctx) => {
    const viewer = requireViewer(ctx);
    const task = await ctx.db.transaction(async (tx) => {
      const project = await projectFor(tx, viewer, input.projectKey, 'editTasks');
      const errors: FieldErrors = validateTask(input);
      const status = input.status ?? 'BACKLOG';
      if (!errors['status'] && !canStartIn(status)) errors['status'] = BAD_START;
      const assignee = await assigneeError(tx, project.id, input.assigneeId);
      if (assignee) errors['assigneeId'] = assignee;
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
      await tx.query(
        `INSERT INTO tasks (id, project_id, number, title, description, status, priority, assignee_id, due_date, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          project.id,
          counter.number,
          input.title.trim(),
          input.description ?? '',
          status,
          input.priority ?? 'MEDIUM',
          input.assigneeId ?? null,
          input.dueDate ?? null,
          viewer.id,
        ],
      );
      const created = await taskById(tx, id);
      if (!created) throw new Error('the new task did not read back');
      return created;
    });
    publish(ctx, viewer, {
      kind: 'TASK_CREATED',
      projectId: task.projectId,
      projectKey: task.projectKey,
      task,
    });
    return task;
  },

  updateTask: async (_parent, { input }, ctx) => editTask(ctx, requireViewer(ctx), input, false),

  moveTask: async (_parent, { id, status, expectedVersion }, ctx) =>
    editTask(ctx, requireViewer(ctx), { id, status, expectedVersion }, true),

  deleteTask: async (_parent, { id }, ctx) => {
    const viewer = requireViewer(ctx);
    const task = await ctx.db.transaction(async (tx) => {
      const { task } = await taskFor(tx, viewer, id, 'deleteTask', true);
      await tx.query('DELETE FROM tasks WHERE id = $1', [task.id]);
      return task;
    });
    publish(ctx, viewer, {
      kind: 'TASK_DELETED',
      projectId: task.projectId,
      projectKey: task.projectKey,
      deletedId: task.id,
    });
    return task.id;
  },

  addComment: async (_parent, { taskId, body }, ctx) => {
    const viewer = requireViewer(ctx);
    const { task, comment } = await ctx.db.transaction(async (tx) => {
      const { task } = await taskFor(tx, viewer, taskId, 'comment');
      const errors = validateComment({ body });
      if (hasErrors(errors)) throw badUserInput(errors);
      const [comment] = await tx.query<CommentRow>(
        `INSERT INTO comments AS c (id, task_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING ${COMMENT_COLUMNS}`,
        [randomUUID(), task.id, viewer.id, body.trim()],
      );
      if (!comment) throw new Error('INSERT … RETURNING gave no row');
      return { task, comment };
    });
    publish(ctx, viewer, {
      kind: 'COMMENT_ADDED',
      projectId: task.projectId,
      projectKey: task.projectKey,
      task,
      comment,
    });
    return comment;
  },

  editComment: async (_parent, { id, body }, ctx) => {
    const viewer = requireViewer(ctx);
    const { task, comment } = await ctx.db.transaction(async (tx) => {
      const { comment, task, role } = await commentFor(tx, viewer, id);
      requireRole(role, 'comment', task.projectKey);
      if (!canChangeComment(role, viewer.id, comment.authorId, 'edit')) {
        throw forbidden('Only its author can edit a comment');
      }
      const errors = validateComment({ body });
      if (hasErrors(errors)) throw badUserInput(errors);
      const [edited] = await tx.query<CommentRow>(
        `UPDATE comments AS c SET body = $2, edited_at = now() WHERE id = $1 RETURNING ${COMMENT_COLUMNS}`,
        [comment.id, body.trim()],
      );
      if (!edited) throw new Error('UPDATE … RETURNING gave no row');
      return { task, comment: edited };
    });
    publish(ctx, viewer, {
      kind: 'COMMENT_EDITED',
      projectId: task.projectId,
      projectKey: task.projectKey,
      task,
      comment,
    });
    return comment;
  },

  deleteComment: async (_parent, { id }, ctx) => {
    const viewer = requireViewer(ctx);
    const { task, comment } = await ctx.db.transaction(async (tx) => {
      const { comment, task, role } = await commentFor(tx, viewer, id);
      if (!canChangeComment(role, viewer.id, comment.authorId, 'delete')) {
        requireRole(role, 'comment', task.projectKey);
        throw forbidden('Only its author or an admin can delete a comment');
      }
      await tx.query('DELETE FROM comments WHERE id = $1', [comment.id]);
      return { task, comment };
    });
    publish(ctx, viewer, {
      kind: 'COMMENT_DELETED',
      projectId: task.projectId,
      projectKey: task.projectKey,
      task,
      deletedId: comment.id,
      taskId: task.id,
    });
    return comment.id;
  },
};
