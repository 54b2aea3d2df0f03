// Field resolvers of the object types. Related rows come through the per-request loaders, one query per level.
import type {
  BoardEventResolvers,
  CommentResolvers,
  MemberResolvers,
  ProjectResolvers,
  TaskResolvers,
} from '../../generated/resolvers';
import type { CommentRow, MemberRow, UserRow } from '../models';
import type { Context } from '../context';
import { ROLES, TASK_STATUSES, allowedTransitions } from '../../src/lib/validation';
import { notFound } from './errors';
import { loaders, tasksOf } from './loaders';
import { COMMENT_COLUMNS, MEMBER_COLUMNS, taskKey } from './rows';

async function user(ctx: Context, id: string): Promise<UserRow> {
  const found = await loaders(ctx).user.load(id);
  if (!found) throw notFound('User not found');
  return found;
}

export const Project: ProjectResolvers = {
  members: (project, _args, ctx) =>
    ctx.db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.project_id = $1
        ORDER BY array_position($2::text[], m.role) DESC, lower(u.name), u.id`,
      [project.id, ROLES],
    ),
  tasks: (project, { filter, first, after }, ctx) => tasksOf(ctx, project.id, filter, first, after),
  taskCounts: async (project, _args, ctx) => {
    const counts = await loaders(ctx).taskCounts.load(project.id);
    return TASK_STATUSES.map((status) => ({ status, count: counts?.get(status) ?? 0 }));
  },
};

export const Member: MemberResolvers = {
  id: (member) => `${member.projectId}:${member.userId}`,
  user: (member, _args, ctx) => user(ctx, member.userId),
};

export const Task: TaskResolvers = {
  project: async (task, _args, ctx) => {
    const project = await loaders(ctx).project.load(task.projectId);
    if (!project) throw notFound(`Project ${task.projectKey} not found`);
    return project;
  },
  key: (task) => taskKey(task),
  assignee: (task, _args, ctx) => (task.assigneeId ? user(ctx, task.assigneeId) : null),
  createdBy: (task, _args, ctx) => user(ctx, task.createdById),
  allowedTransitions: (task) => [...allowedTransitions(task.status)],
  comments: (task, _args, ctx) =>
    ctx.db.query<CommentRow>(
      `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.task_id = $1 ORDER BY c.created_at, c.id`,
      [task.id],
    ),
  commentCount: async (task, _args, ctx) => (await loaders(ctx).commentCount.load(task.id)) ?? 0,
};

export const Comment: CommentResolvers = {
  task: async (comment, _args, ctx) => {
    const task = await loaders(ctx).task.load(comment.taskId);
    if (!task) throw notFound('Task not found');
    return task;
  },
  author: (comment, _args, ctx) => user(ctx, comment.authorId),
};

// Every field of a board event is on its payload already; listed so the type map stays complete.
export const BoardEvent: BoardEventResolvers = {};
