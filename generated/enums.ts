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
