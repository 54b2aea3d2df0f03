// Labels (docs/product.md §14): an ADMIN defines a project's labels, a MEMBER or ADMIN sets a task's. Checks in the order
// of task-mutations.ts: session, membership (NOT_FOUND), role (FORBIDDEN), input (VALIDATION), version (CONFLICT). Each
// is one change (run-change.ts). Lock order, as every writer's: the task row, then label rows, then the project row.
import { randomUUID } from 'node:crypto';
import type { MutationResolvers } from '../../generated/resolvers';
import type { Db } from '../db/types';
import type { LabelRow, ProjectRow, UserRow } from '../models';
import { hasErrors, LABEL_MESSAGES, labelTaken, LIMITS, validateLabel } from '../../src/lib/validation';
import { projectFor, requireRole, requireViewer, taskFor } from './access';
import { conflict, labelInvalid, notFound } from './errors';
import { isUniqueViolation } from './db-errors';
import { LABEL_COLUMNS, projectById, taskKey } from './rows';
import { lockProject } from '../events/log';
import { runChange } from './run-change';
import { writeTask } from './task-mutations';

const LABEL_NOT_FOUND = 'Label not found';

/**
 * The label and its project as an ADMIN of it sees them; `lock` holds the label row (`FOR NO KEY UPDATE` lets tasks
 * keep taking it meanwhile, `FOR UPDATE` waits for them).
 */
async function labelFor(
  db: Db,
  viewer: UserRow,
  id: string,
  lock: 'FOR UPDATE' | 'FOR NO KEY UPDATE',
): Promise<{ label: LabelRow; project: ProjectRow }> {
  const [label] = await db.query<LabelRow>(`SELECT ${LABEL_COLUMNS} FROM labels l WHERE l.id = $1 ${lock}`, [
    id,
  ]);
  const project = label ? await projectById(db, label.projectId, viewer.id) : null;
  if (!label || !project) throw notFound(LABEL_NOT_FOUND);
  requireRole(project.viewerRole, 'manageProject', project.key);
  return { label, project };
}

/** Whether another label of the project has this name, whatever its letter case (call under the project's lock). */
async function nameTaken(db: Db, projectId: string, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM labels WHERE project_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
    [projectId, name, exceptId],
  );
  return rows.length > 0;
}

/** Two admins naming labels alike at once: the unique index decides, and the later one hears what the first would. */
async function orTaken<T>(name: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw labelInvalid({ name: labelTaken(name) });
    throw error;
  }
}

type LabelMutations = Pick<
  Required<MutationResolvers>,
  'createLabel' | 'updateLabel' | 'deleteLabel' | 'setTaskLabels'
>;

