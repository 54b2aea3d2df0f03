// Field resolvers of the object types. Related rows come through the per-request loaders, one query per level.
import type {
  ActivityResolvers,
  BoardEventResolvers,
  CommentResolvers,
  MemberResolvers,
  ProjectResolvers,
  TaskResolvers,
  ViewerEventResolvers,
} from '../../generated/resolvers';
import type { CommentRow, LabelRow, MemberRow, ProjectRow, UserRow } from '../models';
import { activityPage } from '../events/activity';
import type { Context } from '../context';
import { ROLES, TASK_STATUSES, allowedTransitions } from '../../src/lib/validation';
import { notFound } from './errors';
import { loaders, tasksOf } from './loaders';
import { COMMENT_COLUMNS, MEMBER_COLUMNS, taskKey } from './rows';
import { mentionedUsers } from './mentions';
import { onTask } from './user-email';
import { openInvites } from './invites';
import { plainText } from '../team/plain-text';

// What an event's rows load (users, comment counts) is loaded once for all the board's subscribers, not once each.
// Keyed by the row object, so it lives and dies with the event; viewer-dependent fields are not shared.
const sharedLoads = new WeakMap<object, Map<string, Promise<unknown>>>();

function sharedLoad<T>(row: object, field: string, load: () => Promise<T>): Promise<T> {
  let fields = sharedLoads.get(row);
  if (!fields) {
    fields = new Map();
    sharedLoads.set(row, fields);
  }
  let loading = fields.get(field) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    fields.set(field, loading);
  }
  return loading;
}

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
  // `seq` is read with the project row, before its tasks, counts or members: the later reads then show at least the
  // changes up to it (extra ones are replayed on resume and merge idempotently), never claim one they lack.
  seq: (project) => project.seq,
  invites: (project, _args, ctx) => openInvites(project, ctx),
  labels: async (project, _args, ctx) => (await loaders(ctx).projectLabels.load(project.id)) ?? [],
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
  assignee: (task, _args, ctx) =>
    task.assigneeId ? sharedLoad(task, 'assignee', () => user(ctx, task.assigneeId!)) : null,
  createdBy: (task, _args, ctx) =>
    sharedLoad(task, 'createdBy', async () => onTask(await user(ctx, task.createdById), task.id)),
  allowedTransitions: (task) => [...allowedTransitions(task.status)],
  descriptionText: (task) => plainText(task.description),
  mentions: (task, _args, ctx) =>
    sharedLoad(task, 'mentions', async () =>
      (await mentionedUsers(ctx, task.description)).map((mentioned) => onTask(mentioned, task.id)),
    ),
  comments: (task, _args, ctx) =>
    ctx.db.query<CommentRow>(
      `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.task_id = $1 ORDER BY c.created_at, c.id`,
      [task.id],
    ),
  commentCount: (task, _args, ctx) =>
    sharedLoad(task, 'commentCount', async () => (await loaders(ctx).commentCount.load(task.id)) ?? 0),
  rank: (task) => task.rank,
  // The labels as they are when read: one deleted since the row was read (an event's) is not handed out with it.
  labels: (task, _args, ctx) =>
    sharedLoad(task, 'labels', async () => {
      const labels = await Promise.all(task.labelIds.map((id) => loaders(ctx).label.load(id)));
      return labels.filter((label): label is LabelRow => label !== undefined);
    }),
  activity: (task, { first, after }, ctx) => activityPage(ctx.db, task.id, first, after),
};

export const Activity: ActivityResolvers = {
  id: (activity) => `${activity.projectId}:${activity.seq}`,
  comment: (activity) => activity.comment,
  mentions: async (activity, _args, ctx) => {
    const taskId = activity.comment?.taskId;
    if (!taskId) return [];
    const users = await Promise.all(activity.mentionIds.map((id) => loaders(ctx).user.load(id)));
    return users.filter((user): user is UserRow => user != null).map((user) => onTask(user, taskId));
  },
};

/** The project as the viewer sees it now (their role, its current seq), or null when they are not a member. */
async function viewersProject(ctx: Context, projectId: string): Promise<ProjectRow | null> {
  return (await loaders(ctx).project.load(projectId)) ?? null;
}

export const Comment: CommentResolvers = {
  task: async (comment, _args, ctx) => {
    const task = await loaders(ctx).task.load(comment.taskId);
    if (!task) throw notFound('Task not found');
    return task;
  },
  author: (comment, _args, ctx) =>
    sharedLoad(comment, 'author', async () => onTask(await user(ctx, comment.authorId), comment.taskId)),
  mentions: (comment, _args, ctx) =>
    sharedLoad(comment, 'mentions', async () =>
      (await mentionedUsers(ctx, comment.body)).map((mentioned) => onTask(mentioned, comment.taskId)),
    ),
};

// Every field of a board event comes from its payload (a snapshot as committed, so a replayed event says what
// happened then); only the project needs the viewer's role, and carries the event's own name, description and seq.
export const BoardEvent: BoardEventResolvers = {
  project: async (event, _args, ctx) => {
    if (!event.project) return null;
    const current = await viewersProject(ctx, event.project.id);
    return current && { ...current, ...event.project, seq: event.seq };
  },
};

// From the payload alone: the project as the change left it, with the viewer's role then and the seq it reflects,
// so an event reads the same however late it is delivered (even after a later removal).
export const ViewerEvent: ViewerEventResolvers = {
  project: (event) =>
    event.project && event.role ? { ...event.project, viewerRole: event.role, seq: event.seq } : null,
  role: (event) => event.role,
};
