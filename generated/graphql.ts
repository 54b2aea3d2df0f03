/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What an API key may do: READ runs queries and subscriptions; WRITE mutations too. */
export type ApiKeyScope =
  | 'READ'
  | 'WRITE';

export type BoardEventKind =
  | 'COMMENT_ADDED'
  | 'COMMENT_DELETED'
  | 'COMMENT_EDITED'
  /** An ADMIN made `label`. */
  | 'LABEL_CREATED'
  /** An ADMIN deleted the label `deletedId`: it is gone from every task of the project (their versions stay). */
  | 'LABEL_DELETED'
  /** An ADMIN renamed or recolored `label`. */
  | 'LABEL_UPDATED'
  /** `member` is the new membership. */
  | 'MEMBER_ADDED'
  /** `deletedId` is the ended membership's id, `userId` its user. */
  | 'MEMBER_REMOVED'
  /** `member` holds the new role. */
  | 'MEMBER_ROLE_CHANGED'
  /** An ADMIN archived the project: it is read-only now; `project.archivedAt` holds when. */
  | 'PROJECT_ARCHIVED'
  /** An ADMIN unarchived the project: it can be changed again (`project.archivedAt` is null). */
  | 'PROJECT_UNARCHIVED'
  /** `project` holds the new name and description. */
  | 'PROJECT_UPDATED'
  /**
   * The events after the requested `after` are no longer kept (or `after` is ahead of the log): refetch, then apply
   * the events that follow, which continue from `seq`. `actor` is the viewer.
   */
  | 'RESYNC'
  | 'TASK_CREATED'
  | 'TASK_DELETED'
  | 'TASK_MOVED'
  /** The task changed place within its column (its rank), not its status. */
  | 'TASK_REORDERED'
  | 'TASK_UPDATED';

export type CreateProjectInput = {
  description?: string | null | undefined;
  key: string;
  name: string;
};

export type CreateTaskInput = {
  assigneeId?: string | number | null | undefined;
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  /** MEDIUM by default. */
  priority?: Priority | null | undefined;
  projectKey: string;
  /** BACKLOG (the default) or TODO. */
  status?: TaskStatus | null | undefined;
  title: string;
};

export type InviteState =
  /** Past `expiresAt` (7 days after it was made). */
  | 'EXPIRED'
  /** It can be accepted until `expiresAt`. */
  | 'OPEN'
  /** An admin revoked it. */
  | 'REVOKED';

/** A label's color; each client picks the shades that read well in its light and dark themes. */
export type LabelColor =
  | 'BLUE'
  | 'GRAY'
  | 'GREEN'
  | 'ORANGE'
  | 'PINK'
  | 'PURPLE'
  | 'RED'
  | 'YELLOW';

export type NotificationKind =
  /** Someone assigned a task to the viewer. */
  | 'ASSIGNED'
  /** Someone commented on a task assigned to or created by the viewer. */
  | 'COMMENTED'
  /** Someone mentioned the viewer in a comment. */
  | 'MENTIONED'
  /**
   * Someone signed in to the viewer's own account from an address it had not used before: `address` says from where,
   * `at` when; `task` is null. Sign-ins from new addresses fold into one unread item like other repeats.
   */
  | 'SIGNED_IN';

export type Priority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM'
  | 'URGENT';

/** A member's role in a project. Whoever creates a project is its first ADMIN; a project always keeps one. */
export type Role =
  /** Also deletes any comment or task, renames the project, and manages members and roles. */
  | 'ADMIN'
  /** Also creates, edits, moves and assigns tasks; comments, and edits and deletes their own comments. */
  | 'MEMBER'
  /** Sees the board, tasks and comments. */
  | 'VIEWER';

export type SignUpInput = {
  /** One `@` with text on both sides and a dot in the domain; at most 254 characters. */
  email: string;
  name: string;
  /** At least 8 characters. */
  password: string;
};

export type TaskFilter = {
  /** Only tasks assigned to this user. */
  assigneeId?: string | number | null | undefined;
  /**
   * Only tasks carrying every label named here (names compared whatever their letter case; a name no label of the
   * project has matches no task). At most 10 names of at most 30 characters; an empty list filters nothing.
   */
  labels?: Array<string> | null | undefined;
  priority?: Priority | null | undefined;
  /** Only tasks in this status. */
  status?: TaskStatus | null | undefined;
  /** Case-insensitive text found in the title, description or key; at most 200 characters after trimming. */
  text?: string | null | undefined;
  /** Only unassigned tasks (when true). */
  unassigned?: boolean | null | undefined;
};

/**
 * Where a task is in the workflow. Allowed moves:
 * BACKLOG → TODO, CANCELED; TODO → BACKLOG, IN_PROGRESS, CANCELED; IN_PROGRESS → TODO, IN_REVIEW, CANCELED;
 * IN_REVIEW → IN_PROGRESS, DONE, CANCELED; DONE → TODO; CANCELED → BACKLOG. Anything else is INVALID_TRANSITION.
 */
export type TaskStatus =
  | 'BACKLOG'
  | 'CANCELED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'IN_REVIEW'
  | 'TODO';

export type UpdateProjectInput = {
  description?: string | null | undefined;
  key: string;
  name?: string | null | undefined;
};

/** Fields left out are not changed; `assigneeId: null` and `dueDate: null` clear them. */
export type UpdateTaskInput = {
  assigneeId?: string | number | null | undefined;
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  /** The version the editor saw; CONFLICT when the task has moved on. */
  expectedVersion: number;
  id: string | number;
  priority?: Priority | null | undefined;
  status?: TaskStatus | null | undefined;
  title?: string | null | undefined;
};

export type ViewerEventKind =
  /** The viewer was added to `project`. */
  | 'MEMBERSHIP_ADDED'
  /** The viewer is no longer a member: `project` is null. */
  | 'MEMBERSHIP_REMOVED'
  /** A task assigned to the viewer (before or after the change) changed, was created or deleted: `myTasks` moved. */
  | 'MY_TASKS_CHANGED'
  /**
   * The viewer marked inbox items of `projectKey` read (`markNotificationsRead`, in this tab, another or another
   * device): the inbox and its unread count changed.
   */
  | 'NOTIFICATIONS_READ'
  /** A new inbox item: `notification`. */
  | 'NOTIFIED'
  /** `project` was renamed or its description changed. */
  | 'PROJECT_UPDATED'
  /** The viewer's role in `project` changed to `role`. */
  | 'ROLE_CHANGED'
  /** A task of `projectKey` was created, moved to another status or deleted: its `taskCounts` changed. */
  | 'TASK_COUNTS_CHANGED';

export type DeleteTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTaskMutation = { deleteTask: string };

export type MoveTaskMutationVariables = Exact<{
  id: string | number;
  status: TaskStatus;
  expectedVersion: number;
  beforeId?: string | number | null | undefined;
  afterId?: string | number | null | undefined;
}>;


export type MoveTaskMutation = { moveTask: { __typename: 'Task', updatedAt: string, id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } };

export type SetTaskLabelsMutationVariables = Exact<{
  id: string | number;
  labelIds: Array<string | number> | string | number;
  expectedVersion: number;
}>;


export type SetTaskLabelsMutation = { setTaskLabels: { __typename: 'Task', id: string, version: number, updatedAt: string, labelIds: Array<string> } };

export type UpdateTaskMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type UpdateTaskMutation = { updateTask: { __typename: 'Task', description: string, updatedAt: string, id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } };

export type ActivityFieldsFragment = { __typename: 'Activity', id: string, seq: number, kind: BoardEventKind, at: string, changedFields: Array<string>, status: TaskStatus | null, actor: { __typename: 'User', id: string, name: string }, mentions: Array<{ __typename: 'User', id: string, name: string }> };

export type TaskActivityQueryVariables = Exact<{
  projectKey: string;
  number: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TaskActivityQuery = { task: { __typename: 'Task', id: string, project: { __typename: 'Project', id: string }, activity: { __typename: 'ActivityConnection', edges: Array<{ __typename: 'ActivityEdge', cursor: string, node: { __typename: 'Activity', id: string, seq: number, kind: BoardEventKind, at: string, changedFields: Array<string>, status: TaskStatus | null, actor: { __typename: 'User', id: string, name: string }, mentions: Array<{ __typename: 'User', id: string, name: string }> } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type ApiKeyFieldsFragment = { __typename: 'ApiKey', id: string, name: string, scope: ApiKeyScope, createdAt: string, lastUsedAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ __typename: 'ApiKey', id: string, name: string, scope: ApiKeyScope, createdAt: string, lastUsedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
  scope: ApiKeyScope;
}>;


export type CreateApiKeyMutation = { createApiKey: { __typename: 'CreatedApiKey', token: string, apiKey: { __typename: 'ApiKey', id: string, name: string, scope: ApiKeyScope, createdAt: string, lastUsedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: string };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type DemoAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoAccountsQuery = { demoAccounts: Array<{ __typename: 'DemoAccount', email: string, name: string, password: string }> };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { __typename: 'User', id: string, email: string, name: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { __typename: 'User', id: string, email: string, name: string } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'User', id: string, email: string, name: string } | null };

export type BoardQueryVariables = Exact<{
  key: string;
  text?: string | null | undefined;
  assigneeId?: string | number | null | undefined;
  unassigned?: boolean | null | undefined;
  priority?: Priority | null | undefined;
  labels?: Array<string> | string | null | undefined;
  first?: number | null | undefined;
}>;


export type BoardQuery = { project: { __typename: 'Project', id: string, key: string, name: string, viewerRole: Role, seq: number, archivedAt: string | null, members: Array<{ __typename: 'Member', id: string, role: Role, user: { __typename: 'User', id: string, name: string } }>, labels: Array<{ __typename: 'Label', id: string, name: string, color: LabelColor }>, backlog: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> }, todo: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> }, inProgress: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> }, inReview: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> }, done: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> }, canceled: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> } } | null };

export type BoardColumnQueryVariables = Exact<{
  key: string;
  filter: TaskFilter;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BoardColumnQuery = { project: { __typename: 'Project', id: string, tasks: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> } } | null };

export type BoardEventsSubscriptionVariables = Exact<{
  projectKey: string;
  after?: number | null | undefined;
}>;


export type BoardEventsSubscription = { boardEvents: { __typename: 'BoardEvent', kind: BoardEventKind, seq: number, projectKey: string, deletedId: string | null, taskId: string | null, userId: string | null, at: string, changedFields: Array<string>, actor: { __typename: 'User', id: string, name: string }, task: { __typename: 'Task', description: string, commentCount: number, updatedAt: string, id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, mentions: Array<{ __typename: 'User', id: string, name: string }>, assignee: { __typename: 'User', id: string, name: string } | null } | null, comment: { __typename: 'Comment', id: string, body: string, createdAt: string, editedAt: string | null, author: { __typename: 'User', id: string, name: string }, mentions: Array<{ __typename: 'User', id: string, name: string }> } | null, member: { __typename: 'Member', id: string, role: Role, user: { __typename: 'User', id: string, name: string } } | null, project: { __typename: 'Project', id: string, key: string, name: string, description: string, archivedAt: string | null } | null, label: { __typename: 'Label', id: string, name: string, color: LabelColor } | null } };

