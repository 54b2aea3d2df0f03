// Resolvers' parent shapes, one per entity: camelCase, dates as ISO strings; codegen maps the schema onto them.
import type {
  BoardEventKind,
  LabelColor,
  NotificationKind,
  Priority,
  Role,
  TaskStatus,
  ViewerEventKind,
} from '../generated/enums';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

export interface ProjectRow {
  id: string;
  key: string;
  name: string;
  description: string;
  createdAt: string;
  viewerRole: Role;
  /** The project's last event seq when the row was read (see PROJECT_COLUMNS in server/resolvers/rows.ts). */
  seq: number;
  /** When it was archived, as PROJECT_COLUMNS reads it (rows made from events may not carry it). */
  archivedAt?: string | null;
}

/** A project as an event's payload holds it: what every member sees, without a viewer's role. */
export interface ProjectSnapshot {
  id: string;
  key: string;
  name: string;
  description: string;
  createdAt: string;
  /** Set by PROJECT_ARCHIVED and PROJECT_UNARCHIVED only: the project's archive date as the change left it. */
  archivedAt?: string | null;
}

export interface MemberRow {
  projectId: string;
  userId: string;
  role: Role;
  joinedAt: string;
}

export interface TaskRow {
  id: string;
  projectId: string;
  projectKey: string;
  number: number;
  title: string;
  description: string;
  status: TaskStatus;
  priority: Priority;
  assigneeId: string | null;
  dueDate: string | null;
  createdById: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  rank: string;
  /** The labels it carries, in its project's order. */
  labelIds: string[];
}

export interface LabelRow {
  id: string;
  projectId: string;
  name: string;
  color: LabelColor;
}

export interface CommentRow {
  id: string;
  taskId: string;
  authorId: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
}

export interface BoardEventPayload {
  kind: BoardEventKind;
  projectId: string;
  projectKey: string;
  task: TaskRow | null;
  comment: CommentRow | null;
  deletedId: string | null;
  taskId: string | null;
  actor: UserRow;
  at: string;
  seq: number;
  changedFields: string[];
  member: MemberRow | null;
  /** MEMBER_REMOVED: the user who left. */
  userId: string | null;
  project: ProjectSnapshot | null;
  /** LABEL_CREATED, LABEL_UPDATED: the label as the change left it. */
  label: LabelRow | null;
}

export interface ViewerEventPayload {
  kind: ViewerEventKind;
  userId: string;
  /** Null for an event about the account itself (a SIGNED_IN item, or reading it). */
  projectId: string | null;
  projectKey: string | null;
  role: Role | null;
  actor: UserRow;
  at: string;
  /** The project as the event left it (null after MEMBERSHIP_REMOVED), and the seq of its log it reflects. */
  project: ProjectSnapshot | null;
  seq: number;
  /** NOTIFIED: the new inbox item. */
  notification?: NotificationRow | null;
  /** Its number in the user's viewer log (server/events/viewer-log.ts); set once written there. */
  viewerSeq?: number;
}

export interface NotificationRow {
  /** Its place in the owner's inbox: larger is newer; the cursor. */
  n: string;
  id: string;
  userId: string;
  /** Null for SIGNED_IN, which is about the account rather than a task. */
  projectId: string | null;
  taskId: string | null;
  kind: NotificationKind;
  actorId: string;
  at: string;
  readAt: string | null;
  /** How many actions this unread item stands for (repeats by the same actor fold into it). */
  count: number;
  /** SIGNED_IN: the address of the latest sign-in it stands for. */
  address: string | null;
  /** Where the latest action's text is (the excerpt, read when the item is): a comment, the description, or none. */
  source: 'COMMENT' | 'DESCRIPTION' | null;
  commentId: string | null;
}

export interface ActivityRow {
  projectId: string;
  seq: number;
  kind: BoardEventKind;
  actor: UserRow;
  at: string;
  changedFields: string[];
  status: TaskStatus | null;
  commentId: string | null;
  /** The comment as it is now; null once deleted. */
  comment: CommentRow | null;
  /** COMMENT_ADDED, COMMENT_EDITED: the users the comment mentions now (none once it is deleted). */
  mentionIds: string[];
}

/** An invite link as stored: its token only as a hash (server/resolvers/invites.ts). */
export interface InviteRow {
  id: string;
  projectId: string;
  role: Role;
  createdById: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  joinedCount: number;
}