export const labelMutations: LabelMutations = {
  createLabel: async (_parent, { projectKey, name, color }, ctx) => {
    const viewer = requireViewer(ctx);
    return orTaken(name, () =>
      runChange(ctx, viewer, async ({ tx, log }) => {
        const project = await projectFor(tx, viewer, projectKey, 'manageProject');
        const errors = validateLabel({ name });
        if (hasErrors(errors)) throw labelInvalid(errors);
        // Counted and compared under the project row's lock: two admins at once cannot pass 50 or name two alike.
        await lockProject(tx, project.id);
        if (await nameTaken(tx, project.id, name.trim(), null))
          throw labelInvalid({ name: labelTaken(name) });
        const [count] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM labels WHERE project_id = $1',
          [project.id],
        );
        if (Number(count?.n ?? 0) >= LIMITS.labelsPerProject) {
          throw labelInvalid({ name: LABEL_MESSAGES.tooManyLabels });
        }
        const [label] = await tx.query<LabelRow>(
          `INSERT INTO labels AS l (id, project_id, name, color) VALUES ($1, $2, $3, $4) RETURNING ${LABEL_COLUMNS}`,
          [randomUUID(), project.id, name.trim(), color],
        );
        if (!label) throw new Error('INSERT … RETURNING gave no row');
        await log(project.id, [
          { kind: 'LABEL_CREATED', projectId: project.id, projectKey: project.key, label },
        ]);
        return label;
      }),
    );
  },

  updateLabel: async (_parent, { id, name, color }, ctx) => {
    const viewer = requireViewer(ctx);
    return orTaken(name ?? '', () =>
      runChange(ctx, viewer, async ({ tx, log }) => {
        const { label, project } = await labelFor(tx, viewer, id, 'FOR NO KEY UPDATE');
        // Left out or null: not changed (a rename and a recolor are separate choices in the settings).
        const errors = name != null ? validateLabel({ name }) : {};
        if (hasErrors(errors)) throw labelInvalid(errors);
        const next = { name: name?.trim() ?? label.name, color: color ?? label.color };
        const changedFields = (['name', 'color'] as const).filter((field) => next[field] !== label[field]);
        if (changedFields.length === 0) return label;
        await lockProject(tx, project.id);
        if (next.name !== label.name && (await nameTaken(tx, project.id, next.name, label.id))) {
          throw labelInvalid({ name: labelTaken(next.name) });
        }
        const [updated] = await tx.query<LabelRow>(
          `UPDATE labels AS l SET name = $2, color = $3 WHERE id = $1 RETURNING ${LABEL_COLUMNS}`,
          [label.id, next.name, next.color],
        );
        if (!updated) throw new Error('UPDATE … RETURNING gave no row');
        await log(project.id, [
          {
            kind: 'LABEL_UPDATED',
            projectId: project.id,
            projectKey: project.key,
            label: updated,
            changedFields: [...changedFields],
          },
        ]);
        return updated;
      }),
    );
  },

  deleteLabel: async (_parent, { id }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log }) => {
      // FOR UPDATE waits for any setTaskLabels holding the label, so none can put it on a task after it is gone.
      const { label, project } = await labelFor(tx, viewer, id, 'FOR UPDATE');
      // Its task rows go with it (ON DELETE CASCADE); the tasks' versions stay, as no field of theirs was edited.
      await tx.query('DELETE FROM labels WHERE id = $1', [label.id]);
      await log(project.id, [
        { kind: 'LABEL_DELETED', projectId: project.id, projectKey: project.key, deletedId: label.id },
      ]);
      return label.id;
    });
  },

  setTaskLabels: async (_parent, { id, labelIds, expectedVersion }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx, log }) => {
      const { task } = await taskFor(tx, viewer, id, 'editTasks', true);
      const wanted = [...new Set(labelIds)];
      if (wanted.length > LIMITS.labelsPerTask)
        throw labelInvalid({ labelIds: LABEL_MESSAGES.tooManyOnTask });
      // FOR KEY SHARE: a label being deleted meanwhile is waited for, and then is not found.
      const found = await tx.query<{ id: string }>(
        'SELECT id FROM labels WHERE project_id = $1 AND id = ANY($2::text[]) FOR KEY SHARE',
        [task.projectId, wanted],
      );
      if (found.length !== wanted.length) throw notFound(LABEL_NOT_FOUND);
      const current = await tx.query<{ labelId: string }>(
        'SELECT label_id AS "labelId" FROM task_labels WHERE task_id = $1',
        [task.id],
      );
      // The labels it already carries: nothing to change, whichever version the caller saw.
      if (current.length === wanted.length && current.every((row) => wanted.includes(row.labelId)))
        return task;
      if (expectedVersion !== task.version) throw conflict(taskKey(task), task.version);
      await tx.query('DELETE FROM task_labels WHERE task_id = $1 AND NOT (label_id = ANY($2::text[]))', [
        task.id,
        wanted,
      ]);
      await tx.query(
        `INSERT INTO task_labels (task_id, label_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
        [task.id, wanted],
      );
      const after = await writeTask(tx, task.id, {});
      await log(after.projectId, [
        {
          kind: 'TASK_UPDATED',
          projectId: after.projectId,
          projectKey: after.projectKey,
          task: after,
          changedFields: ['labels'],
        },
      ]);
      return after;
    });
  },
};