export type CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type CreateTaskMutation = { createTask: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } };

export type LabelFieldsFragment = { __typename: 'Label', id: string, name: string, color: LabelColor };

export type TaskCardFieldsFragment = { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null };

export type TaskPageFieldsFragment = { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } }> };

export type CommandProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommandProjectsQuery = { projects: Array<{ __typename: 'Project', id: string, key: string, name: string, viewerRole: Role, archivedAt: string | null }> };

export type CommandSearchQueryVariables = Exact<{
  text: string;
}>;


export type CommandSearchQuery = { search: Array<{ __typename: 'Task', id: string, key: string, number: number, title: string, project: { __typename: 'Project', id: string, key: string } }> };

export type CommandTaskQueryVariables = Exact<{
  projectKey: string;
  number: number;
}>;


export type CommandTaskQuery = { task: { __typename: 'Task', id: string, key: string, number: number, title: string } | null };

export type AddCommentMutationVariables = Exact<{
  taskId: string | number;
  body: string;
}>;


export type AddCommentMutation = { addComment: { __typename: 'Comment', id: string, body: string, createdAt: string, editedAt: string | null, author: { __typename: 'User', id: string, name: string }, mentions: Array<{ __typename: 'User', id: string, name: string }> } };

export type CommentFieldsFragment = { __typename: 'Comment', id: string, body: string, createdAt: string, editedAt: string | null, author: { __typename: 'User', id: string, name: string }, mentions: Array<{ __typename: 'User', id: string, name: string }> };

export type DeleteCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCommentMutation = { deleteComment: string };

export type EditCommentMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;


export type EditCommentMutation = { editComment: { __typename: 'Comment', id: string, body: string, createdAt: string, editedAt: string | null, author: { __typename: 'User', id: string, name: string }, mentions: Array<{ __typename: 'User', id: string, name: string }> } };

export type AcceptInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptInviteMutation = { acceptInvite: { __typename: 'Project', id: string, key: string, name: string, viewerRole: Role } };

export type CreateInviteMutationVariables = Exact<{
  projectKey: string;
  role: Role;
}>;


export type CreateInviteMutation = { createInvite: { __typename: 'Invite', id: string, url: string, role: Role, expiresAt: string } };

export type InviteQueryVariables = Exact<{
  tokenHash: string;
}>;


export type InviteQuery = { invite: { __typename: 'InvitePreview', id: string, projectName: string, role: Role, expiresAt: string, state: InviteState, joined: boolean } | null };

export type ProjectInvitesQueryVariables = Exact<{
  key: string;
}>;


export type ProjectInvitesQuery = { project: { __typename: 'Project', id: string, invites: Array<{ __typename: 'PendingInvite', id: string, role: Role, createdAt: string, expiresAt: string, joinedCount: number, createdBy: { __typename: 'User', id: string, name: string } }> } | null };

export type RevokeInviteMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeInviteMutation = { revokeInvite: string };

export type CreateLabelMutationVariables = Exact<{
  projectKey: string;
  name: string;
  color: LabelColor;
}>;


export type CreateLabelMutation = { createLabel: { __typename: 'Label', id: string, name: string, color: LabelColor } };

export type DeleteLabelMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLabelMutation = { deleteLabel: string };

export type UpdateLabelMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  color?: LabelColor | null | undefined;
}>;


export type UpdateLabelMutation = { updateLabel: { __typename: 'Label', id: string, name: string, color: LabelColor } };

export type ViewerEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ViewerEventsSubscription = { viewerEvents: { __typename: 'ViewerEvent', kind: ViewerEventKind, projectId: string | null, projectKey: string | null, role: Role | null, actor: { __typename: 'User', id: string, name: string }, notification: { __typename: 'Notification', id: string, kind: NotificationKind } | null, project: { __typename: 'Project', id: string, key: string, name: string, description: string, viewerRole: Role, taskCounts: Array<{ __typename: 'StatusCount', status: TaskStatus, count: number }> } | null } };

export type ArchiveProjectMutationVariables = Exact<{
  key: string;
  unlessChangedAfter?: number | null | undefined;
}>;


export type ArchiveProjectMutation = { archiveProject: { __typename: 'Project', id: string, key: string, archivedAt: string | null, seq: number } };

export type ArchivedProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ArchivedProjectsQuery = { projects: Array<{ __typename: 'Project', id: string, key: string, name: string, viewerRole: Role, archivedAt: string | null }> };

export type CreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type CreateProjectMutation = { createProject: { __typename: 'Project', id: string, key: string, name: string, description: string, viewerRole: Role, taskCounts: Array<{ __typename: 'StatusCount', status: TaskStatus, count: number }> } };

export type ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsQuery = { projects: Array<{ __typename: 'Project', id: string, key: string, name: string, description: string, viewerRole: Role, taskCounts: Array<{ __typename: 'StatusCount', status: TaskStatus, count: number }> }> };

export type RestoreProjectMutationVariables = Exact<{
  key: string;
  unlessChangedAfter?: number | null | undefined;
}>;


export type RestoreProjectMutation = { restoreProject: { __typename: 'Project', id: string, key: string, archivedAt: string | null, seq: number } };

export type AddMemberMutationVariables = Exact<{
  projectKey: string;
  email: string;
  role: Role;
}>;


export type AddMemberMutation = { addMember: { __typename: 'Member', id: string, role: Role, joinedAt: string, user: { __typename: 'User', id: string, name: string, email: string } } };

export type ChangeMemberRoleMutationVariables = Exact<{
  projectKey: string;
  userId: string | number;
  role: Role;
}>;


export type ChangeMemberRoleMutation = { changeMemberRole: { __typename: 'Member', id: string, role: Role, joinedAt: string, user: { __typename: 'User', id: string, name: string, email: string } } };

export type LeaveProjectMutationVariables = Exact<{
  projectKey: string;
}>;


export type LeaveProjectMutation = { leaveProject: boolean };

export type MemberFieldsFragment = { __typename: 'Member', id: string, role: Role, joinedAt: string, user: { __typename: 'User', id: string, name: string, email: string } };

export type ProjectSettingsQueryVariables = Exact<{
  key: string;
}>;


export type ProjectSettingsQuery = { project: { __typename: 'Project', id: string, key: string, name: string, description: string, viewerRole: Role, archivedAt: string | null, seq: number, members: Array<{ __typename: 'Member', id: string, role: Role, joinedAt: string, user: { __typename: 'User', id: string, name: string, email: string } }>, labels: Array<{ __typename: 'Label', id: string, name: string, color: LabelColor }> } | null };

export type RemoveMemberMutationVariables = Exact<{
  projectKey: string;
  userId: string | number;
}>;


export type RemoveMemberMutation = { removeMember: boolean };

export type UpdateProjectMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type UpdateProjectMutation = { updateProject: { __typename: 'Project', id: string, key: string, name: string, description: string } };

export type TaskQueryVariables = Exact<{
  projectKey: string;
  number: number;
}>;


export type TaskQuery = { task: { __typename: 'Task', description: string, createdAt: string, updatedAt: string, commentCount: number, id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, mentions: Array<{ __typename: 'User', id: string, name: string }>, createdBy: { __typename: 'User', id: string, name: string }, project: { __typename: 'Project', id: string, key: string, name: string, viewerRole: Role, seq: number, archivedAt: string | null, members: Array<{ __typename: 'Member', id: string, role: Role, user: { __typename: 'User', id: string, name: string, email: string } }>, labels: Array<{ __typename: 'Label', id: string, name: string, color: LabelColor }> }, comments: Array<{ __typename: 'Comment', id: string, body: string, createdAt: string, editedAt: string | null, author: { __typename: 'User', id: string, name: string }, mentions: Array<{ __typename: 'User', id: string, name: string }> }>, assignee: { __typename: 'User', id: string, name: string } | null } | null };

export type AlsoHereSubscriptionVariables = Exact<{
  projectKey: string;
  taskNumber?: number | null | undefined;
}>;


export type AlsoHereSubscription = { alsoHere: Array<{ __typename: 'User', id: string, name: string }> };

export type HereMutationVariables = Exact<{
  projectKey: string;
  taskNumber?: number | null | undefined;
  leaving?: boolean | null | undefined;
}>;


export type HereMutation = { here: boolean };

export type InboxQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxQuery = { inbox: { __typename: 'NotificationConnection', unreadCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'NotificationEdge', node: { __typename: 'Notification', id: string, kind: NotificationKind, at: string, read: boolean, count: number, address: string | null, excerpt: string | null, actor: { __typename: 'User', id: string, name: string }, task: { __typename: 'Task', id: string, key: string, number: number, title: string, project: { __typename: 'Project', id: string, key: string, name: string } } | null } }> } };

export type InboxCountQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxCountQuery = { inbox: { __typename: 'NotificationConnection', unreadCount: number } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type MyTasksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTasksQuery = { myTasks: { __typename: 'TaskConnection', totalCount: number, edges: Array<{ __typename: 'TaskEdge', node: { __typename: 'Task', id: string, key: string, number: number, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, project: { __typename: 'Project', id: string, key: string, name: string } } }> } };

export type SearchQueryVariables = Exact<{
  text: string;
}>;


export type SearchQuery = { search: Array<{ __typename: 'Task', id: string, key: string, number: number, title: string, descriptionText: string, status: TaskStatus, project: { __typename: 'Project', id: string, key: string, name: string } }> };

export type UndoTaskStateQueryVariables = Exact<{
  projectKey: string;
  number: number;
}>;


export type UndoTaskStateQuery = { task: { __typename: 'Task', id: string, version: number, title: string, description: string, status: TaskStatus, priority: Priority, dueDate: string | null, rank: string, labelIds: Array<string>, assignee: { __typename: 'User', id: string } | null, project: { __typename: 'Project', id: string, labels: Array<{ __typename: 'Label', id: string }> }, activity: { __typename: 'ActivityConnection', edges: Array<{ __typename: 'ActivityEdge', node: { __typename: 'Activity', id: string, seq: number, changedFields: Array<string>, actor: { __typename: 'User', id: string, name: string } } }> } } | null };

export type RestoreTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreTaskMutation = { restoreTask: { __typename: 'Task', description: string, updatedAt: string, id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, rank: string, allowedTransitions: Array<TaskStatus>, labelIds: Array<string>, assignee: { __typename: 'User', id: string, name: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ActivityFieldsFragmentDoc = new TypedDocumentString(`
    fragment ActivityFields on Activity {
  id
  seq
  kind
  at
  changedFields
  status
  actor {
    id
    name
    __typename
  }
  mentions {
    id
    name
    __typename
  }
  __typename
}
    `, {"fragmentName":"ActivityFields"}) as unknown as TypedDocumentString<ActivityFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApiKeyFields on ApiKey {
  id
  name
  scope
  createdAt
  lastUsedAt
  __typename
}
    `, {"fragmentName":"ApiKeyFields"}) as unknown as TypedDocumentString<ApiKeyFieldsFragment, unknown>;
export const LabelFieldsFragmentDoc = new TypedDocumentString(`
    fragment LabelFields on Label {
  id
  name
  color
  __typename
}
    `, {"fragmentName":"LabelFields"}) as unknown as TypedDocumentString<LabelFieldsFragment, unknown>;
export const TaskCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}
    `, {"fragmentName":"TaskCardFields"}) as unknown as TypedDocumentString<TaskCardFieldsFragment, unknown>;
export const TaskPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment TaskPageFields on TaskConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
    __typename
  }
  edges {
    cursor
    node {
      ...TaskCardFields
      __typename
    }
    __typename
  }
  __typename
}
    fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}`, {"fragmentName":"TaskPageFields"}) as unknown as TypedDocumentString<TaskPageFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment CommentFields on Comment {
  id
  body
  createdAt
  editedAt
  author {
    id
    name
    __typename
  }
  mentions {
    id
    name
    __typename
  }
  __typename
}
    `, {"fragmentName":"CommentFields"}) as unknown as TypedDocumentString<CommentFieldsFragment, unknown>;
