import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, ProjectRow, MemberRow, TaskRow, CommentRow, LabelRow, BoardEventPayload, ViewerEventPayload, ActivityRow, NotificationRow, InviteRow } from '../server/models';
import type { Context } from '../server/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, `YYYY-MM-DD`. */
  Date: { input: string; output: string; }
  /** An instant, as an ISO 8601 string in UTC. */
  DateTime: { input: string; output: string; }
};

/** One entry of the event log, as the task's Activity lists it. */
export type Activity = {
  __typename?: 'Activity';
  actor: User;
  at: Scalars['DateTime']['output'];
  /** For TASK_UPDATED and TASK_MOVED: the task fields the change set (`title`, `status`, `assigneeId`, …). */
  changedFields: Array<Scalars['String']['output']>;
  /** The comment as it is now, for comment events (null once deleted). */
  comment?: Maybe<Comment>;
  /** `<project id>:<seq>`. */
  id: Scalars['ID']['output'];
  kind: BoardEventKind;
  /** For COMMENT_ADDED and COMMENT_EDITED: the users the comment mentions now (none once it is deleted). */
  mentions: Array<User>;
  seq: Scalars['Int']['output'];
  /** The task's status after a move. */
  status?: Maybe<TaskStatus>;
};

export type ActivityConnection = {
  __typename?: 'ActivityConnection';
  edges: Array<ActivityEdge>;
  pageInfo: PageInfo;
};

export type ActivityEdge = {
  __typename?: 'ActivityEdge';
  cursor: Scalars['String']['output'];
  node: Activity;
};

/**
 * A key a script sends as `Authorization: Bearer <key>` to act as the person who made it, with their roles. Only a hash
 * of it is kept: the key itself is shown once, when made (`CreatedApiKey.token`).
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The last time a request used it (kept to the minute), or null when never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it is for, as its holder named it (1 to 80 characters). */
  name: Scalars['String']['output'];
  scope: ApiKeyScope;
};

/** What an API key may do: READ runs queries and subscriptions; WRITE mutations too. */
export type ApiKeyScope =
  | 'READ'
  | 'WRITE';

/**
 * One change on a project's board. `task` is set for TASK_CREATED, TASK_UPDATED, TASK_MOVED and TASK_REORDERED
 * (and for comment events, the task the comment belongs to); `comment` for COMMENT_ADDED and COMMENT_EDITED;
 * `member` for member events; `project` for PROJECT_UPDATED. Live, each is the entity as the change left it; replayed
 * (`after`), as it is now, or null once it is gone: the log never hands out deleted or replaced text, and `actor`'s
 * email is empty once they are no longer in the project. `deletedId` holds the id of what TASK_DELETED or
 * COMMENT_DELETED removed (for MEMBER_REMOVED, the membership's id). A removed member's own stream ends without their
 * MEMBER_REMOVED (viewerEvents tells them).
 */
export type BoardEvent = {
  __typename?: 'BoardEvent';
  /** The user whose change this is. */
  actor: User;
  at: Scalars['DateTime']['output'];
  /** For TASK_UPDATED, TASK_MOVED and TASK_REORDERED: the task fields the change set (`title`, `status`, `rank`, …). */
  changedFields: Array<Scalars['String']['output']>;
  comment?: Maybe<Comment>;
  deletedId?: Maybe<Scalars['ID']['output']>;
  kind: BoardEventKind;
  /** For LABEL_CREATED and LABEL_UPDATED: the label (replayed, as it is now; null once deleted). */
  label?: Maybe<Label>;
  member?: Maybe<Member>;
  project?: Maybe<Project>;
  projectKey: Scalars['String']['output'];
  /** The event's number in the project's log: one more than the previous event's, never reused. */
  seq: Scalars['Int']['output'];
  task?: Maybe<Task>;
  /** The id of the task a deleted comment belonged to. */
  taskId?: Maybe<Scalars['ID']['output']>;
  /** For MEMBER_REMOVED: the user who left. */
  userId?: Maybe<Scalars['ID']['output']>;
};

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

