// Every resolver of schema/schema.graphql; server/app.ts builds the executable schema from these.
import type { Resolvers } from '../../generated/resolvers';
import { authMutations } from './auth-mutations';
import { DateScalar } from './date-scalar';
import { BoardEvent, Comment, Member, Project, Task } from './fields';
import { projectMutations } from './project-mutations';
import { Query } from './query';
import { Subscription } from './subscription';
import { taskMutations } from './task-mutations';

export const resolvers: Resolvers = {
  Query,
  Mutation: { ...authMutations, ...projectMutations, ...taskMutations },
  Subscription,
  Project,
  Member,
  Task,
  Comment,
  BoardEvent,
  Date: DateScalar,
};

export { liveSubscriptionCount } from '../pubsub';
