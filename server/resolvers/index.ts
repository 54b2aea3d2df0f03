// Every resolver of schema/schema.graphql; server/app.ts builds the executable schema from these.
import type { Resolvers } from '../../generated/resolvers';
import { apiKeyMutations, apiKeyQuery } from './api-keys';
import { authMutations } from './auth-mutations';
import { DateScalar } from './date-scalar';
import { Activity, BoardEvent, Comment, Member, Project, Task, ViewerEvent } from './fields';
import { archiveFields, archiveMutations, archiveQuery } from './project-archive';
import { projectMutations } from './project-mutations';
import { Query } from './query';
import { Subscription } from './subscription';
import { taskMutations } from './task-mutations';
import { labelMutations } from './label-mutations';
import { withFailureLimit } from '../security/failure-limit';
import type { Context } from '../context';
import { Notification, teamMutations, teamQuery } from '../team/resolvers';
import { User } from './user-email';
import { presenceMutations, presenceSubscription } from '../team/presence-resolvers';
import { PendingInvite, inviteMutations, inviteQuery } from './invites';
import { TOO_MANY_INVITES_MESSAGE } from '../security/failure-limit';

export const resolvers: Resolvers = {
  Query: { ...Query, ...archiveQuery, ...teamQuery, ...inviteQuery, ...apiKeyQuery },
  Mutation: {
    ...authMutations,
    ...apiKeyMutations,
    ...projectMutations,
    ...archiveMutations,
    ...taskMutations,
    ...labelMutations,
    ...teamMutations,
    ...presenceMutations,
    // Failed additions (no such account, already a member) are limited per admin and per address.
    addMember: withFailureLimit(
      (ctx: Context) => [
        { rule: 'addMemberFailuresPerAdmin', key: ctx.viewer?.id ?? '-' },
        { rule: 'addMemberFailuresPerAddress', key: ctx.clientAddress ?? '-' },
      ],
      projectMutations.addMember as Extract<typeof projectMutations.addMember, (...args: never[]) => unknown>,
    ),
    // Links made count per account; refused links (guesses, old ones) per account and address, as addMember's do.
    createInvite: (parent, args, ctx, info) =>
      ctx.rateLimits.attempt(
        [
          {
            rule: 'invitesPerAccount',
            key: ctx.viewer?.id ?? '-',
            counts: 'successes',
            message: TOO_MANY_INVITES_MESSAGE,
          },
        ],
        async () =>
          (
            inviteMutations.createInvite as Extract<
              typeof inviteMutations.createInvite,
              (...a: never[]) => unknown
            >
          )(parent, args, ctx, info),
        () => false,
      ),
    revokeInvite: inviteMutations.revokeInvite,
    acceptInvite: withFailureLimit(
      (ctx: Context) => [
        { rule: 'acceptInviteFailuresPerAccount', key: ctx.viewer?.id ?? '-' },
        { rule: 'acceptInviteFailuresPerAddress', key: ctx.clientAddress ?? '-' },
      ],
      inviteMutations.acceptInvite as Extract<
        typeof inviteMutations.acceptInvite,
        (...args: never[]) => unknown
      >,
    ),
  },
  Subscription: { ...Subscription, ...presenceSubscription },
  Project: { ...Project, ...archiveFields },
  Member,
  User,
  Task,
  Comment,
  BoardEvent,
  ViewerEvent,
  Activity,
  Notification,
  PendingInvite,
  Date: DateScalar,
};

export { liveSubscriptionCount } from '../pubsub';
