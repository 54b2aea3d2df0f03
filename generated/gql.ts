/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n    email\n    name\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "query Viewer {\n  viewer {\n    id\n    email\n    name\n  }\n}": typeof types.ViewerDocument,
    "query Board($key: String!, $filter: TaskFilter, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    tasks(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...TaskCardFields\n        }\n      }\n    }\n  }\n}": typeof types.BoardDocument,
    "subscription BoardEvents($projectKey: String!) {\n  boardEvents(projectKey: $projectKey) {\n    kind\n    projectKey\n    deletedId\n    taskId\n    at\n    actor {\n      id\n      name\n    }\n    task {\n      ...TaskCardFields\n      description\n      allowedTransitions\n      commentCount\n      updatedAt\n    }\n    comment {\n      id\n      body\n      createdAt\n      editedAt\n      author {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.BoardEventsDocument,
    "mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!) {\n  moveTask(id: $id, status: $status, expectedVersion: $expectedVersion) {\n    ...TaskCardFields\n    allowedTransitions\n    updatedAt\n  }\n}": typeof types.MoveTaskDocument,
    "fragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  assignee {\n    id\n    name\n  }\n}": typeof types.TaskCardFieldsFragmentDoc,
    "query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}": typeof types.ProjectsDocument,
};
const documents: Documents = {
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n    email\n    name\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "query Viewer {\n  viewer {\n    id\n    email\n    name\n  }\n}": types.ViewerDocument,
    "query Board($key: String!, $filter: TaskFilter, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    tasks(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...TaskCardFields\n        }\n      }\n    }\n  }\n}": types.BoardDocument,
    "subscription BoardEvents($projectKey: String!) {\n  boardEvents(projectKey: $projectKey) {\n    kind\n    projectKey\n    deletedId\n    taskId\n    at\n    actor {\n      id\n      name\n    }\n    task {\n      ...TaskCardFields\n      description\n      allowedTransitions\n      commentCount\n      updatedAt\n    }\n    comment {\n      id\n      body\n      createdAt\n      editedAt\n      author {\n        id\n        name\n      }\n    }\n  }\n}": types.BoardEventsDocument,
    "mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!) {\n  moveTask(id: $id, status: $status, expectedVersion: $expectedVersion) {\n    ...TaskCardFields\n    allowedTransitions\n    updatedAt\n  }\n}": types.MoveTaskDocument,
    "fragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  assignee {\n    id\n    name\n  }\n}": types.TaskCardFieldsFragmentDoc,
    "query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}": types.ProjectsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n    email\n    name\n  }\n}"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer {\n  viewer {\n    id\n    email\n    name\n  }\n}"): typeof import('./graphql').ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Board($key: String!, $filter: TaskFilter, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    tasks(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...TaskCardFields\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').BoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BoardEvents($projectKey: String!) {\n  boardEvents(projectKey: $projectKey) {\n    kind\n    projectKey\n    deletedId\n    taskId\n    at\n    actor {\n      id\n      name\n    }\n    task {\n      ...TaskCardFields\n      description\n      allowedTransitions\n      commentCount\n      updatedAt\n    }\n    comment {\n      id\n      body\n      createdAt\n      editedAt\n      author {\n        id\n        name\n      }\n    }\n  }\n}"): typeof import('./graphql').BoardEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!) {\n  moveTask(id: $id, status: $status, expectedVersion: $expectedVersion) {\n    ...TaskCardFields\n    allowedTransitions\n    updatedAt\n  }\n}"): typeof import('./graphql').MoveTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  assignee {\n    id\n    name\n  }\n}"): typeof import('./graphql').TaskCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}"): typeof import('./graphql').ProjectsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