export type Comment = {
  __typename?: 'Comment';
  author: User;
  /**
   * Markdown, 1 to 5,000 characters after trimming (mention tokens count as written). A mention is the token
   * `@[Label](user:<user id>)`: the id must be a member of the task's project (otherwise BAD_USER_INPUT,
   * `fields.body`: "Mentions must name members of this project"; an edit may keep the mentions the comment already
   * had); the label is only for readers of the raw text, and clients show the user's current name from `mentions`.
   * A mention typed as text, `@` and a member's full name or the part of their email before the `@` (any letter case),
   * is stored as that member's token; one that fits no member, or more than one, stays text.
   */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The users `body` mentions, each once, in the order first mentioned, with their current names. */
  mentions: Array<User>;
  task: Task;
};

export type CreateProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateTaskInput = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** MEDIUM by default. */
  priority?: InputMaybe<Priority>;
  projectKey: Scalars['String']['input'];
  /** BACKLOG (the default) or TODO. */
  status?: InputMaybe<TaskStatus>;
  title: Scalars['String']['input'];
};

/** A key just made: `token` is the key, shown this once. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** `lanes_` and 43 random characters. */
  token: Scalars['String']['output'];
};

/** A seeded account anyone may sign in with on the embedded default database. */
export type DemoAccount = {
  __typename?: 'DemoAccount';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  password: Scalars['String']['output'];
};

/**
 * An invite link, as its maker gets it once (`createInvite`): `url` holds the secret token (after `#`, so a browser
 * never sends it to a server with the page), which the service keeps only as a hash. Anyone with it may join the
 * project with `role` until `expiresAt` (7 days) or until an ADMIN revokes it.
 */
export type Invite = {
  __typename?: 'Invite';
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  role: Role;
  url: Scalars['String']['output'];
};

/** What an invite link is for (`Query.invite`): enough to say "Join Lanes as Member", nothing more. */
export type InvitePreview = {
  __typename?: 'InvitePreview';
  expiresAt: Scalars['DateTime']['output'];
  /** The invite's id. */
  id: Scalars['ID']['output'];
  /** Whether the signed-in viewer is a member of the project already (false when signed out). */
  joined: Scalars['Boolean']['output'];
  projectName: Scalars['String']['output'];
  role: Role;
  state: InviteState;
};

export type InviteState =
  /** Past `expiresAt` (7 days after it was made). */
  | 'EXPIRED'
  /** It can be accepted until `expiresAt`. */
  | 'OPEN'
  /** An admin revoked it. */
  | 'REVOKED';

/**
 * A tag an ADMIN defines for a project (bug, design, customer) and MEMBERs and ADMINs put on its tasks. Its name is 1 to
 * 30 characters after trimming (no control characters or direction controls) and unique within the project whatever its
 * letter case.
 */
