// Query root fields.
import type { ProjectRow } from '../models';
import type { QueryResolvers } from '../../generated/resolvers';
import { DEMO_PASSWORD, SEED_USERS } from '../seed';
import { projectFor, requireViewer } from './access';
import { notFound } from './errors';
import { PROJECT_COLUMNS, taskByNumber } from './rows';

export const Query: QueryResolvers = {
  viewer: (_parent, _args, ctx) => ctx.viewer,

  projects: async (_parent, _args, ctx) => {
    const viewer = requireViewer(ctx);
    return ctx.db.query<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM projects p JOIN memberships m ON m.project_id = p.id AND m.user_id = $1
        ORDER BY lower(p.name), p.key`,
      [viewer.id],
    );
  },

  project: async (_parent, { key }, ctx) => projectFor(ctx.db, requireViewer(ctx), key),

  task: async (_parent, { projectKey, number }, ctx) => {
    const project = await projectFor(ctx.db, requireViewer(ctx), projectKey);
    const task = await taskByNumber(ctx.db, project.id, number);
    if (!task) throw notFound(`Task ${project.key}-${number} not found`);
    return task;
  },

  // Open to signed-out visitors: the sign-in page lists these before anyone has a session.
  demoAccounts: (_parent, _args, ctx) =>
    ctx.embedded ? SEED_USERS.map(({ email, name }) => ({ email, name, password: DEMO_PASSWORD })) : [],
};
