// Invite links (docs/product.md §14a): an ADMIN makes one for a role, anyone holding it joins for 7 days unless it is
// revoked. The token comes from the CSPRNG and is kept only as its SHA-256 (as session tokens are); the link carries
// it after `#`, so no server sees it with the page, and the preview is asked for by its hash.
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  InvitePreview,
  MutationResolvers,
  PendingInviteResolvers,
  QueryResolvers,
} from '../../generated/resolvers';
import type { Context } from '../context';
import type { InviteRow, MemberRow, ProjectRow } from '../models';
import { hashToken } from '../auth';
import { projectFor, requireRole, requireViewer } from './access';
import { badUserInput, notFound, projectArchived } from './errors';
import { MEMBER_COLUMNS, membership, projectById } from './rows';
import { loaders } from './loaders';
import { runChange } from './run-change';
import { logMembership } from './project-mutations';

/** How long a link can be accepted. */
export const INVITE_DAYS = 7;
/** Open links per project: enough for every channel a team invites through, few enough to review. */
export const OPEN_INVITES_PER_PROJECT = 20;
const TOKEN_BYTES = 32;
/** A token as made here: base64url of TOKEN_BYTES bytes (43 characters); anything longer is not one. */
const TOKEN_MAX = 100;
const HASH = /^[0-9a-f]{64}$/;

export const INVITE_MESSAGES = {
  unknown: 'This invite link is not valid: check that it was copied whole, or ask for a new one',
  expired: 'This invite link has expired: ask the project’s admin for a new one',
  revoked: 'This invite link was revoked: ask the project’s admin for a new one',
  tooMany: `A project keeps at most ${OPEN_INVITES_PER_PROJECT} open invite links: revoke one first`,
} as const;

const INVITE_COLUMNS = `i.id, i.project_id AS "projectId", i.role, i.created_by AS "createdById",
  i.created_at AS "createdAt", i.expires_at AS "expiresAt", i.revoked_at AS "revokedAt",
  i.joined_count AS "joinedCount"`;

function stateOf(invite: InviteRow, now: Date): InvitePreview['state'] {
  if (invite.revokedAt) return 'REVOKED';
  return new Date(invite.expiresAt) <= now ? 'EXPIRED' : 'OPEN';
}

/** The address a link opens: this service's own origin as the request reached it (relative when unknown). */
function linkOrigin(ctx: Context): string {
  const request = (ctx as Context & { request?: Request }).request;
  const origin = request?.headers.get('origin');
  if (origin && /^https?:\/\/[^/]+$/i.test(origin)) return origin;
  const host = request?.headers.get('host');
  return host ? `${request?.url.startsWith('https:') ? 'https' : 'http'}://${host}` : '';
}

type InviteMutations = Pick<Required<MutationResolvers>, 'createInvite' | 'revokeInvite' | 'acceptInvite'>;