export type Label = {
  __typename?: 'Label';
  color: LabelColor;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

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

/** A project membership: a user and their role in one project. */
export type Member = {
  __typename?: 'Member';
  /** The membership's own id: `<project id>:<user id>`. */
  id: Scalars['ID']['output'];
  joinedAt: Scalars['DateTime']['output'];
  role: Role;
  user: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Signed in only. Joins the link's project with its role and returns it; a member already keeps their role. A token
   * that is unknown, expired or revoked is BAD_USER_INPUT on `token`, saying which; refused attempts count against the
   * account's and the address's limits (RATE_LIMITED).
   */
  acceptInvite: Project;
  /** MEMBER or ADMIN. */
  addComment: Comment;
  /**
   * ADMIN only. The user must already have an account, and must not have left the project themselves
   * (`leaveProject`): someone who left comes back only by accepting an invite link (BAD_USER_INPUT on `email`).
   */
  addMember: Member;
  /**
   * ADMIN only. Hides the project from `projects` (its data stays) and makes it read-only: every other change to it is
   * PROJECT_ARCHIVED until `restoreProject`. Archiving an archived project keeps its date.
   * `unlessChangedAfter` (an undo of an unarchive, given the `seq` that change left) refuses with CONFLICT and changes
   * nothing when someone else has archived, unarchived or changed the project's settings after that seq;
   * `extensions.changedBy` names the last of them.
   */
  archiveProject: Project;
  /** ADMIN only; demoting the last ADMIN is BAD_USER_INPUT (`fields.userId`). */
  changeMemberRole: Member;
  /**
   * Signed in only. Sets a new password (the rules of sign-up) after checking the current one, and ends every other
   * session of the person and their live streams; this one stays signed in. A wrong current password is
   * BAD_USER_INPUT (`fields.currentPassword`) and counts as a failed attempt, as a wrong sign-in does. A browser
   * session only: with an API key, FORBIDDEN.
   */
  changePassword: Scalars['Boolean']['output'];
  /**
   * A browser session only (with an API key, FORBIDDEN). Makes an API key for the viewer; at most 10 per person
   * (past it, BAD_USER_INPUT on `name`).
   */
  createApiKey: CreatedApiKey;
  /**
   * ADMIN only. A link anyone may use to join the project with `role` for 7 days (`acceptInvite`). At most 20 open
   * links per project (BAD_USER_INPUT on `projectKey`); making links counts against the maker's limits (RATE_LIMITED).
   */
  createInvite: Invite;
  /**
   * ADMIN only. A new label of the project, listed after the others. A name the project already has (whatever its letter
   * case) or a 51st label is VALIDATION on `name`.
   */
  createLabel: Label;
  createProject: Project;
  /** MEMBER or ADMIN. The assignee must be a MEMBER or ADMIN of the project (a VIEWER is BAD_USER_INPUT on `assigneeId`). */
  createTask: Task;
  /** The author, or an ADMIN. Returns the deleted comment's id. */
  deleteComment: Scalars['ID']['output'];
  /** ADMIN only. Deletes the label and takes it off every task (their versions stay). Returns the deleted label's id. */
  deleteLabel: Scalars['ID']['output'];
  /** ADMIN only. Returns the deleted task's id. */
  deleteTask: Scalars['ID']['output'];
  /** The comment's author only. */
  editComment: Comment;
  /**
   * Tells the others on the same page that the viewer has it open: the board (no `taskNumber`) or one task's page.
   * Browsers send it every 10 s after arriving (subscribing to `alsoHere` is the arrival); it lasts 25 s unless sent
   * again; `leaving: true` ends it at once.
   * Members only (NOT_FOUND otherwise).
   */
  here: Scalars['Boolean']['output'];
  /**
   * Any member, whatever their role: ends the viewer's own membership as removeMember does (their tasks there are
   * unassigned, their items about it go, their live board ends). The only ADMIN is refused with BAD_USER_INPUT on
   * `projectKey` (a project always keeps an ADMIN): they make another member an admin first. An archived project can be
   * left too (nothing else in it changes). Only an invite link brings them back (`addMember` refuses them).
   */
  leaveProject: Scalars['Boolean']['output'];
  /** Marks the viewer's own items read (at most 200 ids); without `ids`, all of them. Returns how many changed. */
  markNotificationsRead: Scalars['Int']['output'];
  /**
   * MEMBER or ADMIN. Moves the task to `status` (which may be its current one: a reorder) and places it between
   * `afterId` (the card above it) and `beforeId` (the card below it) in that column; with neither, at the top of the
   * column. A neighbour that is not in the target column is ignored.
   */
  moveTask: Task;
  /** ADMIN only; removing the last ADMIN is BAD_USER_INPUT (`fields.userId`). Unassigns their tasks and ends their live board. */
  removeMember: Scalars['Boolean']['output'];
  /** ADMIN only. Brings an archived project back to `projects`. `unlessChangedAfter` as for `archiveProject`. */
  restoreProject: Project;
  /**
   * ADMIN only (whoever may delete it). Brings back a task deleted less than 10 minutes ago, with its comments, as it
   * was (its version one higher); the project's boards see it come back as TASK_CREATED. After that window, or for a
   * task that was never deleted: NOT_FOUND.
   */
  restoreTask: Task;
  /** A browser session only. Ends one of the viewer's keys at once, on every instance, its open streams included. */
  revokeApiKey: Scalars['ID']['output'];
  /** ADMIN of its project only. Ends the link at once: accepting it is then refused. Returns its id. */
  revokeInvite: Scalars['ID']['output'];
  /**
   * MEMBER or ADMIN. The task's labels become exactly `labelIds` (repeats count once; an empty list takes them all off).
   * More than 10 is VALIDATION on `labelIds`; an id that is not a label of the task's project is NOT_FOUND; an older
   * `expectedVersion` is CONFLICT. Asking for the labels the task already carries changes nothing and logs nothing.
   */
  setTaskLabels: Task;
  /**
   * Sets an httpOnly session cookie. Wrong credentials give one message whether or not the email exists. A sign-in from
   * an address the account has not used before makes a SIGNED_IN inbox item for its holder. Past the account's cap of
   * sessions, the one from the address it has known for the shortest time ends (never this new one).
   */
  signIn: User;
  /** Ends the session and clears its cookie. */
  signOut: Scalars['Boolean']['output'];
  /** Ends every session of the signed-in user, this one included, and their live streams. */
  signOutEverywhere: Scalars['Boolean']['output'];
  /** Creates an account and signs it in (sets the session cookie). */
  signUp: User;
  /**
   * ADMIN only. Renames or recolors a label everywhere it is shown; an argument left out (or null) is not changed, and a
   * call that changes nothing logs nothing. A label of a project the viewer is not in is NOT_FOUND.
   */
  updateLabel: Label;
  /** ADMIN only. */
  updateProject: Project;
  /** MEMBER or ADMIN. A new assignee must be a MEMBER or ADMIN of the project, as for `createTask`. */
  updateTask: Task;
};


export type MutationAcceptInviteArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddCommentArgs = {
  body: Scalars['String']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationAddMemberArgs = {
  email: Scalars['String']['input'];
  projectKey: Scalars['String']['input'];
  role: Role;
};


export type MutationArchiveProjectArgs = {
  key: Scalars['String']['input'];
  unlessChangedAfter?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationChangeMemberRoleArgs = {
  projectKey: Scalars['String']['input'];
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
  scope: ApiKeyScope;
};


export type MutationCreateInviteArgs = {
  projectKey: Scalars['String']['input'];
  role: Role;
};


export type MutationCreateLabelArgs = {
  color: LabelColor;
  name: Scalars['String']['input'];
  projectKey: Scalars['String']['input'];
};


export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLabelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditCommentArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationHereArgs = {
  leaving?: InputMaybe<Scalars['Boolean']['input']>;
  projectKey: Scalars['String']['input'];
  taskNumber?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationLeaveProjectArgs = {
  projectKey: Scalars['String']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationMoveTaskArgs = {
  afterId?: InputMaybe<Scalars['ID']['input']>;
  beforeId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: TaskStatus;
};


export type MutationRemoveMemberArgs = {
  projectKey: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRestoreProjectArgs = {
  key: Scalars['String']['input'];
  unlessChangedAfter?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRestoreTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetTaskLabelsArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  labelIds: Array<Scalars['ID']['input']>;
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdateLabelArgs = {
  color?: InputMaybe<LabelColor>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};


export type MutationUpdateTaskArgs = {
  input: UpdateTaskInput;
};

/**
 * An inbox item: made by the service when someone else's action concerns the viewer. While it is unread, the same
 * person's further actions of the same kind in the same project fold into it: `count` rises, `task` and `at` become the
 * latest, and it comes back to the top of the inbox (its id stays). Once read, the next such action makes a new item.
 */
export type Notification = {
  __typename?: 'Notification';
  /** Who acted. */
  actor: User;
  /** SIGNED_IN: the client address of the (latest) sign-in from a new address; null for other kinds. */
  address?: Maybe<Scalars['String']['output']>;
  /** When the latest action happened. */
  at: Scalars['DateTime']['output'];
  /** How many actions the item stands for: 1, or more when repeats folded into it. */
  count: Scalars['Int']['output'];
  /**
   * The first 140 characters, as plain text (no Markdown syntax), of what the latest action wrote, as it is now: the
   * comment (MENTIONED and COMMENTED from a comment) or the task's description (MENTIONED there). Null for ASSIGNED and
   * SIGNED_IN, and once that comment is deleted.
   */
  excerpt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  read: Scalars['Boolean']['output'];
  /** The task of the latest action the item stands for; null for SIGNED_IN. */
  task?: Maybe<Task>;
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  pageInfo: PageInfo;
  /** The viewer's unread items, across all pages. */
  unreadCount: Scalars['Int']['output'];
};

export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  cursor: Scalars['String']['output'];
  node: Notification;
};

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

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** An open invite link as the project's admins see it later: its token is never shown again. */
export type PendingInvite = {
  __typename?: 'PendingInvite';
  createdAt: Scalars['DateTime']['output'];
  /** Who made it (their email only while they share the project). */
  createdBy: User;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** How many people have joined through it. */
  joinedCount: Scalars['Int']['output'];
  role: Role;
};

export type Priority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM'
  | 'URGENT';

export type Project = {
  __typename?: 'Project';
  /** When an ADMIN archived the project; null while it is active. Archived projects keep all their data. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ADMIN only (empty for other roles): the project's invite links that can still be accepted, newest first. */
  invites: Array<PendingInvite>;
  /** 2 to 6 letters A–Z, unique. */
  key: Scalars['String']['output'];
  /** The project's labels (at most 50), in the order they were made. */
  labels: Array<Label>;
  members: Array<Member>;
  /** 1 to 80 characters after trimming. */
  name: Scalars['String']['output'];
  /**
   * The sequence number of the last event in this project's log (0 before any). A result that holds it reflects every
   * event up to it: resume `boardEvents(after: seq)` from there.
   */
  seq: Scalars['Int']['output'];
  /** How many tasks are in each status (every status listed, zero included), ignoring any filter. */
  taskCounts: Array<StatusCount>;
  /** Tasks in board order, 50 at a time (`first` from 0 to 200); `after` is the `endCursor` of the previous page. */
  tasks: TaskConnection;
  /** The viewer's role in this project. */
  viewerRole: Role;
};


export type ProjectTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TaskFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The viewer's own API keys, newest first. A browser session only: with an API key, FORBIDDEN. */
  apiKeys: Array<ApiKey>;
  /** The demo accounts the sign-in page lists: the seeded ones on the embedded default database, none otherwise. */
  demoAccounts: Array<DemoAccount>;
  /** The viewer's inbox, newest first (`first` from 0 to 200); `after` is the previous page's `endCursor`. */
  inbox: NotificationConnection;
  /**
   * What an invite link offers, signed in or not, found by the SHA-256 of its token (lower-case hex), so that the token
   * itself never travels in a URL: null when no link has that hash. Expired and revoked links say so in `state`.
   */
  invite?: Maybe<InvitePreview>;
  /**
   * The open tasks (not DONE or CANCELED) assigned to the viewer in all their projects: overdue first, then by due
   * date (none last), then by key. `first` from 0 to 200.
   */
  myTasks: TaskConnection;
  /** Null (NOT_FOUND) for non-members. */
  project?: Maybe<Project>;
  /** The projects the viewer belongs to; archived ones only with `includeArchived: true`. */
  projects: Array<Project>;
  /**
   * Tasks whose title, description or comments match `text` (words, "quoted phrases", -excluded words, parts of
   * title words), in the viewer's projects only, best match first. `text`: 1 to 200 characters after trimming;
   * `first` from 1 to 50.
   */
  search: Array<Task>;
  task?: Maybe<Task>;
  /** The signed-in user, or null when signed out. */
  viewer?: Maybe<User>;
};


export type QueryInboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInviteArgs = {
  tokenHash: Scalars['String']['input'];
};


export type QueryMyTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProjectArgs = {
  key: Scalars['String']['input'];
};


export type QueryProjectsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QuerySearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QueryTaskArgs = {
  number: Scalars['Int']['input'];
  projectKey: Scalars['String']['input'];
};

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
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
};

export type StatusCount = {
  __typename?: 'StatusCount';
  count: Scalars['Int']['output'];
  status: TaskStatus;
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The other people who have this board (no `taskNumber`) or task page open (see `here`), as a whole list each
   * time it changes, the first at once. Subscribing marks the viewer here as `here` does (one heartbeat of the
   * account's budget; past it the list opens without). Members only; ends when the viewer stops being a member.
   */
  alsoHere: Array<User>;
  /**
   * Members only; ends when the viewer stops being a member. With `after` (a `Project.seq` the client holds), first
   * replays every event after it in order, then goes live with no gap and no duplicate; when those events are no
   * longer kept, one RESYNC event comes first instead.
   */
  boardEvents: BoardEvent;
  /** The signed-in user's memberships: added, role changed, removed, project renamed. Ends with the session. */
  viewerEvents: ViewerEvent;
};


export type SubscriptionAlsoHereArgs = {
  projectKey: Scalars['String']['input'];
  taskNumber?: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionBoardEventsArgs = {
  after?: InputMaybe<Scalars['Int']['input']>;
  projectKey: Scalars['String']['input'];
};

export type Task = {
  __typename?: 'Task';
  /** Who did what to this task, newest first, from the project's event log; `after` is the previous page's `endCursor`. */
  activity: ActivityConnection;
  /** The statuses this task may move to next. */
  allowedTransitions: Array<TaskStatus>;
  /** A member of the project, or none. */
  assignee?: Maybe<User>;
  commentCount: Scalars['Int']['output'];
  /** Oldest first. */
  comments: Array<Comment>;
  createdAt: Scalars['DateTime']['output'];
  createdBy: User;
  /** Markdown, at most 20,000 characters; mentions as in `Comment.body` (typed ones stored as tokens). */
  description: Scalars['String']['output'];
  /** The description as a reader sees it, without Markdown syntax (mentions as `@` and their name), white space folded. */
  descriptionText: Scalars['String']['output'];
  dueDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  /** `<project key>-<number>`, e.g. LAN-12. */
  key: Scalars['String']['output'];
  /**
   * The ids of the labels the task carries, in the project's order, read with the task: a board lists its project's
   * labels once (`Project.labels`) and each card names its own by id, so a rename reaches every card at once and a page
   * of cards does not repeat the names. A client shows only ids its `Project.labels` holds.
   */
  labelIds: Array<Scalars['ID']['output']>;
  /** The labels the task carries (at most 10), in the project's order. */
  labels: Array<Label>;
  /** The users `description` mentions, each once, in the order first mentioned, with their current names. */
  mentions: Array<User>;
  /** Per project, from 1, never reused. */
  number: Scalars['Int']['output'];
  priority: Priority;
  project: Project;
  /**
   * The task's place in its column, set by the service: a fractional index. A column lists its tasks by rank
   * ascending (ties, which the service never makes, by number), live and after a reload alike.
   */
  rank: Scalars['String']['output'];
  status: TaskStatus;
  /** 1 to 200 characters after trimming. */
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Raised by one on every change; edits carry the version they saw as `expectedVersion`. */
  version: Scalars['Int']['output'];
};


export type TaskActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type TaskConnection = {
  __typename?: 'TaskConnection';
  edges: Array<TaskEdge>;
  pageInfo: PageInfo;
  /** Tasks matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

export type TaskEdge = {
  __typename?: 'TaskEdge';
  cursor: Scalars['String']['output'];
  node: Task;
};

export type TaskFilter = {
  /** Only tasks assigned to this user. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Only tasks carrying every label named here (names compared whatever their letter case; a name no label of the
   * project has matches no task). At most 10 names of at most 30 characters; an empty list filters nothing.
   */
  labels?: InputMaybe<Array<Scalars['String']['input']>>;
  priority?: InputMaybe<Priority>;
  /** Only tasks in this status. */
  status?: InputMaybe<TaskStatus>;
  /** Case-insensitive text found in the title, description or key; at most 200 characters after trimming. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Only unassigned tasks (when true). */
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
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
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Fields left out are not changed; `assigneeId: null` and `dueDate: null` clear them. */
export type UpdateTaskInput = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** The version the editor saw; CONFLICT when the task has moved on. */
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  priority?: InputMaybe<Priority>;
  status?: InputMaybe<TaskStatus>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  /** Unique, stored lower-case. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A change to the signed-in user's own list of projects, or to their inbox. */
export type ViewerEvent = {
  __typename?: 'ViewerEvent';
  actor: User;
  at: Scalars['DateTime']['output'];
  kind: ViewerEventKind;
  /** For NOTIFIED: the new inbox item. */
  notification?: Maybe<Notification>;
  /** The project as the viewer sees it now; null after MEMBERSHIP_REMOVED. */
  project?: Maybe<Project>;
  /** The project the event is about; null for one about the account itself (a SIGNED_IN item, and reading it). */
  projectId?: Maybe<Scalars['ID']['output']>;
  projectKey?: Maybe<Scalars['String']['output']>;
  /** The viewer's role now; null after MEMBERSHIP_REMOVED. */
  role?: Maybe<Role>;
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Activity: ResolverTypeWrapper<ActivityRow>;
  ActivityConnection: ResolverTypeWrapper<Omit<ActivityConnection, 'edges'> & { edges: Array<ResolversTypes['ActivityEdge']> }>;
  ActivityEdge: ResolverTypeWrapper<Omit<ActivityEdge, 'node'> & { node: ResolversTypes['Activity'] }>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiKeyScope: ApiKeyScope;
  BoardEvent: ResolverTypeWrapper<BoardEventPayload>;
  BoardEventKind: BoardEventKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Comment: ResolverTypeWrapper<CommentRow>;
  CreateProjectInput: CreateProjectInput;
  CreateTaskInput: CreateTaskInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DemoAccount: ResolverTypeWrapper<DemoAccount>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invite: ResolverTypeWrapper<Invite>;
  InvitePreview: ResolverTypeWrapper<InvitePreview>;
  InviteState: InviteState;
  Label: ResolverTypeWrapper<LabelRow>;
  LabelColor: LabelColor;
  Member: ResolverTypeWrapper<MemberRow>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationConnection: ResolverTypeWrapper<Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversTypes['NotificationEdge']> }>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  NotificationKind: NotificationKind;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PendingInvite: ResolverTypeWrapper<InviteRow>;
  Priority: Priority;
  Project: ResolverTypeWrapper<ProjectRow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SignUpInput: SignUpInput;
  StatusCount: ResolverTypeWrapper<StatusCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Task: ResolverTypeWrapper<TaskRow>;
  TaskConnection: ResolverTypeWrapper<Omit<TaskConnection, 'edges'> & { edges: Array<ResolversTypes['TaskEdge']> }>;
  TaskEdge: ResolverTypeWrapper<Omit<TaskEdge, 'node'> & { node: ResolversTypes['Task'] }>;
  TaskFilter: TaskFilter;
  TaskStatus: TaskStatus;
  UpdateProjectInput: UpdateProjectInput;
  UpdateTaskInput: UpdateTaskInput;
  User: ResolverTypeWrapper<UserRow>;
  ViewerEvent: ResolverTypeWrapper<ViewerEventPayload>;
  ViewerEventKind: ViewerEventKind;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Activity: ActivityRow;
  ActivityConnection: Omit<ActivityConnection, 'edges'> & { edges: Array<ResolversParentTypes['ActivityEdge']> };
  ActivityEdge: Omit<ActivityEdge, 'node'> & { node: ResolversParentTypes['Activity'] };
  ApiKey: ApiKey;
  BoardEvent: BoardEventPayload;
  Boolean: Scalars['Boolean']['output'];
  Comment: CommentRow;
  CreateProjectInput: CreateProjectInput;
  CreateTaskInput: CreateTaskInput;
  CreatedApiKey: CreatedApiKey;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DemoAccount: DemoAccount;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invite: Invite;
  InvitePreview: InvitePreview;
  Label: LabelRow;
  Member: MemberRow;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationRow;
  NotificationConnection: Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversParentTypes['NotificationEdge']> };
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  PageInfo: PageInfo;
  PendingInvite: InviteRow;
  Project: ProjectRow;
  Query: Record<PropertyKey, never>;
  SignUpInput: SignUpInput;
  StatusCount: StatusCount;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Task: TaskRow;
  TaskConnection: Omit<TaskConnection, 'edges'> & { edges: Array<ResolversParentTypes['TaskEdge']> };
  TaskEdge: Omit<TaskEdge, 'node'> & { node: ResolversParentTypes['Task'] };
  TaskFilter: TaskFilter;
  UpdateProjectInput: UpdateProjectInput;
  UpdateTaskInput: UpdateTaskInput;
  User: UserRow;
  ViewerEvent: ViewerEventPayload;
};

export type ActivityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = {
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BoardEventKind'], ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['TaskStatus']>, ParentType, ContextType>;
};

export type ActivityConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityConnection'] = ResolversParentTypes['ActivityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ActivityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ActivityEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityEdge'] = ResolversParentTypes['ActivityEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Activity'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiKeyScope'], ParentType, ContextType>;
};

export type BoardEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoardEvent'] = ResolversParentTypes['BoardEvent']> = {
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BoardEventKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['Label']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  projectKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CommentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  task?: Resolver<ResolversTypes['Task'], ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DemoAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DemoAccount'] = ResolversParentTypes['DemoAccount']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InviteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Invite'] = ResolversParentTypes['Invite']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitePreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvitePreview'] = ResolversParentTypes['InvitePreview']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InviteState'], ParentType, ContextType>;
};