export const MemberFieldsFragmentDoc = new TypedDocumentString(`
    fragment MemberFields on Member {
  id
  role
  joinedAt
  user {
    id
    name
    email
    __typename
  }
  __typename
}
    `, {"fragmentName":"MemberFields"}) as unknown as TypedDocumentString<MemberFieldsFragment, unknown>;
export const DeleteTaskDocument = new TypedDocumentString(`
    mutation DeleteTask($id: ID!) {
  deleteTask(id: $id)
}
    `, {"operationName":"DeleteTask","operationType":"mutation","query":"mutation DeleteTask($id: ID!) {\n  deleteTask(id: $id)\n}","hash":"d1c432918cf290ea700614b89464aeca41389a1cb98255c24f3220163d0e89c4","fields":{"deleteTask":["deleteTask",{"id":{"$":"id"}},0]}}) as unknown as TypedDocumentString<DeleteTaskMutation, DeleteTaskMutationVariables>;
export const MoveTaskDocument = new TypedDocumentString(`
    mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!, $beforeId: ID, $afterId: ID) {
  moveTask(
    id: $id
    status: $status
    expectedVersion: $expectedVersion
    beforeId: $beforeId
    afterId: $afterId
  ) {
    ...TaskCardFields
    updatedAt
    __typename
  }
}
    fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}`, {"operationName":"MoveTask","operationType":"mutation","query":"mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!, $beforeId: ID, $afterId: ID) {\n  moveTask(\n    id: $id\n    status: $status\n    expectedVersion: $expectedVersion\n    beforeId: $beforeId\n    afterId: $afterId\n  ) {\n    ...TaskCardFields\n    updatedAt\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}","hash":"f32374285c1c4b8953e686cc451076a3bbdd1f0bb7b26b8b1259f00e36d01002","fields":{"moveTask":["moveTask",{"id":{"$":"id"},"status":{"$":"status"},"expectedVersion":{"$":"expectedVersion"},"beforeId":{"$":"beforeId"},"afterId":{"$":"afterId"}},{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0,"updatedAt":0}]}}) as unknown as TypedDocumentString<MoveTaskMutation, MoveTaskMutationVariables>;
export const SetTaskLabelsDocument = new TypedDocumentString(`
    mutation SetTaskLabels($id: ID!, $labelIds: [ID!]!, $expectedVersion: Int!) {
  setTaskLabels(id: $id, labelIds: $labelIds, expectedVersion: $expectedVersion) {
    id
    version
    updatedAt
    labelIds
    __typename
  }
}
    `, {"operationName":"SetTaskLabels","operationType":"mutation","query":"mutation SetTaskLabels($id: ID!, $labelIds: [ID!]!, $expectedVersion: Int!) {\n  setTaskLabels(id: $id, labelIds: $labelIds, expectedVersion: $expectedVersion) {\n    id\n    version\n    updatedAt\n    labelIds\n    __typename\n  }\n}","hash":"384d64f935866bc0fb53d5a870796a897b3f38420367d96a42ace7da2e9df9b9","fields":{"setTaskLabels":["setTaskLabels",{"id":{"$":"id"},"labelIds":{"$":"labelIds"},"expectedVersion":{"$":"expectedVersion"}},{"id":0,"version":0,"updatedAt":0,"labelIds":0,"__typename":0}]}}) as unknown as TypedDocumentString<SetTaskLabelsMutation, SetTaskLabelsMutationVariables>;