export const inviteMutations: InviteMutations = {
  createInvite: async (_parent, { projectKey, role }, ctx) => {
    const viewer = requireViewer(ctx);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const invite = await runChange(ctx, viewer, async ({ tx }) => {
      const project = await projectFor(tx, viewer, projectKey, 'manageMembers');
      // The invites table is not under the archive's trigger: its rule is said here.
      if (project.archivedAt) throw projectArchived(project.key);
      // The project row is locked, so two makers at once cannot both take the last place.
      await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [project.id]);
      const [open] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM invites WHERE project_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [project.id, ctx.now().toISOString()],
      );
      if (Number(open?.n ?? 0) >= OPEN_INVITES_PER_PROJECT)
        throw badUserInput({ projectKey: INVITE_MESSAGES.tooMany });
      const created = ctx.now();
      const [row] = await tx.query<InviteRow>(
        `INSERT INTO invites AS i (id, project_id, token_hash, role, created_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${INVITE_COLUMNS}`,
        [
          randomUUID(),
          project.id,
          hashToken(token),
          role,
          viewer.id,
          created.toISOString(),
          new Date(created.getTime() + INVITE_DAYS * 86_400_000).toISOString(),
        ],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    });
    return {
      id: invite.id,
      role: invite.role,
      expiresAt: invite.expiresAt,
      url: `${linkOrigin(ctx)}/join#${token}`,
    };
  },

  revokeInvite: async (_parent, { id }, ctx) => {
    const viewer = requireViewer(ctx);
    return runChange(ctx, viewer, async ({ tx }) => {
      const [invite] = await tx.query<InviteRow>(
        `SELECT ${INVITE_COLUMNS} FROM invites i WHERE i.id = $1 FOR UPDATE`,
        [id.slice(0, 64)],
      );
      const project = invite ? await projectById(tx, invite.projectId, viewer.id) : null;
      if (!invite || !project || id.length > 64) throw notFound('Invite not found');
      requireRole(project.viewerRole, 'manageMembers', project.key);
      await tx.query('UPDATE invites SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1', [
        invite.id,
        ctx.now().toISOString(),
      ]);
      return invite.id;
    });
  },

  acceptInvite: async (_parent, { token }, ctx) => {
    const viewer = requireViewer(ctx);
    if (token.length === 0 || token.length > TOKEN_MAX)
      throw badUserInput({ token: INVITE_MESSAGES.unknown });
    return runChange(ctx, viewer, async (change) => {
      const { tx } = change;
      const [invite] = await tx.query<InviteRow>(
        `SELECT ${INVITE_COLUMNS} FROM invites i WHERE i.token_hash = $1 FOR UPDATE`,
        [hashToken(token)],
      );
      if (!invite) throw badUserInput({ token: INVITE_MESSAGES.unknown });
      const state = stateOf(invite, ctx.now());
      if (state === 'REVOKED') throw badUserInput({ token: INVITE_MESSAGES.revoked });
      if (state === 'EXPIRED') throw badUserInput({ token: INVITE_MESSAGES.expired });
      const already = await projectById(tx, invite.projectId, viewer.id);
      // A member keeps the role they have: a link never demotes, and promotes only through an admin.
      if (already) return already;
      const [member] = await tx.query<MemberRow>(
        `INSERT INTO memberships AS m (project_id, user_id, role) VALUES ($1, $2, $3) RETURNING ${MEMBER_COLUMNS}`,
        [invite.projectId, viewer.id, invite.role],
      );
      if (!member) throw new Error('INSERT … RETURNING gave no row');
      await tx.query('DELETE FROM departures WHERE project_id = $1 AND user_id = $2', [
        invite.projectId,
        viewer.id,
      ]);
      await tx.query('UPDATE invites SET joined_count = joined_count + 1 WHERE id = $1', [invite.id]);
      const project = await projectById(tx, invite.projectId, viewer.id);
      if (!project) throw new Error('the joined project did not read back');
      const last = await logMembership(
        change,
        project,
        [{ kind: 'MEMBER_ADDED', projectId: project.id, projectKey: project.key, member }],
        'MEMBERSHIP_ADDED',
        member.userId,
        member.role,
      );
      return { ...project, seq: last.seq };
    });
  },
};

export const inviteQuery: Pick<Required<QueryResolvers>, 'invite'> = {
  invite: async (_parent, { tokenHash }, ctx) => {
    if (!HASH.test(tokenHash)) return null;
    const [row] = await ctx.db.query<InviteRow & { projectName: string }>(
      `SELECT ${INVITE_COLUMNS}, p.name AS "projectName" FROM invites i JOIN projects p ON p.id = i.project_id
        WHERE i.token_hash = $1`,
      [tokenHash],
    );
    if (!row) return null;
    const joined = ctx.viewer ? (await membership(ctx.db, row.projectId, ctx.viewer.id)) !== null : false;
    return {
      id: row.id,
      projectName: row.projectName,
      role: row.role,
      expiresAt: row.expiresAt,
      state: stateOf(row, ctx.now()),
      joined,
    };
  },
};

/** Project.invites: the open links, for its admins only. */
export async function openInvites(project: ProjectRow, ctx: Context): Promise<InviteRow[]> {
  if (project.viewerRole !== 'ADMIN') return [];
  return ctx.db.query<InviteRow>(
    `SELECT ${INVITE_COLUMNS} FROM invites i
      WHERE i.project_id = $1 AND i.revoked_at IS NULL AND i.expires_at > $2
      ORDER BY i.created_at DESC, i.id`,
    [project.id, ctx.now().toISOString()],
  );
}

export const PendingInvite: PendingInviteResolvers = {
  createdBy: async (invite, _args, ctx) => {
    const user = await loaders(ctx).user.load(invite.createdById);
    if (!user) throw notFound('User not found');
    return user;
  },
};