export type LabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Label'] = ResolversParentTypes['Label']> = {
  color?: Resolver<ResolversTypes['LabelColor'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvite?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'token'>>;
  addComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'body' | 'taskId'>>;
  addMember?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationAddMemberArgs, 'email' | 'projectKey' | 'role'>>;
  archiveProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationArchiveProjectArgs, 'key'>>;
  changeMemberRole?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'projectKey' | 'role' | 'userId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'scope'>>;
  createInvite?: Resolver<ResolversTypes['Invite'], ParentType, ContextType, RequireFields<MutationCreateInviteArgs, 'projectKey' | 'role'>>;
  createLabel?: Resolver<ResolversTypes['Label'], ParentType, ContextType, RequireFields<MutationCreateLabelArgs, 'color' | 'name' | 'projectKey'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  deleteComment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'id'>>;
  deleteLabel?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLabelArgs, 'id'>>;
  deleteTask?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  editComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationEditCommentArgs, 'body' | 'id'>>;
  here?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationHereArgs, 'leaving' | 'projectKey'>>;
  leaveProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveProjectArgs, 'projectKey'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  moveTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationMoveTaskArgs, 'expectedVersion' | 'id' | 'status'>>;
  removeMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'projectKey' | 'userId'>>;
  restoreProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationRestoreProjectArgs, 'key'>>;
  restoreTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationRestoreTaskArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeInvite?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeInviteArgs, 'id'>>;
  setTaskLabels?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationSetTaskLabelsArgs, 'expectedVersion' | 'id' | 'labelIds'>>;
  signIn?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signOutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updateLabel?: Resolver<ResolversTypes['Label'], ParentType, ContextType, RequireFields<MutationUpdateLabelArgs, 'id'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'input'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PendingInviteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingInvite'] = ResolversParentTypes['PendingInvite']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes['PendingInvite']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taskCounts?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['TaskConnection'], ParentType, ContextType, RequireFields<ProjectTasksArgs, 'first'>>;
  viewerRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  demoAccounts?: Resolver<Array<ResolversTypes['DemoAccount']>, ParentType, ContextType>;
  inbox?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<QueryInboxArgs, 'first'>>;
  invite?: Resolver<Maybe<ResolversTypes['InvitePreview']>, ParentType, ContextType, RequireFields<QueryInviteArgs, 'tokenHash'>>;
  myTasks?: Resolver<ResolversTypes['TaskConnection'], ParentType, ContextType, RequireFields<QueryMyTasksArgs, 'first'>>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectArgs, 'key'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectsArgs, 'includeArchived'>>;
  search?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'text'>>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryTaskArgs, 'number' | 'projectKey'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type StatusCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskStatus'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  alsoHere?: SubscriptionResolver<Array<ResolversTypes['User']>, "alsoHere", ParentType, ContextType, RequireFields<SubscriptionAlsoHereArgs, 'projectKey'>>;
  boardEvents?: SubscriptionResolver<ResolversTypes['BoardEvent'], "boardEvents", ParentType, ContextType, RequireFields<SubscriptionBoardEventsArgs, 'projectKey'>>;
  viewerEvents?: SubscriptionResolver<ResolversTypes['ViewerEvent'], "viewerEvents", ParentType, ContextType>;
};

export type TaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  activity?: Resolver<ResolversTypes['ActivityConnection'], ParentType, ContextType, RequireFields<TaskActivityArgs, 'first'>>;
  allowedTransitions?: Resolver<Array<ResolversTypes['TaskStatus']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Priority'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskConnection'] = ResolversParentTypes['TaskConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TaskEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskEdge'] = ResolversParentTypes['TaskEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Task'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ViewerEvent'] = ResolversParentTypes['ViewerEvent']> = {
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ViewerEventKind'], ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Activity?: ActivityResolvers<ContextType>;
  ActivityConnection?: ActivityConnectionResolvers<ContextType>;
  ActivityEdge?: ActivityEdgeResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  BoardEvent?: BoardEventResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DemoAccount?: DemoAccountResolvers<ContextType>;
  Invite?: InviteResolvers<ContextType>;
  InvitePreview?: InvitePreviewResolvers<ContextType>;
  Label?: LabelResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PendingInvite?: PendingInviteResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StatusCount?: StatusCountResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskConnection?: TaskConnectionResolvers<ContextType>;
  TaskEdge?: TaskEdgeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  ViewerEvent?: ViewerEventResolvers<ContextType>;
};

