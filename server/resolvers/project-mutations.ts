// Projects and their members. A project always keeps an ADMIN: demoting or removing the last one is refused as
// BAD_USER_INPUT on `userId` (the request is allowed for the role; the choice of member is what cannot be).
import { randomUUID } from 'node:crypto';
import type { MutationResolvers, Role, ViewerEventKind } from '../../generated/resolvers';
import type { MemberRow, ProjectRow, ProjectSnapshot, TaskRow, UserRow } from '../models';
import type { Db } from '../db/types';
import { emailError, hasErrors, normalizeEmail, validateProject } from '../../src/lib/validation';
import { projectFor, requireViewer } from './access';
import { badUserInput, notFound, projectArchived } from './errors';
import { MEMBER_COLUMNS, TASK_COLUMNS, membership, projectById } from './rows';
import { isUniqueViolation } from './db-errors';
import { projectSnapshot as snapshot, viewerEvent, type BoardChange } from './events';
import { myTasksEvents } from '../team/notifications';
import { runChange, type Change } from './run-change';

export const LAST_ADMIN = 'A project must keep at least one admin';

const keyTaken = (key: string) => badUserInput({ key: `Key ${key} is already taken` });

async function adminCount(db: Db, projectId: string): Promise<number> {
  // Locks the project's admin rows so two demotions at once cannot both see "another admin is left".
  const rows = await db.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM memberships WHERE project_id = $1 AND role = 'ADMIN' FOR UPDATE`,
    [projectId],
  );
  return rows.length;
}

/** Logs `changes` on the board and tells `userId` through their viewerEvents at the same seq, so both views agree. */
export async function logMembership(
  { log, tell, actor }: Change,
  project: ProjectSnapshot,
  changes: BoardChange[],
  kind: ViewerEventKind,
  userId: string,
  role: Role | null,
) {
  const events = await log(project.id, changes);
  const last = events.at(-1)!;
  tell([viewerEvent(kind, userId, snapshot(project), role, actor, last.at, last.seq)]);
  return last;
}

type ProjectMutations = Pick<
  Required<MutationResolvers>,
  'createProject' | 'updateProject' | 'addMember' | 'changeMemberRole' | 'removeMember' | 'leaveProject'
>;

export const projectMutations: ProjectMutations = {
  createProject: async (_parent, { input }, ctx) => {
    const viewer = requireViewer(ctx);
    const description = input.description ?? '';
    const errors = validateProject({ key: input.key, name: input.name, description });
    if (hasErrors(errors)) throw badUserInput(errors);
    const id = randomUUID();
    try {
      return await runChange(ctx, viewer, async ({ tx, tell }) => {
        const taken = await tx.query('SELECT 1 FROM projects WHERE key = $1', [input.key]);
        if (taken.length > 0) throw keyTaken(input.key);
        await tx.query('INSERT INTO projects (id, key, name, description) VALUES ($1, $2, $3, $4)', [
          id,
          input.key,
          input.name.trim(),
          description,
        ]);
        await tx.query(`INSERT INTO memberships (project_id, user_id, role) VALUES ($1, $2, 'ADMIN')`, [
          id,
          viewer.id,
        ]);
        const project = await projectById(tx, id, viewer.id);
        if (!project) throw new Error('the new project did not read back');
        // A new project starts its log at seq 0; the creator's other tabs list it through viewerEvents.
        tell([
          viewerEvent(
            'MEMBERSHIP_ADDED',
            viewer.id,
            snapshot(project),
            'ADMIN',
            viewer,
            project.createdAt,
            0,
          ),
        ]);
        return project;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw keyTaken(input.key);
      throw error;
    }
  },

  updateProject: async (_parent, { input }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log, tell }) => {
      const project = await projectFor(tx, viewer, input.key, 'manageProject');
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description ?? '' } : {}),
      };
      const errors = validateProject(changes);
      if (hasErrors(errors)) throw badUserInput(errors);
      await tx.query(
        `UPDATE projects SET name = COALESCE($2, name), description = COALESCE($3, description) WHERE id = $1`,
        [project.id, changes.name?.trim() ?? null, changes.description ?? null],
      );
      const events = await log(project.id, [
        {
          kind: 'PROJECT_UPDATED',
          projectId: project.id,
          projectKey: project.key,
          changedFields: Object.keys(changes),
          project: snapshot({
            ...project,
            name: changes.name?.trim() ?? project.name,
            description: changes.description ?? project.description,
          }),
        },
      ]);
      // Read after the event so that its seq is the one the answer reflects.
      const updated = await projectById(tx, project.id, viewer.id);
      if (!updated) throw new Error('the project did not read back');
      const members = await tx.query<{ userId: string; role: Role }>(
        'SELECT user_id AS "userId", role FROM memberships WHERE project_id = $1',
        [project.id],
      );
      const [event] = events;
      if (!event) throw new Error('the event was not written');
      tell(
        members.map(({ userId, role }) =>
          viewerEvent('PROJECT_UPDATED', userId, snapshot(updated), role, viewer, event.at, event.seq),
        ),
      );
      return updated;
    });
  },

  addMember: async (_parent, { projectKey, email, role }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async (change) => {
      const { tx } = change;
      const project = await projectFor(tx, viewer, projectKey, 'manageMembers');
      const invalid = emailError(email);
      if (invalid) throw badUserInput({ email: invalid });
      const [user] = await tx.query<UserRow>('SELECT id FROM users WHERE email = $1', [
        normalizeEmail(email),
      ]);
      if (!user) throw badUserInput({ email: 'No account uses this email; ask them to sign up first' });
      if (await membership(tx, project.id, user.id)) {
        throw badUserInput({ email: `Already a member of ${project.key}` });
      }
      // Leaving is a choice an admin cannot undo: only the person, by accepting an invite link, comes back.
      const [left] = await tx.query('SELECT 1 FROM departures WHERE project_id = $1 AND user_id = $2', [
        project.id,
        user.id,
      ]);
      if (left) throw badUserInput({ email: leftProject(project.key) });
      const [member] = await tx.query<MemberRow>(
        `INSERT INTO memberships AS m (project_id, user_id, role) VALUES ($1, $2, $3) RETURNING ${MEMBER_COLUMNS}`,
        [project.id, user.id, role],
      );
      if (!member) throw new Error('INSERT … RETURNING gave no row');
      await logMembership(
        change,
        project,
        [{ kind: 'MEMBER_ADDED', projectId: project.id, projectKey: project.key, member }],
        'MEMBERSHIP_ADDED',
        member.userId,
        member.role,
      );
      return member;
    });
  },

  changeMemberRole: async (_parent, { projectKey, userId, role }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async (change) => {
      const { tx } = change;
      const project = await projectFor(tx, viewer, projectKey, 'manageMembers');
      const current = await membership(tx, project.id, userId);
      if (!current) throw notFound('Member not found');
      if (current.role === 'ADMIN' && role !== 'ADMIN' && (await adminCount(tx, project.id)) <= 1) {
        throw badUserInput({ userId: LAST_ADMIN });
      }
      const [member] = await tx.query<MemberRow>(
        `UPDATE memberships AS m SET role = $3 WHERE project_id = $1 AND user_id = $2 RETURNING ${MEMBER_COLUMNS}`,
        [project.id, userId, role],
      );
      if (!member) throw new Error('UPDATE … RETURNING gave no row');
      const changed = {
        kind: 'MEMBER_ROLE_CHANGED' as const,
        projectId: project.id,
        projectKey: project.key,
        member,
        changedFields: current.role === member.role ? [] : ['role'],
      };
      await logMembership(change, project, [changed], 'ROLE_CHANGED', member.userId, member.role);
      return member;
    });
  },

  removeMember: async (_parent, { projectKey, userId }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async (change) => {
      const project = await projectFor(change.tx, viewer, projectKey, 'manageMembers');
      const current = await membership(change.tx, project.id, userId);
      if (!current) throw notFound('Member not found');
      if (current.role === 'ADMIN' && (await adminCount(change.tx, project.id)) <= 1) {
        throw badUserInput({ userId: LAST_ADMIN });
      }
      // The database lets a membership end in an archived project (for leaving); removing someone is a change.
      if (project.archivedAt) throw projectArchived(project.key);
      if (!(await endMembership(change, project, userId))) throw notFound('Member not found');
      return true;
    });
  },

  leaveProject: async (_parent, { projectKey }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async (change) => {
      // Any member may leave: the project as they see it, whatever their role.
      const project = await projectFor(change.tx, viewer, projectKey);
      if (project.viewerRole === 'ADMIN' && (await adminCount(change.tx, project.id)) <= 1) {
        throw badUserInput({ projectKey: lastAdminLeaving(project.key) });
      }
      // Ended meanwhile by the same request sent again: they are no longer in it.
      if (!(await endMembership(change, project, viewer.id)))
        throw notFound(`Project ${project.key} not found`);
      await change.tx.query(
        `INSERT INTO departures (project_id, user_id) VALUES ($1, $2)
         ON CONFLICT (project_id, user_id) DO UPDATE SET left_at = now()`,
        [project.id, viewer.id],
      );
      return true;
    });
  },
};

/** Why addMember refuses someone who left: they come back only by accepting an invite link. */
export const leftProject = (key: string) =>
  `This person left ${key}; they can come back through an invite link, not by being added`;

/** What the last ADMIN hears on leaving: the project would be left without one. */
export const lastAdminLeaving = (key: string) =>
  `You are the only admin of ${key}: make another member an admin before you leave`;

/**
 * Ends `userId`'s membership: their items about the project go, their tasks are unassigned (a change like any other),
 * the board hears MEMBER_REMOVED, and they hear MEMBERSHIP_REMOVED (and MY_TASKS_CHANGED when tasks were theirs).
 * False, having done nothing, when it had already ended: the DELETE decides, as two transactions that both read the
 * membership wait for each other there, and on PostgreSQL the second then finds it gone (a leave sent a thousand times
 * at once left five times).
 */
async function endMembership(change: Change, project: ProjectRow, userId: string): Promise<boolean> {
  const { tx } = change;
  const ended = await tx.query('DELETE FROM memberships WHERE project_id = $1 AND user_id = $2 RETURNING 1', [
    project.id,
    userId,
  ]);
  if (ended.length === 0) return false;
  // Their inbox items about this project go with the membership (docs/product.md §13).
  await tx.query('DELETE FROM notifications WHERE project_id = $1 AND user_id = $2', [project.id, userId]);
  const unassigned = await tx.query<TaskRow>(
    `WITH changed AS (
       UPDATE tasks SET assignee_id = NULL, version = version + 1, updated_at = now()
        WHERE project_id = $1 AND assignee_id = $2 RETURNING *)
     SELECT ${TASK_COLUMNS} FROM changed t JOIN projects p ON p.id = t.project_id ORDER BY t.number`,
    [project.id, userId],
  );
  const changes: BoardChange[] = [
    ...unassigned.map((task) => ({
      kind: 'TASK_UPDATED' as const,
      projectId: project.id,
      projectKey: project.key,
      task,
      changedFields: ['assigneeId'],
    })),
    {
      kind: 'MEMBER_REMOVED',
      projectId: project.id,
      projectKey: project.key,
      deletedId: `${project.id}:${userId}`,
      userId,
    },
  ];
  const last = await logMembership(change, project, changes, 'MEMBERSHIP_REMOVED', userId, null);
  if (unassigned.length > 0) {
    const place = { projectId: project.id, projectKey: project.key };
    change.tell(myTasksEvents([userId], place, change.actor, last.at));
  }
  // The MEMBER_REMOVED event in the log ends the stream too (server/events/stream.ts); this only rings sooner.
  change.afterCommit((pubsub) => pubsub.publish('membership-ended', project.id, { userId }));
  return true;
}
