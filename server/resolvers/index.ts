// Every resolver of schema/schema.graphql; server/app.ts builds the executable schema from these.
import type { Resolvers } from '../../generated/resolvers';
import { authMutations } from './auth-mutations';
import { BoardEvent, Comment, Member, Project, Task } from './fields';
import { archiveFields, archiveMutations, archiveQuery } from './project-archive';
import { projectMutations } from './project-mutations';
import { Query } from './query';
import { Subscription } from './subscription';
import { taskMutations } from './task-mutations';

export const resolvers: Resolvers = {
  Query: { ...Query, ...archiveQuery },
  Mutation: { ...authMutations, ...projectMutations, ...archiveMutations, ...taskMutations },
  Subscription,
  Project: { ...Project, ...archiveFields },
  Member,
  Task,
  Comment,
  BoardEvent,
};

export { liveSubscriptionCount } from '../pubsub';