export const UpdateTaskDocument = new TypedDocumentString(`
    mutation UpdateTask($input: UpdateTaskInput!) {
  updateTask(input: $input) {
    ...TaskCardFields
    description
    updatedAt
    __typename
  }
}
    fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}`, {"operationName":"UpdateTask","operationType":"mutation","query":"mutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskCardFields\n    description\n    updatedAt\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}","hash":"5e9c69307a9daa314c87eefb362df7cbec8ef469a98b197119368556b1b887ed","fields":{"updateTask":["updateTask",{"input":{"$":"input"}},{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0,"description":0,"updatedAt":0}]}}) as unknown as TypedDocumentString<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const TaskActivityDocument = new TypedDocumentString(`
    query TaskActivity($projectKey: String!, $number: Int!, $first: Int = 20, $after: String) {
  task(projectKey: $projectKey, number: $number) {
    id
    project {
      id
      __typename
    }
    activity(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ActivityFields
          __typename
        }
        __typename
      }
      pageInfo {
        hasNextPage
        endCursor
        __typename
      }
      __typename
    }
    __typename
  }
}
    fragment ActivityFields on Activity {
  id
  seq
  kind
  at
  changedFields
  status
  actor {
    id
    name
    __typename
  }
  mentions {
    id
    name
    __typename
  }
  __typename
}`, {"operationName":"TaskActivity","operationType":"query","query":"query TaskActivity($projectKey: String!, $number: Int!, $first: Int = 20, $after: String) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    project {\n      id\n      __typename\n    }\n    activity(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivityFields\n          __typename\n        }\n        __typename\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment ActivityFields on Activity {\n  id\n  seq\n  kind\n  at\n  changedFields\n  status\n  actor {\n    id\n    name\n    __typename\n  }\n  mentions {\n    id\n    name\n    __typename\n  }\n  __typename\n}","hash":"f94a5ec6bbbb06b884553e8399621178de22eb76dd3e46f4d0ea71d0b4284260","fields":{"task":["task",{"projectKey":{"$":"projectKey"},"number":{"$":"number"}},{"id":0,"project":["project",0,{"id":0,"__typename":0}],"activity":["activity",{"first":{"$":"first"},"after":{"$":"after"}},{"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Activity"],"seq":["seq",0,0,"Activity"],"kind":["kind",0,0,"Activity"],"at":["at",0,0,"Activity"],"changedFields":["changedFields",0,0,"Activity"],"status":["status",0,0,"Activity"],"actor":["actor",0,{"id":0,"name":0,"__typename":0},"Activity"],"mentions":["mentions",0,{"id":0,"name":0,"__typename":0},"Activity"],"__typename":0}],"__typename":0}],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0}],"__typename":0}],"__typename":0}]},"defaults":{"first":20}}) as unknown as TypedDocumentString<TaskActivityQuery, TaskActivityQueryVariables>;
export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys {
  apiKeys {
    ...ApiKeyFields
    __typename
  }
}
    fragment ApiKeyFields on ApiKey {
  id
  name
  scope
  createdAt
  lastUsedAt
  __typename
}`, {"operationName":"ApiKeys","operationType":"query","query":"query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n    __typename\n  }\n}\n\nfragment ApiKeyFields on ApiKey {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n  __typename\n}","hash":"986f43baa1ebfd5870cd45847524cd14efdd33033574a964457b38234d5c3b34","fields":{"apiKeys":["apiKeys",0,{"id":["id",0,0,"ApiKey"],"name":["name",0,0,"ApiKey"],"scope":["scope",0,0,"ApiKey"],"createdAt":["createdAt",0,0,"ApiKey"],"lastUsedAt":["lastUsedAt",0,0,"ApiKey"],"__typename":0}]}}) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($name: String!, $scope: ApiKeyScope!) {
  createApiKey(name: $name, scope: $scope) {
    apiKey {
      ...ApiKeyFields
      __typename
    }
    token
    __typename
  }
}
    fragment ApiKeyFields on ApiKey {
  id
  name
  scope
  createdAt
  lastUsedAt
  __typename
}`, {"operationName":"CreateApiKey","operationType":"mutation","query":"mutation CreateApiKey($name: String!, $scope: ApiKeyScope!) {\n  createApiKey(name: $name, scope: $scope) {\n    apiKey {\n      ...ApiKeyFields\n      __typename\n    }\n    token\n    __typename\n  }\n}\n\nfragment ApiKeyFields on ApiKey {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n  __typename\n}","hash":"62940d4bac9ee5a98894a383c4030f1b3662cd44a12aa5d8954a0773e44cbad6","fields":{"createApiKey":["createApiKey",{"name":{"$":"name"},"scope":{"$":"scope"}},{"apiKey":["apiKey",0,{"id":["id",0,0,"ApiKey"],"name":["name",0,0,"ApiKey"],"scope":["scope",0,0,"ApiKey"],"createdAt":["createdAt",0,0,"ApiKey"],"lastUsedAt":["lastUsedAt",0,0,"ApiKey"],"__typename":0}],"token":0,"__typename":0}]}}) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id)
}
    `, {"operationName":"RevokeApiKey","operationType":"mutation","query":"mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}","hash":"94eae462670f9a7708b8dd4e86cd65b90c59302e32050edaa13ed09041fead63","fields":{"revokeApiKey":["revokeApiKey",{"id":{"$":"id"}},0]}}) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `, {"operationName":"ChangePassword","operationType":"mutation","query":"mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}","hash":"e7c1262b932d16bc95f5388cb8b5adf0068267fa408f325eef91fb269e82857c","fields":{"changePassword":["changePassword",{"currentPassword":{"$":"currentPassword"},"newPassword":{"$":"newPassword"}},0]}}) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DemoAccountsDocument = new TypedDocumentString(`
    query DemoAccounts {
  demoAccounts {
    email
    name
    password
    __typename
  }
}
    `, {"operationName":"DemoAccounts","operationType":"query","query":"query DemoAccounts {\n  demoAccounts {\n    email\n    name\n    password\n    __typename\n  }\n}","hash":"7d6480446d1867cabd0b5c7dd45b4ba2f855aa3c9c62704640ee53953b68b499","fields":{"demoAccounts":["demoAccounts",0,{"email":0,"name":0,"password":0,"__typename":0}]}}) as unknown as TypedDocumentString<DemoAccountsQuery, DemoAccountsQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    id
    email
    name
    __typename
  }
}
    `, {"operationName":"SignIn","operationType":"mutation","query":"mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n    email\n    name\n    __typename\n  }\n}","hash":"6e21b251fe75e7591922c34ef672ccefe82b9b928d8fce5cb5d3ba769a5e90e7","fields":{"signIn":["signIn",{"email":{"$":"email"},"password":{"$":"password"}},{"id":0,"email":0,"name":0,"__typename":0}]}}) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `, {"operationName":"SignOut","operationType":"mutation","query":"mutation SignOut {\n  signOut\n}","hash":"39300be1f6ff47633a8c264de2a924d5b71367b646d3bf86d82d7c51c6543956","fields":{"signOut":0}}) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const SignOutEverywhereDocument = new TypedDocumentString(`
    mutation SignOutEverywhere {
  signOutEverywhere
}
    `, {"operationName":"SignOutEverywhere","operationType":"mutation","query":"mutation SignOutEverywhere {\n  signOutEverywhere\n}","hash":"4c1763fb9c6a63882642b282f19ad507e4417c23a4c59c3b633e9f8fe21b26dc","fields":{"signOutEverywhere":0}}) as unknown as TypedDocumentString<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    id
    email
    name
    __typename
  }
}
    `, {"operationName":"SignUp","operationType":"mutation","query":"mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n    name\n    __typename\n  }\n}","hash":"986ec71d60cc3644c50fc8acbedc775521795dbf8cbf39df84f9c1f52e8c7147","fields":{"signUp":["signUp",{"input":{"$":"input"}},{"id":0,"email":0,"name":0,"__typename":0}]}}) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    id
    email
    name
    __typename
  }
}
    `, {"operationName":"Viewer","operationType":"query","query":"query Viewer {\n  viewer {\n    id\n    email\n    name\n    __typename\n  }\n}","hash":"ea6087c5c45478944c41a7b3c5bb477f9c195cdba46cadc1e66320bfc2a77942","fields":{"viewer":["viewer",0,{"id":0,"email":0,"name":0,"__typename":0}]}}) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const BoardDocument = new TypedDocumentString(`
    query Board($key: String!, $text: String, $assigneeId: ID, $unassigned: Boolean, $priority: Priority, $labels: [String!], $first: Int = 50) {
  project(key: $key) {
    id
    key
    name
    viewerRole
    seq
    archivedAt
    members {
      id
      role
      user {
        id
        name
        __typename
      }
      __typename
    }
    labels {
      ...LabelFields
      __typename
    }
    backlog: tasks(
      filter: {status: BACKLOG, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}
      first: $first
    ) {
      ...TaskPageFields
      __typename
    }
    todo: tasks(
      filter: {status: TODO, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}
      first: $first
    ) {
      ...TaskPageFields
      __typename
    }
    inProgress: tasks(
      filter: {status: IN_PROGRESS, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}
      first: $first
    ) {
      ...TaskPageFields
      __typename
    }
    inReview: tasks(
      filter: {status: IN_REVIEW, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}
      first: $first
    ) {
      ...TaskPageFields
      __typename
    }
    done: tasks(
      filter: {status: DONE, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}
      first: $first
    ) {
      ...TaskPageFields
      __typename
    }
    canceled: tasks(
      filter: {status: CANCELED, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}
      first: $first
    ) {
      ...TaskPageFields
      __typename
    }
    __typename
  }
}
    fragment LabelFields on Label {
  id
  name
  color
  __typename
}
fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}
fragment TaskPageFields on TaskConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
    __typename
  }
  edges {
    cursor
    node {
      ...TaskCardFields
      __typename
    }
    __typename
  }
  __typename
}`, {"operationName":"Board","operationType":"query","query":"query Board($key: String!, $text: String, $assigneeId: ID, $unassigned: Boolean, $priority: Priority, $labels: [String!], $first: Int = 50) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    seq\n    archivedAt\n    members {\n      id\n      role\n      user {\n        id\n        name\n        __typename\n      }\n      __typename\n    }\n    labels {\n      ...LabelFields\n      __typename\n    }\n    backlog: tasks(\n      filter: {status: BACKLOG, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n      __typename\n    }\n    todo: tasks(\n      filter: {status: TODO, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n      __typename\n    }\n    inProgress: tasks(\n      filter: {status: IN_PROGRESS, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n      __typename\n    }\n    inReview: tasks(\n      filter: {status: IN_REVIEW, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n      __typename\n    }\n    done: tasks(\n      filter: {status: DONE, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n      __typename\n    }\n    canceled: tasks(\n      filter: {status: CANCELED, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment LabelFields on Label {\n  id\n  name\n  color\n  __typename\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}\n\nfragment TaskPageFields on TaskConnection {\n  totalCount\n  pageInfo {\n    hasNextPage\n    endCursor\n    __typename\n  }\n  edges {\n    cursor\n    node {\n      ...TaskCardFields\n      __typename\n    }\n    __typename\n  }\n  __typename\n}","hash":"26c3bcec617adc5ea22aa028fcd511a8fd35a7d65c3bf2202ec1e4212e9dd2fd","fields":{"project":["project",{"key":{"$":"key"}},{"id":0,"key":0,"name":0,"viewerRole":0,"seq":0,"archivedAt":0,"members":["members",0,{"id":0,"role":0,"user":["user",0,{"id":0,"name":0,"__typename":0}],"__typename":0}],"labels":["labels",0,{"id":["id",0,0,"Label"],"name":["name",0,0,"Label"],"color":["color",0,0,"Label"],"__typename":0}],"backlog":["tasks",{"filter":{"status":"BACKLOG","text":{"$":"text"},"assigneeId":{"$":"assigneeId"},"unassigned":{"$":"unassigned"},"priority":{"$":"priority"},"labels":{"$":"labels"}},"first":{"$":"first"}},{"totalCount":["totalCount",0,0,"TaskConnection"],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0},"TaskConnection"],"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}],"__typename":0},"TaskConnection"],"__typename":0}],"todo":["tasks",{"filter":{"status":"TODO","text":{"$":"text"},"assigneeId":{"$":"assigneeId"},"unassigned":{"$":"unassigned"},"priority":{"$":"priority"},"labels":{"$":"labels"}},"first":{"$":"first"}},{"totalCount":["totalCount",0,0,"TaskConnection"],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0},"TaskConnection"],"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}],"__typename":0},"TaskConnection"],"__typename":0}],"inProgress":["tasks",{"filter":{"status":"IN_PROGRESS","text":{"$":"text"},"assigneeId":{"$":"assigneeId"},"unassigned":{"$":"unassigned"},"priority":{"$":"priority"},"labels":{"$":"labels"}},"first":{"$":"first"}},{"totalCount":["totalCount",0,0,"TaskConnection"],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0},"TaskConnection"],"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}],"__typename":0},"TaskConnection"],"__typename":0}],"inReview":["tasks",{"filter":{"status":"IN_REVIEW","text":{"$":"text"},"assigneeId":{"$":"assigneeId"},"unassigned":{"$":"unassigned"},"priority":{"$":"priority"},"labels":{"$":"labels"}},"first":{"$":"first"}},{"totalCount":["totalCount",0,0,"TaskConnection"],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0},"TaskConnection"],"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}],"__typename":0},"TaskConnection"],"__typename":0}],"done":["tasks",{"filter":{"status":"DONE","text":{"$":"text"},"assigneeId":{"$":"assigneeId"},"unassigned":{"$":"unassigned"},"priority":{"$":"priority"},"labels":{"$":"labels"}},"first":{"$":"first"}},{"totalCount":["totalCount",0,0,"TaskConnection"],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0},"TaskConnection"],"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}],"__typename":0},"TaskConnection"],"__typename":0}],"canceled":["tasks",{"filter":{"status":"CANCELED","text":{"$":"text"},"assigneeId":{"$":"assigneeId"},"unassigned":{"$":"unassigned"},"priority":{"$":"priority"},"labels":{"$":"labels"}},"first":{"$":"first"}},{"totalCount":["totalCount",0,0,"TaskConnection"],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0},"TaskConnection"],"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}],"__typename":0},"TaskConnection"],"__typename":0}],"__typename":0}]},"defaults":{"first":50}}) as unknown as TypedDocumentString<BoardQuery, BoardQueryVariables>;
export const BoardColumnDocument = new TypedDocumentString(`
    query BoardColumn($key: String!, $filter: TaskFilter!, $first: Int = 50, $after: String) {
  project(key: $key) {
    id
    tasks(filter: $filter, first: $first, after: $after) {
      ...TaskPageFields
      __typename
    }
    __typename
  }
}
    fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}
fragment TaskPageFields on TaskConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
    __typename
  }
  edges {
    cursor
    node {
      ...TaskCardFields
      __typename
    }
    __typename
  }
  __typename
}`, {"operationName":"BoardColumn","operationType":"query","query":"query BoardColumn($key: String!, $filter: TaskFilter!, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    tasks(filter: $filter, first: $first, after: $after) {\n      ...TaskPageFields\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}\n\nfragment TaskPageFields on TaskConnection {\n  totalCount\n  pageInfo {\n    hasNextPage\n    endCursor\n    __typename\n  }\n  edges {\n    cursor\n    node {\n      ...TaskCardFields\n      __typename\n    }\n    __typename\n  }\n  __typename\n}","hash":"48212b53c3e5e829b5c839ef8661f5e4c2c674139e753e3129a12cc94a8b1a36","fields":{"project":["project",{"key":{"$":"key"}},{"id":0,"tasks":["tasks",{"filter":{"$":"filter"},"first":{"$":"first"},"after":{"$":"after"}},{"totalCount":["totalCount",0,0,"TaskConnection"],"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0},"TaskConnection"],"edges":["edges",0,{"cursor":0,"node":["node",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}],"__typename":0},"TaskConnection"],"__typename":0}],"__typename":0}]},"defaults":{"first":50}}) as unknown as TypedDocumentString<BoardColumnQuery, BoardColumnQueryVariables>;
export const BoardEventsDocument = new TypedDocumentString(`
    subscription BoardEvents($projectKey: String!, $after: Int) {
  boardEvents(projectKey: $projectKey, after: $after) {
    kind
    seq
    projectKey
    deletedId
    taskId
    userId
    at
    changedFields
    actor {
      id
      name
      __typename
    }
    task {
      ...TaskCardFields
      description
      mentions {
        id
        name
        __typename
      }
      commentCount
      updatedAt
      __typename
    }
    comment {
      ...CommentFields
      __typename
    }
    member {
      id
      role
      user {
        id
        name
        __typename
      }
      __typename
    }
    project {
      id
      key
      name
      description
      archivedAt
      __typename
    }
    label {
      ...LabelFields
      __typename
    }
    __typename
  }
}
    fragment LabelFields on Label {
  id
  name
  color
  __typename
}
fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}
fragment CommentFields on Comment {
  id
  body
  createdAt
  editedAt
  author {
    id
    name
    __typename
  }
  mentions {
    id
    name
    __typename
  }
  __typename
}`, {"operationName":"BoardEvents","operationType":"subscription","query":"subscription BoardEvents($projectKey: String!, $after: Int) {\n  boardEvents(projectKey: $projectKey, after: $after) {\n    kind\n    seq\n    projectKey\n    deletedId\n    taskId\n    userId\n    at\n    changedFields\n    actor {\n      id\n      name\n      __typename\n    }\n    task {\n      ...TaskCardFields\n      description\n      mentions {\n        id\n        name\n        __typename\n      }\n      commentCount\n      updatedAt\n      __typename\n    }\n    comment {\n      ...CommentFields\n      __typename\n    }\n    member {\n      id\n      role\n      user {\n        id\n        name\n        __typename\n      }\n      __typename\n    }\n    project {\n      id\n      key\n      name\n      description\n      archivedAt\n      __typename\n    }\n    label {\n      ...LabelFields\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment LabelFields on Label {\n  id\n  name\n  color\n  __typename\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}\n\nfragment CommentFields on Comment {\n  id\n  body\n  createdAt\n  editedAt\n  author {\n    id\n    name\n    __typename\n  }\n  mentions {\n    id\n    name\n    __typename\n  }\n  __typename\n}","hash":"15fbd714f65424b45ae64e2b4a1558be00e833f48f2d28495c838f9aa2fc0db2","fields":{"boardEvents":["boardEvents",{"projectKey":{"$":"projectKey"},"after":{"$":"after"}},{"kind":0,"seq":0,"projectKey":0,"deletedId":0,"taskId":0,"userId":0,"at":0,"changedFields":0,"actor":["actor",0,{"id":0,"name":0,"__typename":0}],"task":["task",0,{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0,"description":0,"mentions":["mentions",0,{"id":0,"name":0,"__typename":0}],"commentCount":0,"updatedAt":0}],"comment":["comment",0,{"id":["id",0,0,"Comment"],"body":["body",0,0,"Comment"],"createdAt":["createdAt",0,0,"Comment"],"editedAt":["editedAt",0,0,"Comment"],"author":["author",0,{"id":0,"name":0,"__typename":0},"Comment"],"mentions":["mentions",0,{"id":0,"name":0,"__typename":0},"Comment"],"__typename":0}],"member":["member",0,{"id":0,"role":0,"user":["user",0,{"id":0,"name":0,"__typename":0}],"__typename":0}],"project":["project",0,{"id":0,"key":0,"name":0,"description":0,"archivedAt":0,"__typename":0}],"label":["label",0,{"id":["id",0,0,"Label"],"name":["name",0,0,"Label"],"color":["color",0,0,"Label"],"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<BoardEventsSubscription, BoardEventsSubscriptionVariables>;
export const CreateTaskDocument = new TypedDocumentString(`
    mutation CreateTask($input: CreateTaskInput!) {
  createTask(input: $input) {
    ...TaskCardFields
    __typename
  }
}
    fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}`, {"operationName":"CreateTask","operationType":"mutation","query":"mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskCardFields\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}","hash":"0968616b11c1643bad235fc0ef9d3933d4e30394cf76d535d41a6d25cb388a4a","fields":{"createTask":["createTask",{"input":{"$":"input"}},{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0}]}}) as unknown as TypedDocumentString<CreateTaskMutation, CreateTaskMutationVariables>;
export const CommandProjectsDocument = new TypedDocumentString(`
    query CommandProjects {
  projects {
    id
    key
    name
    viewerRole
    archivedAt
    __typename
  }
}
    `, {"operationName":"CommandProjects","operationType":"query","query":"query CommandProjects {\n  projects {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n    __typename\n  }\n}","hash":"ed860a19c37a7e1bd0f260904bf2618267d2988107b485efea85aa0040d48ccb","fields":{"projects":["projects",0,{"id":0,"key":0,"name":0,"viewerRole":0,"archivedAt":0,"__typename":0}]}}) as unknown as TypedDocumentString<CommandProjectsQuery, CommandProjectsQueryVariables>;
export const CommandSearchDocument = new TypedDocumentString(`
    query CommandSearch($text: String!) {
  search(text: $text, first: 8) {
    id
    key
    number
    title
    project {
      id
      key
      __typename
    }
    __typename
  }
}
    `, {"operationName":"CommandSearch","operationType":"query","query":"query CommandSearch($text: String!) {\n  search(text: $text, first: 8) {\n    id\n    key\n    number\n    title\n    project {\n      id\n      key\n      __typename\n    }\n    __typename\n  }\n}","hash":"52386fde74f9824200f3a4cba2242a176c4b29d4b2128d237765e742c6c50887","fields":{"search":["search",{"text":{"$":"text"},"first":8},{"id":0,"key":0,"number":0,"title":0,"project":["project",0,{"id":0,"key":0,"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<CommandSearchQuery, CommandSearchQueryVariables>;
export const CommandTaskDocument = new TypedDocumentString(`
    query CommandTask($projectKey: String!, $number: Int!) {
  task(projectKey: $projectKey, number: $number) {
    id
    key
    number
    title
    __typename
  }
}
    `, {"operationName":"CommandTask","operationType":"query","query":"query CommandTask($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    key\n    number\n    title\n    __typename\n  }\n}","hash":"b24db5b06619768412756a6518c61e7ecde0ce335d3305021897566908af405d","fields":{"task":["task",{"projectKey":{"$":"projectKey"},"number":{"$":"number"}},{"id":0,"key":0,"number":0,"title":0,"__typename":0}]}}) as unknown as TypedDocumentString<CommandTaskQuery, CommandTaskQueryVariables>;
export const AddCommentDocument = new TypedDocumentString(`
    mutation AddComment($taskId: ID!, $body: String!) {
  addComment(taskId: $taskId, body: $body) {
    ...CommentFields
    __typename
  }
}
    fragment CommentFields on Comment {
  id
  body
  createdAt
  editedAt
  author {
    id
    name
    __typename
  }
  mentions {
    id
    name
    __typename
  }
  __typename
}`, {"operationName":"AddComment","operationType":"mutation","query":"mutation AddComment($taskId: ID!, $body: String!) {\n  addComment(taskId: $taskId, body: $body) {\n    ...CommentFields\n    __typename\n  }\n}\n\nfragment CommentFields on Comment {\n  id\n  body\n  createdAt\n  editedAt\n  author {\n    id\n    name\n    __typename\n  }\n  mentions {\n    id\n    name\n    __typename\n  }\n  __typename\n}","hash":"09e933cb989ff0d8cdedbfb5a13fe85dbe23100ea607125bb80b5019edf70eb4","fields":{"addComment":["addComment",{"taskId":{"$":"taskId"},"body":{"$":"body"}},{"id":["id",0,0,"Comment"],"body":["body",0,0,"Comment"],"createdAt":["createdAt",0,0,"Comment"],"editedAt":["editedAt",0,0,"Comment"],"author":["author",0,{"id":0,"name":0,"__typename":0},"Comment"],"mentions":["mentions",0,{"id":0,"name":0,"__typename":0},"Comment"],"__typename":0}]}}) as unknown as TypedDocumentString<AddCommentMutation, AddCommentMutationVariables>;
export const DeleteCommentDocument = new TypedDocumentString(`
    mutation DeleteComment($id: ID!) {
  deleteComment(id: $id)
}
    `, {"operationName":"DeleteComment","operationType":"mutation","query":"mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id)\n}","hash":"a6613cd1444329e315b8bcf880c072ee45d1bcda6f93b9f8c6d6e7f6bed263e8","fields":{"deleteComment":["deleteComment",{"id":{"$":"id"}},0]}}) as unknown as TypedDocumentString<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const EditCommentDocument = new TypedDocumentString(`
    mutation EditComment($id: ID!, $body: String!) {
  editComment(id: $id, body: $body) {
    ...CommentFields
    __typename
  }
}
    fragment CommentFields on Comment {
  id
  body
  createdAt
  editedAt
  author {
    id
    name
    __typename
  }
  mentions {
    id
    name
    __typename
  }
  __typename
}`, {"operationName":"EditComment","operationType":"mutation","query":"mutation EditComment($id: ID!, $body: String!) {\n  editComment(id: $id, body: $body) {\n    ...CommentFields\n    __typename\n  }\n}\n\nfragment CommentFields on Comment {\n  id\n  body\n  createdAt\n  editedAt\n  author {\n    id\n    name\n    __typename\n  }\n  mentions {\n    id\n    name\n    __typename\n  }\n  __typename\n}","hash":"c28c5b8ed5f6c0d25727fcfe0c33effe4a5a2156d0720889cca0ea107b3772f2","fields":{"editComment":["editComment",{"id":{"$":"id"},"body":{"$":"body"}},{"id":["id",0,0,"Comment"],"body":["body",0,0,"Comment"],"createdAt":["createdAt",0,0,"Comment"],"editedAt":["editedAt",0,0,"Comment"],"author":["author",0,{"id":0,"name":0,"__typename":0},"Comment"],"mentions":["mentions",0,{"id":0,"name":0,"__typename":0},"Comment"],"__typename":0}]}}) as unknown as TypedDocumentString<EditCommentMutation, EditCommentMutationVariables>;
export const AcceptInviteDocument = new TypedDocumentString(`
    mutation AcceptInvite($token: String!) {
  acceptInvite(token: $token) {
    id
    key
    name
    viewerRole
    __typename
  }
}
    `, {"operationName":"AcceptInvite","operationType":"mutation","query":"mutation AcceptInvite($token: String!) {\n  acceptInvite(token: $token) {\n    id\n    key\n    name\n    viewerRole\n    __typename\n  }\n}","hash":"69d541ad504392cb0373f16380da4d9271b8994eeac4394008b7e24e40b53fc3","fields":{"acceptInvite":["acceptInvite",{"token":{"$":"token"}},{"id":0,"key":0,"name":0,"viewerRole":0,"__typename":0}]}}) as unknown as TypedDocumentString<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const CreateInviteDocument = new TypedDocumentString(`
    mutation CreateInvite($projectKey: String!, $role: Role!) {
  createInvite(projectKey: $projectKey, role: $role) {
    id
    url
    role
    expiresAt
    __typename
  }
}
    `, {"operationName":"CreateInvite","operationType":"mutation","query":"mutation CreateInvite($projectKey: String!, $role: Role!) {\n  createInvite(projectKey: $projectKey, role: $role) {\n    id\n    url\n    role\n    expiresAt\n    __typename\n  }\n}","hash":"935d9279e9a41b7ae131c6bc3209edc53d434a9879f73d0f0eb591bf1cfd0f56","fields":{"createInvite":["createInvite",{"projectKey":{"$":"projectKey"},"role":{"$":"role"}},{"id":0,"url":0,"role":0,"expiresAt":0,"__typename":0}]}}) as unknown as TypedDocumentString<CreateInviteMutation, CreateInviteMutationVariables>;
export const InviteDocument = new TypedDocumentString(`
    query Invite($tokenHash: String!) {
  invite(tokenHash: $tokenHash) {
    id
    projectName
    role
    expiresAt
    state
    joined
    __typename
  }
}
    `, {"operationName":"Invite","operationType":"query","query":"query Invite($tokenHash: String!) {\n  invite(tokenHash: $tokenHash) {\n    id\n    projectName\n    role\n    expiresAt\n    state\n    joined\n    __typename\n  }\n}","hash":"50d99a7102b2a11d77113a8586810e00db4d5933f01ac349f6a8ae6b5289742c","fields":{"invite":["invite",{"tokenHash":{"$":"tokenHash"}},{"id":0,"projectName":0,"role":0,"expiresAt":0,"state":0,"joined":0,"__typename":0}]}}) as unknown as TypedDocumentString<InviteQuery, InviteQueryVariables>;
export const ProjectInvitesDocument = new TypedDocumentString(`
    query ProjectInvites($key: String!) {
  project(key: $key) {
    id
    invites {
      id
      role
      createdAt
      expiresAt
      joinedCount
      createdBy {
        id
        name
        __typename
      }
      __typename
    }
    __typename
  }
}
    `, {"operationName":"ProjectInvites","operationType":"query","query":"query ProjectInvites($key: String!) {\n  project(key: $key) {\n    id\n    invites {\n      id\n      role\n      createdAt\n      expiresAt\n      joinedCount\n      createdBy {\n        id\n        name\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}","hash":"70dd3c317891a50658261536c4c4044fefeda2e89977fc98700bf97288eca700","fields":{"project":["project",{"key":{"$":"key"}},{"id":0,"invites":["invites",0,{"id":0,"role":0,"createdAt":0,"expiresAt":0,"joinedCount":0,"createdBy":["createdBy",0,{"id":0,"name":0,"__typename":0}],"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<ProjectInvitesQuery, ProjectInvitesQueryVariables>;
export const RevokeInviteDocument = new TypedDocumentString(`
    mutation RevokeInvite($id: ID!) {
  revokeInvite(id: $id)
}
    `, {"operationName":"RevokeInvite","operationType":"mutation","query":"mutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}","hash":"ddb05cfbb9eda7c9241784d8fcb21b25ecab50fae649b9b99485e6fd0e582f3c","fields":{"revokeInvite":["revokeInvite",{"id":{"$":"id"}},0]}}) as unknown as TypedDocumentString<RevokeInviteMutation, RevokeInviteMutationVariables>;
export const CreateLabelDocument = new TypedDocumentString(`
    mutation CreateLabel($projectKey: String!, $name: String!, $color: LabelColor!) {
  createLabel(projectKey: $projectKey, name: $name, color: $color) {
    ...LabelFields
    __typename
  }
}
    fragment LabelFields on Label {
  id
  name
  color
  __typename
}`, {"operationName":"CreateLabel","operationType":"mutation","query":"mutation CreateLabel($projectKey: String!, $name: String!, $color: LabelColor!) {\n  createLabel(projectKey: $projectKey, name: $name, color: $color) {\n    ...LabelFields\n    __typename\n  }\n}\n\nfragment LabelFields on Label {\n  id\n  name\n  color\n  __typename\n}","hash":"f51ffc2cb17b6493674325e234773ea3cef0852590f7d85a48b17f0cf80fa2c0","fields":{"createLabel":["createLabel",{"projectKey":{"$":"projectKey"},"name":{"$":"name"},"color":{"$":"color"}},{"id":["id",0,0,"Label"],"name":["name",0,0,"Label"],"color":["color",0,0,"Label"],"__typename":0}]}}) as unknown as TypedDocumentString<CreateLabelMutation, CreateLabelMutationVariables>;
export const DeleteLabelDocument = new TypedDocumentString(`
    mutation DeleteLabel($id: ID!) {
  deleteLabel(id: $id)
}
    `, {"operationName":"DeleteLabel","operationType":"mutation","query":"mutation DeleteLabel($id: ID!) {\n  deleteLabel(id: $id)\n}","hash":"deeba51bc97c9e1ef01720aa5e392318a421ecf3d974c658bf481973cfc07ced","fields":{"deleteLabel":["deleteLabel",{"id":{"$":"id"}},0]}}) as unknown as TypedDocumentString<DeleteLabelMutation, DeleteLabelMutationVariables>;
export const UpdateLabelDocument = new TypedDocumentString(`
    mutation UpdateLabel($id: ID!, $name: String, $color: LabelColor) {
  updateLabel(id: $id, name: $name, color: $color) {
    ...LabelFields
    __typename
  }
}
    fragment LabelFields on Label {
  id
  name
  color
  __typename
}`, {"operationName":"UpdateLabel","operationType":"mutation","query":"mutation UpdateLabel($id: ID!, $name: String, $color: LabelColor) {\n  updateLabel(id: $id, name: $name, color: $color) {\n    ...LabelFields\n    __typename\n  }\n}\n\nfragment LabelFields on Label {\n  id\n  name\n  color\n  __typename\n}","hash":"ebae90ff4ec35b9391c2852da479b850c7e4b134f05d795e0c353d0f86fc4b2b","fields":{"updateLabel":["updateLabel",{"id":{"$":"id"},"name":{"$":"name"},"color":{"$":"color"}},{"id":["id",0,0,"Label"],"name":["name",0,0,"Label"],"color":["color",0,0,"Label"],"__typename":0}]}}) as unknown as TypedDocumentString<UpdateLabelMutation, UpdateLabelMutationVariables>;
export const ViewerEventsDocument = new TypedDocumentString(`
    subscription ViewerEvents {
  viewerEvents {
    kind
    projectId
    projectKey
    role
    actor {
      id
      name
      __typename
    }
    notification {
      id
      kind
      __typename
    }
    project {
      id
      key
      name
      description
      viewerRole
      taskCounts {
        status
        count
        __typename
      }
      __typename
    }
    __typename
  }
}
    `, {"operationName":"ViewerEvents","operationType":"subscription","query":"subscription ViewerEvents {\n  viewerEvents {\n    kind\n    projectId\n    projectKey\n    role\n    actor {\n      id\n      name\n      __typename\n    }\n    notification {\n      id\n      kind\n      __typename\n    }\n    project {\n      id\n      key\n      name\n      description\n      viewerRole\n      taskCounts {\n        status\n        count\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}","hash":"c087c1fdf6452f0a37b20f37dab407c6ea7592e963ebf829effa10663aa47541","fields":{"viewerEvents":["viewerEvents",0,{"kind":0,"projectId":0,"projectKey":0,"role":0,"actor":["actor",0,{"id":0,"name":0,"__typename":0}],"notification":["notification",0,{"id":0,"kind":0,"__typename":0}],"project":["project",0,{"id":0,"key":0,"name":0,"description":0,"viewerRole":0,"taskCounts":["taskCounts",0,{"status":0,"count":0,"__typename":0}],"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<ViewerEventsSubscription, ViewerEventsSubscriptionVariables>;
export const ArchiveProjectDocument = new TypedDocumentString(`
    mutation ArchiveProject($key: String!, $unlessChangedAfter: Int) {
  archiveProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {
    id
    key
    archivedAt
    seq
    __typename
  }
}
    `, {"operationName":"ArchiveProject","operationType":"mutation","query":"mutation ArchiveProject($key: String!, $unlessChangedAfter: Int) {\n  archiveProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n    __typename\n  }\n}","hash":"fd403ba54a84201a0b17cd6f060514c425b242f80681ba05516e3f4e935d9858","fields":{"archiveProject":["archiveProject",{"key":{"$":"key"},"unlessChangedAfter":{"$":"unlessChangedAfter"}},{"id":0,"key":0,"archivedAt":0,"seq":0,"__typename":0}]}}) as unknown as TypedDocumentString<ArchiveProjectMutation, ArchiveProjectMutationVariables>;
export const ArchivedProjectsDocument = new TypedDocumentString(`
    query ArchivedProjects {
  projects(includeArchived: true) {
    id
    key
    name
    viewerRole
    archivedAt
    __typename
  }
}
    `, {"operationName":"ArchivedProjects","operationType":"query","query":"query ArchivedProjects {\n  projects(includeArchived: true) {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n    __typename\n  }\n}","hash":"9f97a63ea655b3a30849887960f3180790db4dcc2a9dd4691f83d55bb01e72e7","fields":{"projects":["projects",{"includeArchived":true},{"id":0,"key":0,"name":0,"viewerRole":0,"archivedAt":0,"__typename":0}]}}) as unknown as TypedDocumentString<ArchivedProjectsQuery, ArchivedProjectsQueryVariables>;
export const CreateProjectDocument = new TypedDocumentString(`
    mutation CreateProject($input: CreateProjectInput!) {
  createProject(input: $input) {
    id
    key
    name
    description
    viewerRole
    taskCounts {
      status
      count
      __typename
    }
    __typename
  }
}
    `, {"operationName":"CreateProject","operationType":"mutation","query":"mutation CreateProject($input: CreateProjectInput!) {\n  createProject(input: $input) {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n      __typename\n    }\n    __typename\n  }\n}","hash":"9f2aa50a0f046def49499304bb876bfb5e050246bfee597a7c661aa62249a810","fields":{"createProject":["createProject",{"input":{"$":"input"}},{"id":0,"key":0,"name":0,"description":0,"viewerRole":0,"taskCounts":["taskCounts",0,{"status":0,"count":0,"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<CreateProjectMutation, CreateProjectMutationVariables>;
export const ProjectsDocument = new TypedDocumentString(`
    query Projects {
  projects {
    id
    key
    name
    description
    viewerRole
    taskCounts {
      status
      count
      __typename
    }
    __typename
  }
}
    `, {"operationName":"Projects","operationType":"query","query":"query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n      __typename\n    }\n    __typename\n  }\n}","hash":"68fd0bc1b51d9f1c0999835d316aec717020274e6b8445f7a2f7876f3cc8aad9","fields":{"projects":["projects",0,{"id":0,"key":0,"name":0,"description":0,"viewerRole":0,"taskCounts":["taskCounts",0,{"status":0,"count":0,"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<ProjectsQuery, ProjectsQueryVariables>;
export const RestoreProjectDocument = new TypedDocumentString(`
    mutation RestoreProject($key: String!, $unlessChangedAfter: Int) {
  restoreProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {
    id
    key
    archivedAt
    seq
    __typename
  }
}
    `, {"operationName":"RestoreProject","operationType":"mutation","query":"mutation RestoreProject($key: String!, $unlessChangedAfter: Int) {\n  restoreProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n    __typename\n  }\n}","hash":"8c69f917a3a59a29ccf7eff385ab5b5e6cd782e14b237550def0e038d17443b1","fields":{"restoreProject":["restoreProject",{"key":{"$":"key"},"unlessChangedAfter":{"$":"unlessChangedAfter"}},{"id":0,"key":0,"archivedAt":0,"seq":0,"__typename":0}]}}) as unknown as TypedDocumentString<RestoreProjectMutation, RestoreProjectMutationVariables>;
export const AddMemberDocument = new TypedDocumentString(`
    mutation AddMember($projectKey: String!, $email: String!, $role: Role!) {
  addMember(projectKey: $projectKey, email: $email, role: $role) {
    ...MemberFields
    __typename
  }
}
    fragment MemberFields on Member {
  id
  role
  joinedAt
  user {
    id
    name
    email
    __typename
  }
  __typename
}`, {"operationName":"AddMember","operationType":"mutation","query":"mutation AddMember($projectKey: String!, $email: String!, $role: Role!) {\n  addMember(projectKey: $projectKey, email: $email, role: $role) {\n    ...MemberFields\n    __typename\n  }\n}\n\nfragment MemberFields on Member {\n  id\n  role\n  joinedAt\n  user {\n    id\n    name\n    email\n    __typename\n  }\n  __typename\n}","hash":"278247623b9035cfc3597f0730aefbc719741a03cdebeeb21abf07a132679e80","fields":{"addMember":["addMember",{"projectKey":{"$":"projectKey"},"email":{"$":"email"},"role":{"$":"role"}},{"id":["id",0,0,"Member"],"role":["role",0,0,"Member"],"joinedAt":["joinedAt",0,0,"Member"],"user":["user",0,{"id":0,"name":0,"email":0,"__typename":0},"Member"],"__typename":0}]}}) as unknown as TypedDocumentString<AddMemberMutation, AddMemberMutationVariables>;
export const ChangeMemberRoleDocument = new TypedDocumentString(`
    mutation ChangeMemberRole($projectKey: String!, $userId: ID!, $role: Role!) {
  changeMemberRole(projectKey: $projectKey, userId: $userId, role: $role) {
    ...MemberFields
    __typename
  }
}
    fragment MemberFields on Member {
  id
  role
  joinedAt
  user {
    id
    name
    email
    __typename
  }
  __typename
}`, {"operationName":"ChangeMemberRole","operationType":"mutation","query":"mutation ChangeMemberRole($projectKey: String!, $userId: ID!, $role: Role!) {\n  changeMemberRole(projectKey: $projectKey, userId: $userId, role: $role) {\n    ...MemberFields\n    __typename\n  }\n}\n\nfragment MemberFields on Member {\n  id\n  role\n  joinedAt\n  user {\n    id\n    name\n    email\n    __typename\n  }\n  __typename\n}","hash":"6f31abf6c68843c72ca81e6b0ce26349055ef3b460843e25241795058f72ae72","fields":{"changeMemberRole":["changeMemberRole",{"projectKey":{"$":"projectKey"},"userId":{"$":"userId"},"role":{"$":"role"}},{"id":["id",0,0,"Member"],"role":["role",0,0,"Member"],"joinedAt":["joinedAt",0,0,"Member"],"user":["user",0,{"id":0,"name":0,"email":0,"__typename":0},"Member"],"__typename":0}]}}) as unknown as TypedDocumentString<ChangeMemberRoleMutation, ChangeMemberRoleMutationVariables>;
export const LeaveProjectDocument = new TypedDocumentString(`
    mutation LeaveProject($projectKey: String!) {
  leaveProject(projectKey: $projectKey)
}
    `, {"operationName":"LeaveProject","operationType":"mutation","query":"mutation LeaveProject($projectKey: String!) {\n  leaveProject(projectKey: $projectKey)\n}","hash":"b5998ea0b2bdeff190e2113f0b79c50b34e486393be7b4ca609071729e92a59e","fields":{"leaveProject":["leaveProject",{"projectKey":{"$":"projectKey"}},0]}}) as unknown as TypedDocumentString<LeaveProjectMutation, LeaveProjectMutationVariables>;
export const ProjectSettingsDocument = new TypedDocumentString(`
    query ProjectSettings($key: String!) {
  project(key: $key) {
    id
    key
    name
    description
    viewerRole
    archivedAt
    seq
    members {
      ...MemberFields
      __typename
    }
    labels {
      ...LabelFields
      __typename
    }
    __typename
  }
}
    fragment LabelFields on Label {
  id
  name
  color
  __typename
}
fragment MemberFields on Member {
  id
  role
  joinedAt
  user {
    id
    name
    email
    __typename
  }
  __typename
}`, {"operationName":"ProjectSettings","operationType":"query","query":"query ProjectSettings($key: String!) {\n  project(key: $key) {\n    id\n    key\n    name\n    description\n    viewerRole\n    archivedAt\n    seq\n    members {\n      ...MemberFields\n      __typename\n    }\n    labels {\n      ...LabelFields\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment LabelFields on Label {\n  id\n  name\n  color\n  __typename\n}\n\nfragment MemberFields on Member {\n  id\n  role\n  joinedAt\n  user {\n    id\n    name\n    email\n    __typename\n  }\n  __typename\n}","hash":"3d58acb1d245b643671be5ed6ef2bf55cf60a044bf2eefc27728a55fb0fae773","fields":{"project":["project",{"key":{"$":"key"}},{"id":0,"key":0,"name":0,"description":0,"viewerRole":0,"archivedAt":0,"seq":0,"members":["members",0,{"id":["id",0,0,"Member"],"role":["role",0,0,"Member"],"joinedAt":["joinedAt",0,0,"Member"],"user":["user",0,{"id":0,"name":0,"email":0,"__typename":0},"Member"],"__typename":0}],"labels":["labels",0,{"id":["id",0,0,"Label"],"name":["name",0,0,"Label"],"color":["color",0,0,"Label"],"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<ProjectSettingsQuery, ProjectSettingsQueryVariables>;
export const RemoveMemberDocument = new TypedDocumentString(`
    mutation RemoveMember($projectKey: String!, $userId: ID!) {
  removeMember(projectKey: $projectKey, userId: $userId)
}
    `, {"operationName":"RemoveMember","operationType":"mutation","query":"mutation RemoveMember($projectKey: String!, $userId: ID!) {\n  removeMember(projectKey: $projectKey, userId: $userId)\n}","hash":"943740150b75da531052bfc3f171451839dacda6984917a44df97b07c8949d08","fields":{"removeMember":["removeMember",{"projectKey":{"$":"projectKey"},"userId":{"$":"userId"}},0]}}) as unknown as TypedDocumentString<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const UpdateProjectDocument = new TypedDocumentString(`
    mutation UpdateProject($input: UpdateProjectInput!) {
  updateProject(input: $input) {
    id
    key
    name
    description
    __typename
  }
}
    `, {"operationName":"UpdateProject","operationType":"mutation","query":"mutation UpdateProject($input: UpdateProjectInput!) {\n  updateProject(input: $input) {\n    id\n    key\n    name\n    description\n    __typename\n  }\n}","hash":"48170beef30af4045d81c15a08913ddce794862a6e70011bbb8f2a6d9d4bf3bc","fields":{"updateProject":["updateProject",{"input":{"$":"input"}},{"id":0,"key":0,"name":0,"description":0,"__typename":0}]}}) as unknown as TypedDocumentString<UpdateProjectMutation, UpdateProjectMutationVariables>;
export const TaskDocument = new TypedDocumentString(`
    query Task($projectKey: String!, $number: Int!) {
  task(projectKey: $projectKey, number: $number) {
    ...TaskCardFields
    description
    mentions {
      id
      name
      __typename
    }
    createdAt
    updatedAt
    commentCount
    createdBy {
      id
      name
      __typename
    }
    project {
      id
      key
      name
      viewerRole
      seq
      archivedAt
      members {
        id
        role
        user {
          id
          name
          email
          __typename
        }
        __typename
      }
      labels {
        ...LabelFields
        __typename
      }
      __typename
    }
    comments {
      ...CommentFields
      __typename
    }
    __typename
  }
}
    fragment LabelFields on Label {
  id
  name
  color
  __typename
}
fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}
fragment CommentFields on Comment {
  id
  body
  createdAt
  editedAt
  author {
    id
    name
    __typename
  }
  mentions {
    id
    name
    __typename
  }
  __typename
}`, {"operationName":"Task","operationType":"query","query":"query Task($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    ...TaskCardFields\n    description\n    mentions {\n      id\n      name\n      __typename\n    }\n    createdAt\n    updatedAt\n    commentCount\n    createdBy {\n      id\n      name\n      __typename\n    }\n    project {\n      id\n      key\n      name\n      viewerRole\n      seq\n      archivedAt\n      members {\n        id\n        role\n        user {\n          id\n          name\n          email\n          __typename\n        }\n        __typename\n      }\n      labels {\n        ...LabelFields\n        __typename\n      }\n      __typename\n    }\n    comments {\n      ...CommentFields\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment LabelFields on Label {\n  id\n  name\n  color\n  __typename\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}\n\nfragment CommentFields on Comment {\n  id\n  body\n  createdAt\n  editedAt\n  author {\n    id\n    name\n    __typename\n  }\n  mentions {\n    id\n    name\n    __typename\n  }\n  __typename\n}","hash":"fb86475c7091eaaf525e3fc4acd1b7e2333c038aafe404a2990cfdde74b80109","fields":{"task":["task",{"projectKey":{"$":"projectKey"},"number":{"$":"number"}},{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0,"description":0,"mentions":["mentions",0,{"id":0,"name":0,"__typename":0}],"createdAt":0,"updatedAt":0,"commentCount":0,"createdBy":["createdBy",0,{"id":0,"name":0,"__typename":0}],"project":["project",0,{"id":0,"key":0,"name":0,"viewerRole":0,"seq":0,"archivedAt":0,"members":["members",0,{"id":0,"role":0,"user":["user",0,{"id":0,"name":0,"email":0,"__typename":0}],"__typename":0}],"labels":["labels",0,{"id":["id",0,0,"Label"],"name":["name",0,0,"Label"],"color":["color",0,0,"Label"],"__typename":0}],"__typename":0}],"comments":["comments",0,{"id":["id",0,0,"Comment"],"body":["body",0,0,"Comment"],"createdAt":["createdAt",0,0,"Comment"],"editedAt":["editedAt",0,0,"Comment"],"author":["author",0,{"id":0,"name":0,"__typename":0},"Comment"],"mentions":["mentions",0,{"id":0,"name":0,"__typename":0},"Comment"],"__typename":0}]}]}}) as unknown as TypedDocumentString<TaskQuery, TaskQueryVariables>;
export const AlsoHereDocument = new TypedDocumentString(`
    subscription AlsoHere($projectKey: String!, $taskNumber: Int) {
  alsoHere(projectKey: $projectKey, taskNumber: $taskNumber) {
    id
    name
    __typename
  }
}
    `, {"operationName":"AlsoHere","operationType":"subscription","query":"subscription AlsoHere($projectKey: String!, $taskNumber: Int) {\n  alsoHere(projectKey: $projectKey, taskNumber: $taskNumber) {\n    id\n    name\n    __typename\n  }\n}","hash":"f870280a30e899386dfc67c94c7fe9ba2eac8364aca24c52c66b54f74b5df0ad","fields":{"alsoHere":["alsoHere",{"projectKey":{"$":"projectKey"},"taskNumber":{"$":"taskNumber"}},{"id":0,"name":0,"__typename":0}]}}) as unknown as TypedDocumentString<AlsoHereSubscription, AlsoHereSubscriptionVariables>;
export const HereDocument = new TypedDocumentString(`
    mutation Here($projectKey: String!, $taskNumber: Int, $leaving: Boolean) {
  here(projectKey: $projectKey, taskNumber: $taskNumber, leaving: $leaving)
}
    `, {"operationName":"Here","operationType":"mutation","query":"mutation Here($projectKey: String!, $taskNumber: Int, $leaving: Boolean) {\n  here(projectKey: $projectKey, taskNumber: $taskNumber, leaving: $leaving)\n}","hash":"e3b633a30532de494390d5ff3e1078505d719cf8e59d72cbf81f2f97321de564","fields":{"here":["here",{"projectKey":{"$":"projectKey"},"taskNumber":{"$":"taskNumber"},"leaving":{"$":"leaving"}},0]}}) as unknown as TypedDocumentString<HereMutation, HereMutationVariables>;
export const InboxDocument = new TypedDocumentString(`
    query Inbox {
  inbox(first: 50) {
    unreadCount
    pageInfo {
      hasNextPage
      endCursor
      __typename
    }
    edges {
      node {
        id
        kind
        at
        read
        count
        address
        excerpt
        actor {
          id
          name
          __typename
        }
        task {
          id
          key
          number
          title
          project {
            id
            key
            name
            __typename
          }
          __typename
        }
        __typename
      }
      __typename
    }
    __typename
  }
}
    `, {"operationName":"Inbox","operationType":"query","query":"query Inbox {\n  inbox(first: 50) {\n    unreadCount\n    pageInfo {\n      hasNextPage\n      endCursor\n      __typename\n    }\n    edges {\n      node {\n        id\n        kind\n        at\n        read\n        count\n        address\n        excerpt\n        actor {\n          id\n          name\n          __typename\n        }\n        task {\n          id\n          key\n          number\n          title\n          project {\n            id\n            key\n            name\n            __typename\n          }\n          __typename\n        }\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}","hash":"f7bd74f36f746211b7cc3bdcc12b22807e79aabfddae6c73caf967000da22e3d","fields":{"inbox":["inbox",{"first":50},{"unreadCount":0,"pageInfo":["pageInfo",0,{"hasNextPage":0,"endCursor":0,"__typename":0}],"edges":["edges",0,{"node":["node",0,{"id":0,"kind":0,"at":0,"read":0,"count":0,"address":0,"excerpt":0,"actor":["actor",0,{"id":0,"name":0,"__typename":0}],"task":["task",0,{"id":0,"key":0,"number":0,"title":0,"project":["project",0,{"id":0,"key":0,"name":0,"__typename":0}],"__typename":0}],"__typename":0}],"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<InboxQuery, InboxQueryVariables>;
export const InboxCountDocument = new TypedDocumentString(`
    query InboxCount {
  inbox(first: 0) {
    unreadCount
    __typename
  }
}
    `, {"operationName":"InboxCount","operationType":"query","query":"query InboxCount {\n  inbox(first: 0) {\n    unreadCount\n    __typename\n  }\n}","hash":"66d734f3e3c5148f720a7f2e111169aee55dfdd6b91e77bd89ac66a028d6d79d","fields":{"inbox":["inbox",{"first":0},{"unreadCount":0,"__typename":0}]}}) as unknown as TypedDocumentString<InboxCountQuery, InboxCountQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead($ids: [ID!]) {
  markNotificationsRead(ids: $ids)
}
    `, {"operationName":"MarkNotificationsRead","operationType":"mutation","query":"mutation MarkNotificationsRead($ids: [ID!]) {\n  markNotificationsRead(ids: $ids)\n}","hash":"7d103dd3f89d2a2030d63eeed88004c1a6da3bafa3b39cbe215a64a79b1d2b01","fields":{"markNotificationsRead":["markNotificationsRead",{"ids":{"$":"ids"}},0]}}) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MyTasksDocument = new TypedDocumentString(`
    query MyTasks {
  myTasks(first: 200) {
    totalCount
    edges {
      node {
        id
        key
        number
        title
        status
        priority
        dueDate
        project {
          id
          key
          name
          __typename
        }
        __typename
      }
      __typename
    }
    __typename
  }
}
    `, {"operationName":"MyTasks","operationType":"query","query":"query MyTasks {\n  myTasks(first: 200) {\n    totalCount\n    edges {\n      node {\n        id\n        key\n        number\n        title\n        status\n        priority\n        dueDate\n        project {\n          id\n          key\n          name\n          __typename\n        }\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}","hash":"c166eb83528e0199d56c6bb4986b951fbdabb0dcb43fb9c6abb3771a21cbe18b","fields":{"myTasks":["myTasks",{"first":200},{"totalCount":0,"edges":["edges",0,{"node":["node",0,{"id":0,"key":0,"number":0,"title":0,"status":0,"priority":0,"dueDate":0,"project":["project",0,{"id":0,"key":0,"name":0,"__typename":0}],"__typename":0}],"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<MyTasksQuery, MyTasksQueryVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($text: String!) {
  search(text: $text, first: 15) {
    id
    key
    number
    title
    descriptionText
    status
    project {
      id
      key
      name
      __typename
    }
    __typename
  }
}
    `, {"operationName":"Search","operationType":"query","query":"query Search($text: String!) {\n  search(text: $text, first: 15) {\n    id\n    key\n    number\n    title\n    descriptionText\n    status\n    project {\n      id\n      key\n      name\n      __typename\n    }\n    __typename\n  }\n}","hash":"319bb0cd9500ee2d56a903ced1875da38b0f1ff3de6466c175f0f048c753d32b","fields":{"search":["search",{"text":{"$":"text"},"first":15},{"id":0,"key":0,"number":0,"title":0,"descriptionText":0,"status":0,"project":["project",0,{"id":0,"key":0,"name":0,"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const UndoTaskStateDocument = new TypedDocumentString(`
    query UndoTaskState($projectKey: String!, $number: Int!) {
  task(projectKey: $projectKey, number: $number) {
    id
    version
    title
    description
    status
    priority
    dueDate
    rank
    assignee {
      id
      __typename
    }
    labelIds
    project {
      id
      labels {
        id
        __typename
      }
      __typename
    }
    activity(first: 50) {
      edges {
        node {
          id
          seq
          actor {
            id
            name
            __typename
          }
          changedFields
          __typename
        }
        __typename
      }
      __typename
    }
    __typename
  }
}
    `, {"operationName":"UndoTaskState","operationType":"query","query":"query UndoTaskState($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    version\n    title\n    description\n    status\n    priority\n    dueDate\n    rank\n    assignee {\n      id\n      __typename\n    }\n    labelIds\n    project {\n      id\n      labels {\n        id\n        __typename\n      }\n      __typename\n    }\n    activity(first: 50) {\n      edges {\n        node {\n          id\n          seq\n          actor {\n            id\n            name\n            __typename\n          }\n          changedFields\n          __typename\n        }\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}","hash":"8f1c626f2292699d38b878a4d785373ddf131fc7d8fdc986d1db3b6188bdd736","fields":{"task":["task",{"projectKey":{"$":"projectKey"},"number":{"$":"number"}},{"id":0,"version":0,"title":0,"description":0,"status":0,"priority":0,"dueDate":0,"rank":0,"assignee":["assignee",0,{"id":0,"__typename":0}],"labelIds":0,"project":["project",0,{"id":0,"labels":["labels",0,{"id":0,"__typename":0}],"__typename":0}],"activity":["activity",{"first":50},{"edges":["edges",0,{"node":["node",0,{"id":0,"seq":0,"actor":["actor",0,{"id":0,"name":0,"__typename":0}],"changedFields":0,"__typename":0}],"__typename":0}],"__typename":0}],"__typename":0}]}}) as unknown as TypedDocumentString<UndoTaskStateQuery, UndoTaskStateQueryVariables>;
export const RestoreTaskDocument = new TypedDocumentString(`
    mutation RestoreTask($id: ID!) {
  restoreTask(id: $id) {
    ...TaskCardFields
    description
    updatedAt
    __typename
  }
}
    fragment TaskCardFields on Task {
  id
  number
  key
  title
  status
  priority
  dueDate
  version
  rank
  allowedTransitions
  assignee {
    id
    name
    __typename
  }
  labelIds
  __typename
}`, {"operationName":"RestoreTask","operationType":"mutation","query":"mutation RestoreTask($id: ID!) {\n  restoreTask(id: $id) {\n    ...TaskCardFields\n    description\n    updatedAt\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n    __typename\n  }\n  labelIds\n  __typename\n}","hash":"fac1a4f51c0ab24196ebdafd3bef47768763d0ef4f005a27ef17ae81860356b6","fields":{"restoreTask":["restoreTask",{"id":{"$":"id"}},{"id":["id",0,0,"Task"],"number":["number",0,0,"Task"],"key":["key",0,0,"Task"],"title":["title",0,0,"Task"],"status":["status",0,0,"Task"],"priority":["priority",0,0,"Task"],"dueDate":["dueDate",0,0,"Task"],"version":["version",0,0,"Task"],"rank":["rank",0,0,"Task"],"allowedTransitions":["allowedTransitions",0,0,"Task"],"assignee":["assignee",0,{"id":0,"name":0,"__typename":0},"Task"],"labelIds":["labelIds",0,0,"Task"],"__typename":0,"description":0,"updatedAt":0}]}}) as unknown as TypedDocumentString<RestoreTaskMutation, RestoreTaskMutationVariables>;