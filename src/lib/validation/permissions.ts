// The role table of docs/product.md §6: the service checks it on every call, the UI hides what a role cannot do.

export type Role = 'VIEWER' | 'MEMBER' | 'ADMIN';

export const ROLES: readonly Role[] = ['VIEWER', 'MEMBER', 'ADMIN'];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  VIEWER: 'Viewer',
  MEMBER: 'Member',
  ADMIN: 'Admin',
};

export type Action =
  /** See the board, tasks and comments. */
  | 'viewBoard'
  /** Create, edit, move and assign tasks. */
  | 'editTasks'
  /** Add comments; edit and delete one's own. */
  | 'comment'
  | 'deleteAnyComment'
  | 'deleteTask'
  /** Rename the project, change its description. */
  | 'manageProject'
  /** Add and remove members, change roles. */
  | 'manageMembers';

export const PERMISSIONS: Readonly<Record<Action, readonly Role[]>> = {
  viewBoard: ['VIEWER', 'MEMBER', 'ADMIN'],
  editTasks: ['MEMBER', 'ADMIN'],
  comment: ['MEMBER', 'ADMIN'],
  deleteAnyComment: ['ADMIN'],
  deleteTask: ['ADMIN'],
  manageProject: ['ADMIN'],
  manageMembers: ['ADMIN'],
};

/** `role` is null or undefined for someone who is not a member: they may do nothing. */
export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && PERMISSIONS[action].includes(role);
}

/** Whether `role` may edit or delete a comment written by `authorId`. */
export function canChangeComment(
  role: Role | null | undefined,
  viewerId: string,
  authorId: string,
  change: 'edit' | 'delete',
): boolean {
  const own = viewerId === authorId && can(role, 'comment');
  return change === 'edit' ? own : own || can(role, 'deleteAnyComment');
}

/** Why someone cannot be a task's assignee: they may only view the project (docs/product.md §14a). */
export const ASSIGNEE_VIEWER = 'A viewer cannot be assigned: assign a member or an admin';

/** Whether a member of this role may be assigned tasks: those who may change them. */
export function canBeAssigned(role: Role | null | undefined): boolean {
  return can(role, 'editTasks');
}
