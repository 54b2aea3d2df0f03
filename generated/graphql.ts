/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BoardEventKind =
  | 'COMMENT_ADDED'
  | 'COMMENT_DELETED'
  | 'COMMENT_EDITED'
  | 'TASK_CREATED'
  | 'TASK_DELETED'
  | 'TASK_MOVED'
  | 'TASK_UPDATED';

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

export type TaskFilter = {
  /** Only tasks assigned to this user. */
  assigneeId?: string | number | null | undefined;
  priority?: Priority | null | undefined;
  /** Only tasks in this status. */
  status?: TaskStatus | null | undefined;
  /** Case-insensitive text found in the title, description or key. */
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

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { __typename: 'User', id: string, email: string, name: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'User', id: string, email: string, name: string } | null };

export type BoardQueryVariables = Exact<{
  key: string;
  filter?: TaskFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BoardQuery = { project: { __typename: 'Project', id: string, key: string, name: string, viewerRole: Role, tasks: { __typename: 'TaskConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'TaskEdge', cursor: string, node: { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, assignee: { __typename: 'User', id: string, name: string } | null } }> } } | null };

export type BoardEventsSubscriptionVariables = Exact<{
  projectKey: string;
}>;


export type BoardEventsSubscription = { boardEvents: { __typename: 'BoardEvent', kind: BoardEventKind, projectKey: string, deletedId: string | null, taskId: string | null, at: string, actor: { __typename: 'User', id: string, name: string }, task: { __typename: 'Task', description: string, allowedTransitions: Array<TaskStatus>, commentCount: number, updatedAt: string, id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, assignee: { __typename: 'User', id: string, name: string } | null } | null, comment: { __typename: 'Comment', id: string, body: string, createdAt: string, editedAt: string | null, author: { __typename: 'User', id: string, name: string } } | null } };

export type MoveTaskMutationVariables = Exact<{
  id: string | number;
  status: TaskStatus;
  expectedVersion: number;
}>;


export type MoveTaskMutation = { moveTask: { __typename: 'Task', allowedTransitions: Array<TaskStatus>, updatedAt: string, id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, assignee: { __typename: 'User', id: string, name: string } | null } };

export type TaskCardFieldsFragment = { __typename: 'Task', id: string, number: number, key: string, title: string, status: TaskStatus, priority: Priority, dueDate: string | null, version: number, assignee: { __typename: 'User', id: string, name: string } | null };

export type ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsQuery = { projects: Array<{ __typename: 'Project', id: string, key: string, name: string, description: string, viewerRole: Role, taskCounts: Array<{ __typename: 'StatusCount', status: TaskStatus, count: number }> }> };

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
  assignee {
    id
    name
  }
}
    `, {"fragmentName":"TaskCardFields"}) as unknown as TypedDocumentString<TaskCardFieldsFragment, unknown>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    id
    email
    name
  }
}
    `, {"operationName":"SignIn","operationType":"mutation","query":"mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n    email\n    name\n    __typename\n  }\n}"}) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `, {"operationName":"SignOut","operationType":"mutation","query":"mutation SignOut {\n  signOut\n}"}) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    id
    email
    name
  }
}
    `, {"operationName":"Viewer","operationType":"query","query":"query Viewer {\n  viewer {\n    id\n    email\n    name\n    __typename\n  }\n}"}) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const BoardDocument = new TypedDocumentString(`
    query Board($key: String!, $filter: TaskFilter, $first: Int = 50, $after: String) {
  project(key: $key) {
    id
    key
    name
    viewerRole
    tasks(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...TaskCardFields
        }
      }
    }
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
  assignee {
    id
    name
  }
}`, {"operationName":"Board","operationType":"query","query":"query Board($key: String!, $filter: TaskFilter, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    tasks(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n        __typename\n      }\n      edges {\n        cursor\n        node {\n          ...TaskCardFields\n          __typename\n        }\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  assignee {\n    id\n    name\n    __typename\n  }\n  __typename\n}"}) as unknown as TypedDocumentString<BoardQuery, BoardQueryVariables>;
export const BoardEventsDocument = new TypedDocumentString(`
    subscription BoardEvents($projectKey: String!) {
  boardEvents(projectKey: $projectKey) {
    kind
    projectKey
    deletedId
    taskId
    at
    actor {
      id
      name
    }
    task {
      ...TaskCardFields
      description
      allowedTransitions
      commentCount
      updatedAt
    }
    comment {
      id
      body
      createdAt
      editedAt
      author {
        id
        name
      }
    }
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
  assignee {
    id
    name
  }
}`, {"operationName":"BoardEvents","operationType":"subscription","query":"subscription BoardEvents($projectKey: String!) {\n  boardEvents(projectKey: $projectKey) {\n    kind\n    projectKey\n    deletedId\n    taskId\n    at\n    actor {\n      id\n      name\n      __typename\n    }\n    task {\n      ...TaskCardFields\n      description\n      allowedTransitions\n      commentCount\n      updatedAt\n      __typename\n    }\n    comment {\n      id\n      body\n      createdAt\n      editedAt\n      author {\n        id\n        name\n        __typename\n      }\n      __typename\n    }\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  assignee {\n    id\n    name\n    __typename\n  }\n  __typename\n}"}) as unknown as TypedDocumentString<BoardEventsSubscription, BoardEventsSubscriptionVariables>;
export const MoveTaskDocument = new TypedDocumentString(`
    mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!) {
  moveTask(id: $id, status: $status, expectedVersion: $expectedVersion) {
    ...TaskCardFields
    allowedTransitions
    updatedAt
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
  assignee {
    id
    name
  }
}`, {"operationName":"MoveTask","operationType":"mutation","query":"mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!) {\n  moveTask(id: $id, status: $status, expectedVersion: $expectedVersion) {\n    ...TaskCardFields\n    allowedTransitions\n    updatedAt\n    __typename\n  }\n}\n\nfragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  assignee {\n    id\n    name\n    __typename\n  }\n  __typename\n}"}) as unknown as TypedDocumentString<MoveTaskMutation, MoveTaskMutationVariables>;
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
    }
  }
}
    `, {"operationName":"Projects","operationType":"query","query":"query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n      __typename\n    }\n    __typename\n  }\n}"}) as unknown as TypedDocumentString<ProjectsQuery, ProjectsQueryVariables>;