// Archiving a project (ADMIN only): it leaves the projects list unless `includeArchived`, and keeps all its data.
import type { MutationResolvers, ProjectResolvers, QueryResolvers } from '../../generated/resolvers';
import type { ProjectRow } from '../models';
import type { Db } from '../db/types';
import type { Context } from '../context';
import { projectSnapshot } from './events';
import { runChange } from './run-change';
import { lockProject } from '../events/log';
import { changedSince } from './errors';
import { projectFor, requireViewer } from './access';
import { PROJECT_COLUMNS, projectById } from './rows';

/** A project row that may already carry its archive date (the `projects` list selects it). */
type ArchivableRow = ProjectRow & { archivedAt?: string | null };

/**
 * Archives or unarchives the project and tells its open screens at once; doing what is already done writes no event.
 */
async function setArchived(
  ctx: Context,
  key: string,
  archived: boolean,
  unlessChangedAfter: number | null | undefined,
): Promise<ArchivableRow> {
  const viewer = requireViewer(ctx);
  return runChange(ctx, viewer, async ({ tx, log }) => {
    const found = await projectFor(tx, viewer, key, 'manageProject');
    if (unlessChangedAfter != null) {
      // Under the project row's lock, so no archive, unarchive or rename lands between this check and the change.
      await lockProject(tx, found.id);
      const who = await changedSinceBy(tx, found.id, viewer.id, unlessChangedAfter);
      if (who !== null) throw changedSince(who);
    }
    // COALESCE: archiving twice keeps the first date.
    const [row] = await tx.query<{ before: string | null; after: string | null }>(
      `UPDATE projects p SET archived_at = ${archived ? 'COALESCE(p.archived_at, now())' : 'NULL'}
         FROM projects old WHERE p.id = $1 AND old.id = p.id
       RETURNING old.archived_at AS before, p.archived_at AS after`,
      [found.id],
    );
    if (!row) throw new Error('the project vanished');
    const changed = (row.before === null) !== (row.after === null);
    if (changed) {
      await log(found.id, [
        {
          kind: archived ? 'PROJECT_ARCHIVED' : 'PROJECT_UNARCHIVED',
          projectId: found.id,
          projectKey: found.key,
          project: { ...projectSnapshot(found), archivedAt: row.after },
        },
      ]);
    }
    // Read after the event so that its seq is the one the answer reflects.
    const project = await readBack(tx, found.id, viewer.id);
    return { ...project, archivedAt: row.after };
  });
}

/**
 * Who else archived, unarchived or changed the project's settings after `seq`, or null; pruned events read "someone".
 */
async function changedSinceBy(
  tx: Db,
  projectId: string,
  viewerId: string,
  seq: number,
): Promise<string | null> {
  const [row] = await tx.query<{ pruned: boolean; name: string | null }>(
    `SELECT p.pruned_seq > $3 AS pruned,
            (SELECT u.name FROM project_events e JOIN users u ON u.id = e.actor_id
              WHERE e.project_id = p.id AND e.seq > $3 AND e.actor_id <> $2
                AND e.kind IN ('PROJECT_ARCHIVED', 'PROJECT_UNARCHIVED', 'PROJECT_UPDATED')
              ORDER BY e.seq DESC LIMIT 1) AS name
       FROM projects p WHERE p.id = $1`,
    [projectId, viewerId, seq],
  );
  if (row?.name) return row.name;
  return row?.pruned ? 'someone' : null;
}

async function readBack(db: Db, id: string, viewerId: string): Promise<ProjectRow> {
  const project = await projectById(db, id, viewerId);
  if (!project) throw new Error('the project did not read back');
  return project;
}

export const archiveMutations: Pick<Required<MutationResolvers>, 'archiveProject' | 'restoreProject'> = {
  archiveProject: (_parent, { key, unlessChangedAfter }, ctx) =>
    setArchived(ctx, key, true, unlessChangedAfter),
  restoreProject: (_parent, { key, unlessChangedAfter }, ctx) =>
    setArchived(ctx, key, false, unlessChangedAfter),
};

export const archiveQuery: Pick<Required<QueryResolvers>, 'projects'> = {
  projects: async (_parent, { includeArchived }, ctx) => {
    const viewer = requireViewer(ctx);
    return ctx.db.query<ArchivableRow>(
      `SELECT ${PROJECT_COLUMNS}
         FROM projects p JOIN memberships m ON m.project_id = p.id AND m.user_id = $1
        WHERE $2::boolean OR p.archived_at IS NULL
        ORDER BY lower(p.name), p.key`,
      [viewer.id, includeArchived === true],
    );
  },
};

export const archiveFields: Pick<ProjectResolvers, 'archivedAt'> = {
  // Every project row carries its date (PROJECT_COLUMNS); a row made elsewhere without it is read here.
  archivedAt: async (project, _args, ctx) => {
    const row = project as ArchivableRow;
    if (row.archivedAt !== undefined) return row.archivedAt;
    const rows = await ctx.db.query<{ archivedAt: string | null }>(
      'SELECT archived_at AS "archivedAt" FROM projects WHERE id = $1',
      [project.id],
    );
    return rows[0]?.archivedAt ?? null;
  },
};
