// Archiving a project (ADMIN only): it leaves the viewer's projects list unless `includeArchived` asks for it, and
// every task, comment and member stays. Kept in its own file (with its own `projects` root field) so the archive
// feature is one place to read.
import type { MutationResolvers, ProjectResolvers, QueryResolvers } from '../../generated/resolvers';
import type { ProjectRow } from '../models';
import type { Db } from '../db/types';
import { projectFor, requireViewer } from './access';
import { PROJECT_COLUMNS, projectById } from './rows';

/** A project row that may already carry its archive date (the `projects` list selects it). */
type ArchivableRow = ProjectRow & { archivedAt?: string | null };

async function setArchived(db: Db, id: string, viewerId: string, archived: boolean): Promise<ProjectRow> {
  // COALESCE: archiving twice keeps the first date.
  await db.query(
    archived
      ? 'UPDATE projects SET archived_at = COALESCE(archived_at, now()) WHERE id = $1'
      : 'UPDATE projects SET archived_at = NULL WHERE id = $1',
    [id],
  );
  const project = await projectById(db, id, viewerId);
  if (!project) throw new Error('the project did not read back');
  return project;
}

export const archiveMutations: Pick<Required<MutationResolvers>, 'archiveProject' | 'restoreProject'> = {
  archiveProject: async (_parent, { key }, ctx) => {
    const viewer = requireViewer(ctx);
    return ctx.db.transaction(async (tx) => {
      const project = await projectFor(tx, viewer, key, 'manageProject');
      return setArchived(tx, project.id, viewer.id, true);
    });
  },
  restoreProject: async (_parent, { key }, ctx) => {
    const viewer = requireViewer(ctx);
    return ctx.db.transaction(async (tx) => {
      const project = await projectFor(tx, viewer, key, 'manageProject');
      return setArchived(tx, project.id, viewer.id, false);
    });
  },
};

export const archiveQuery: Pick<Required<QueryResolvers>, 'projects'> = {
  projects: async (_parent, { includeArchived }, ctx) => {
    const viewer = requireViewer(ctx);
    return ctx.db.query<ArchivableRow>(
      `SELECT ${PROJECT_COLUMNS}, p.archived_at AS "archivedAt"
         FROM projects p JOIN memberships m ON m.project_id = p.id AND m.user_id = $1
        WHERE $2::boolean OR p.archived_at IS NULL
        ORDER BY lower(p.name), p.key`,
      [viewer.id, includeArchived === true],
    );
  },
};

export const archiveFields: Pick<ProjectResolvers, 'archivedAt'> = {
  // Rows from the list carry the date; a single project (board, settings, a mutation's answer) reads it here.
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
