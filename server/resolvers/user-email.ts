// A person's email reaches only those who may know it (docs/product.md §13). Reached through a task (its creator, a
// comment's author, a mention, an inbox item's actor), it is given while they are a member of that task's project;
// elsewhere, to themselves and to the people who share a project with them now. Anyone else reads '' (the field
// stays non-null, as a replayed event's actor already reads once they left).
import type { UserResolvers } from '../../generated/resolvers';
import type { UserRow } from '../models';
import { loaders } from './loaders';

/** A user as reached through a task: their email then depends on their membership of the task's project. */
export interface UserOnTask extends UserRow {
  seenOnTask?: string;
}

export function onTask(user: UserRow, taskId: string): UserOnTask {
  return { ...user, seenOnTask: taskId };
}

// Rows handed to their own person before the request has a session: the answer of signUp and signIn.
const ownRows = new WeakSet<UserRow>();

/** Marks `row` as its owner's own (their email goes to them), and returns it. */
export function ownAccount<T extends UserRow>(row: T): T {
  ownRows.add(row);
  return row;
}

export const User: UserResolvers = {
  email: async (user: UserOnTask, _args, ctx) => {
    if (!user.email) return '';
    if (user.seenOnTask) {
      const member = await loaders(ctx).memberOfTaskProject.load(`${user.seenOnTask}:${user.id}`);
      return member ? user.email : '';
    }
    if (ownRows.has(user) || user.id === ctx.viewer?.id) return user.email;
    if (!ctx.viewer) return '';
    return (await loaders(ctx).sharesProject.load(user.id)) ? user.email : '';
  },
};
