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
    "mutation DeleteTask($id: ID!) {\n  deleteTask(id: $id)\n}": typeof types.DeleteTaskDocument,
    "mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!, $beforeId: ID, $afterId: ID) {\n  moveTask(\n    id: $id\n    status: $status\n    expectedVersion: $expectedVersion\n    beforeId: $beforeId\n    afterId: $afterId\n  ) {\n    ...TaskCardFields\n    updatedAt\n  }\n}": typeof types.MoveTaskDocument,
    "mutation SetTaskLabels($id: ID!, $labelIds: [ID!]!, $expectedVersion: Int!) {\n  setTaskLabels(id: $id, labelIds: $labelIds, expectedVersion: $expectedVersion) {\n    id\n    version\n    updatedAt\n    labelIds\n  }\n}": typeof types.SetTaskLabelsDocument,
    "mutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskCardFields\n    description\n    updatedAt\n  }\n}": typeof types.UpdateTaskDocument,
    "fragment ActivityFields on Activity {\n  id\n  seq\n  kind\n  at\n  changedFields\n  status\n  actor {\n    id\n    name\n  }\n  mentions {\n    id\n    name\n  }\n}": typeof types.ActivityFieldsFragmentDoc,
    "query TaskActivity($projectKey: String!, $number: Int!, $first: Int = 20, $after: String) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    project {\n      id\n    }\n    activity(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivityFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}": typeof types.TaskActivityDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n}": typeof types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": typeof types.ApiKeysDocument,
    "mutation CreateApiKey($name: String!, $scope: ApiKeyScope!) {\n  createApiKey(name: $name, scope: $scope) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    token\n  }\n}": typeof types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}": typeof types.RevokeApiKeyDocument,
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": typeof types.ChangePasswordDocument,
    "query DemoAccounts {\n  demoAccounts {\n    email\n    name\n    password\n  }\n}": typeof types.DemoAccountsDocument,
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n    email\n    name\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": typeof types.SignOutEverywhereDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n    name\n  }\n}": typeof types.SignUpDocument,
    "query Viewer {\n  viewer {\n    id\n    email\n    name\n  }\n}": typeof types.ViewerDocument,
    "query Board($key: String!, $text: String, $assigneeId: ID, $unassigned: Boolean, $priority: Priority, $labels: [String!], $first: Int = 50) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    seq\n    archivedAt\n    members {\n      id\n      role\n      user {\n        id\n        name\n      }\n    }\n    labels {\n      ...LabelFields\n    }\n    backlog: tasks(\n      filter: {status: BACKLOG, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    todo: tasks(\n      filter: {status: TODO, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    inProgress: tasks(\n      filter: {status: IN_PROGRESS, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    inReview: tasks(\n      filter: {status: IN_REVIEW, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    done: tasks(\n      filter: {status: DONE, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    canceled: tasks(\n      filter: {status: CANCELED, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n  }\n}": typeof types.BoardDocument,
    "query BoardColumn($key: String!, $filter: TaskFilter!, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    tasks(filter: $filter, first: $first, after: $after) {\n      ...TaskPageFields\n    }\n  }\n}": typeof types.BoardColumnDocument,
    "subscription BoardEvents($projectKey: String!, $after: Int) {\n  boardEvents(projectKey: $projectKey, after: $after) {\n    kind\n    seq\n    projectKey\n    deletedId\n    taskId\n    userId\n    at\n    changedFields\n    actor {\n      id\n      name\n    }\n    task {\n      ...TaskCardFields\n      description\n      mentions {\n        id\n        name\n      }\n      commentCount\n      updatedAt\n    }\n    comment {\n      ...CommentFields\n    }\n    member {\n      id\n      role\n      user {\n        id\n        name\n      }\n    }\n    project {\n      id\n      key\n      name\n      description\n      archivedAt\n    }\n    label {\n      ...LabelFields\n    }\n  }\n}": typeof types.BoardEventsDocument,
    "mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskCardFields\n  }\n}": typeof types.CreateTaskDocument,
    "fragment LabelFields on Label {\n  id\n  name\n  color\n}": typeof types.LabelFieldsFragmentDoc,
    "fragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n  }\n  labelIds\n}": typeof types.TaskCardFieldsFragmentDoc,
    "fragment TaskPageFields on TaskConnection {\n  totalCount\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  edges {\n    cursor\n    node {\n      ...TaskCardFields\n    }\n  }\n}": typeof types.TaskPageFieldsFragmentDoc,
    "query CommandProjects {\n  projects {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n  }\n}": typeof types.CommandProjectsDocument,
    "query CommandSearch($text: String!) {\n  search(text: $text, first: 8) {\n    id\n    key\n    number\n    title\n    project {\n      id\n      key\n    }\n  }\n}": typeof types.CommandSearchDocument,
    "query CommandTask($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    key\n    number\n    title\n  }\n}": typeof types.CommandTaskDocument,
    "mutation AddComment($taskId: ID!, $body: String!) {\n  addComment(taskId: $taskId, body: $body) {\n    ...CommentFields\n  }\n}": typeof types.AddCommentDocument,
    "fragment CommentFields on Comment {\n  id\n  body\n  createdAt\n  editedAt\n  author {\n    id\n    name\n  }\n  mentions {\n    id\n    name\n  }\n}": typeof types.CommentFieldsFragmentDoc,
    "mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id)\n}": typeof types.DeleteCommentDocument,
    "mutation EditComment($id: ID!, $body: String!) {\n  editComment(id: $id, body: $body) {\n    ...CommentFields\n  }\n}": typeof types.EditCommentDocument,
    "mutation AcceptInvite($token: String!) {\n  acceptInvite(token: $token) {\n    id\n    key\n    name\n    viewerRole\n  }\n}": typeof types.AcceptInviteDocument,
    "mutation CreateInvite($projectKey: String!, $role: Role!) {\n  createInvite(projectKey: $projectKey, role: $role) {\n    id\n    url\n    role\n    expiresAt\n  }\n}": typeof types.CreateInviteDocument,
    "query Invite($tokenHash: String!) {\n  invite(tokenHash: $tokenHash) {\n    id\n    projectName\n    role\n    expiresAt\n    state\n    joined\n  }\n}": typeof types.InviteDocument,
    "query ProjectInvites($key: String!) {\n  project(key: $key) {\n    id\n    invites {\n      id\n      role\n      createdAt\n      expiresAt\n      joinedCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.ProjectInvitesDocument,
    "mutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}": typeof types.RevokeInviteDocument,
    "mutation CreateLabel($projectKey: String!, $name: String!, $color: LabelColor!) {\n  createLabel(projectKey: $projectKey, name: $name, color: $color) {\n    ...LabelFields\n  }\n}": typeof types.CreateLabelDocument,
    "mutation DeleteLabel($id: ID!) {\n  deleteLabel(id: $id)\n}": typeof types.DeleteLabelDocument,
    "mutation UpdateLabel($id: ID!, $name: String, $color: LabelColor) {\n  updateLabel(id: $id, name: $name, color: $color) {\n    ...LabelFields\n  }\n}": typeof types.UpdateLabelDocument,
    "subscription ViewerEvents {\n  viewerEvents {\n    kind\n    projectId\n    projectKey\n    role\n    actor {\n      id\n      name\n    }\n    notification {\n      id\n      kind\n    }\n    project {\n      id\n      key\n      name\n      description\n      viewerRole\n      taskCounts {\n        status\n        count\n      }\n    }\n  }\n}": typeof types.ViewerEventsDocument,
    "mutation ArchiveProject($key: String!, $unlessChangedAfter: Int) {\n  archiveProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n  }\n}": typeof types.ArchiveProjectDocument,
    "query ArchivedProjects {\n  projects(includeArchived: true) {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n  }\n}": typeof types.ArchivedProjectsDocument,
    "mutation CreateProject($input: CreateProjectInput!) {\n  createProject(input: $input) {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}": typeof types.CreateProjectDocument,
    "query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}": typeof types.ProjectsDocument,
    "mutation RestoreProject($key: String!, $unlessChangedAfter: Int) {\n  restoreProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n  }\n}": typeof types.RestoreProjectDocument,
    "mutation AddMember($projectKey: String!, $email: String!, $role: Role!) {\n  addMember(projectKey: $projectKey, email: $email, role: $role) {\n    ...MemberFields\n  }\n}": typeof types.AddMemberDocument,
    "mutation ChangeMemberRole($projectKey: String!, $userId: ID!, $role: Role!) {\n  changeMemberRole(projectKey: $projectKey, userId: $userId, role: $role) {\n    ...MemberFields\n  }\n}": typeof types.ChangeMemberRoleDocument,
    "mutation LeaveProject($projectKey: String!) {\n  leaveProject(projectKey: $projectKey)\n}": typeof types.LeaveProjectDocument,
    "fragment MemberFields on Member {\n  id\n  role\n  joinedAt\n  user {\n    id\n    name\n    email\n  }\n}": typeof types.MemberFieldsFragmentDoc,
    "query ProjectSettings($key: String!) {\n  project(key: $key) {\n    id\n    key\n    name\n    description\n    viewerRole\n    archivedAt\n    seq\n    members {\n      ...MemberFields\n    }\n    labels {\n      ...LabelFields\n    }\n  }\n}": typeof types.ProjectSettingsDocument,
    "mutation RemoveMember($projectKey: String!, $userId: ID!) {\n  removeMember(projectKey: $projectKey, userId: $userId)\n}": typeof types.RemoveMemberDocument,
    "mutation UpdateProject($input: UpdateProjectInput!) {\n  updateProject(input: $input) {\n    id\n    key\n    name\n    description\n  }\n}": typeof types.UpdateProjectDocument,
    "query Task($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    ...TaskCardFields\n    description\n    mentions {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    commentCount\n    createdBy {\n      id\n      name\n    }\n    project {\n      id\n      key\n      name\n      viewerRole\n      seq\n      archivedAt\n      members {\n        id\n        role\n        user {\n          id\n          name\n          email\n        }\n      }\n      labels {\n        ...LabelFields\n      }\n    }\n    comments {\n      ...CommentFields\n    }\n  }\n}": typeof types.TaskDocument,
    "subscription AlsoHere($projectKey: String!, $taskNumber: Int) {\n  alsoHere(projectKey: $projectKey, taskNumber: $taskNumber) {\n    id\n    name\n  }\n}": typeof types.AlsoHereDocument,
    "mutation Here($projectKey: String!, $taskNumber: Int, $leaving: Boolean) {\n  here(projectKey: $projectKey, taskNumber: $taskNumber, leaving: $leaving)\n}": typeof types.HereDocument,
    "query Inbox {\n  inbox(first: 50) {\n    unreadCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        kind\n        at\n        read\n        count\n        address\n        excerpt\n        actor {\n          id\n          name\n        }\n        task {\n          id\n          key\n          number\n          title\n          project {\n            id\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n}": typeof types.InboxDocument,
    "query InboxCount {\n  inbox(first: 0) {\n    unreadCount\n  }\n}": typeof types.InboxCountDocument,
    "mutation MarkNotificationsRead($ids: [ID!]) {\n  markNotificationsRead(ids: $ids)\n}": typeof types.MarkNotificationsReadDocument,
    "query MyTasks {\n  myTasks(first: 200) {\n    totalCount\n    edges {\n      node {\n        id\n        key\n        number\n        title\n        status\n        priority\n        dueDate\n        project {\n          id\n          key\n          name\n        }\n      }\n    }\n  }\n}": typeof types.MyTasksDocument,
    "query Search($text: String!) {\n  search(text: $text, first: 15) {\n    id\n    key\n    number\n    title\n    descriptionText\n    status\n    project {\n      id\n      key\n      name\n    }\n  }\n}": typeof types.SearchDocument,
    "query UndoTaskState($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    version\n    title\n    description\n    status\n    priority\n    dueDate\n    rank\n    assignee {\n      id\n    }\n    labelIds\n    project {\n      id\n      labels {\n        id\n      }\n    }\n    activity(first: 50) {\n      edges {\n        node {\n          id\n          seq\n          actor {\n            id\n            name\n          }\n          changedFields\n        }\n      }\n    }\n  }\n}\n\nmutation RestoreTask($id: ID!) {\n  restoreTask(id: $id) {\n    ...TaskCardFields\n    description\n    updatedAt\n  }\n}": typeof types.UndoTaskStateDocument,
};
const documents: Documents = {
    "mutation DeleteTask($id: ID!) {\n  deleteTask(id: $id)\n}": types.DeleteTaskDocument,
    "mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!, $beforeId: ID, $afterId: ID) {\n  moveTask(\n    id: $id\n    status: $status\n    expectedVersion: $expectedVersion\n    beforeId: $beforeId\n    afterId: $afterId\n  ) {\n    ...TaskCardFields\n    updatedAt\n  }\n}": types.MoveTaskDocument,
    "mutation SetTaskLabels($id: ID!, $labelIds: [ID!]!, $expectedVersion: Int!) {\n  setTaskLabels(id: $id, labelIds: $labelIds, expectedVersion: $expectedVersion) {\n    id\n    version\n    updatedAt\n    labelIds\n  }\n}": types.SetTaskLabelsDocument,
    "mutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskCardFields\n    description\n    updatedAt\n  }\n}": types.UpdateTaskDocument,
    "fragment ActivityFields on Activity {\n  id\n  seq\n  kind\n  at\n  changedFields\n  status\n  actor {\n    id\n    name\n  }\n  mentions {\n    id\n    name\n  }\n}": types.ActivityFieldsFragmentDoc,
    "query TaskActivity($projectKey: String!, $number: Int!, $first: Int = 20, $after: String) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    project {\n      id\n    }\n    activity(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivityFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}": types.TaskActivityDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n}": types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": types.ApiKeysDocument,
    "mutation CreateApiKey($name: String!, $scope: ApiKeyScope!) {\n  createApiKey(name: $name, scope: $scope) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    token\n  }\n}": types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}": types.RevokeApiKeyDocument,
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": types.ChangePasswordDocument,
    "query DemoAccounts {\n  demoAccounts {\n    email\n    name\n    password\n  }\n}": types.DemoAccountsDocument,
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n    email\n    name\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": types.SignOutEverywhereDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n    name\n  }\n}": types.SignUpDocument,
    "query Viewer {\n  viewer {\n    id\n    email\n    name\n  }\n}": types.ViewerDocument,
    "query Board($key: String!, $text: String, $assigneeId: ID, $unassigned: Boolean, $priority: Priority, $labels: [String!], $first: Int = 50) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    seq\n    archivedAt\n    members {\n      id\n      role\n      user {\n        id\n        name\n      }\n    }\n    labels {\n      ...LabelFields\n    }\n    backlog: tasks(\n      filter: {status: BACKLOG, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    todo: tasks(\n      filter: {status: TODO, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    inProgress: tasks(\n      filter: {status: IN_PROGRESS, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    inReview: tasks(\n      filter: {status: IN_REVIEW, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    done: tasks(\n      filter: {status: DONE, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    canceled: tasks(\n      filter: {status: CANCELED, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n  }\n}": types.BoardDocument,
    "query BoardColumn($key: String!, $filter: TaskFilter!, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    tasks(filter: $filter, first: $first, after: $after) {\n      ...TaskPageFields\n    }\n  }\n}": types.BoardColumnDocument,
    "subscription BoardEvents($projectKey: String!, $after: Int) {\n  boardEvents(projectKey: $projectKey, after: $after) {\n    kind\n    seq\n    projectKey\n    deletedId\n    taskId\n    userId\n    at\n    changedFields\n    actor {\n      id\n      name\n    }\n    task {\n      ...TaskCardFields\n      description\n      mentions {\n        id\n        name\n      }\n      commentCount\n      updatedAt\n    }\n    comment {\n      ...CommentFields\n    }\n    member {\n      id\n      role\n      user {\n        id\n        name\n      }\n    }\n    project {\n      id\n      key\n      name\n      description\n      archivedAt\n    }\n    label {\n      ...LabelFields\n    }\n  }\n}": types.BoardEventsDocument,
    "mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskCardFields\n  }\n}": types.CreateTaskDocument,
    "fragment LabelFields on Label {\n  id\n  name\n  color\n}": types.LabelFieldsFragmentDoc,
    "fragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n  }\n  labelIds\n}": types.TaskCardFieldsFragmentDoc,
    "fragment TaskPageFields on TaskConnection {\n  totalCount\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  edges {\n    cursor\n    node {\n      ...TaskCardFields\n    }\n  }\n}": types.TaskPageFieldsFragmentDoc,
    "query CommandProjects {\n  projects {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n  }\n}": types.CommandProjectsDocument,
    "query CommandSearch($text: String!) {\n  search(text: $text, first: 8) {\n    id\n    key\n    number\n    title\n    project {\n      id\n      key\n    }\n  }\n}": types.CommandSearchDocument,
    "query CommandTask($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    key\n    number\n    title\n  }\n}": types.CommandTaskDocument,
    "mutation AddComment($taskId: ID!, $body: String!) {\n  addComment(taskId: $taskId, body: $body) {\n    ...CommentFields\n  }\n}": types.AddCommentDocument,
    "fragment CommentFields on Comment {\n  id\n  body\n  createdAt\n  editedAt\n  author {\n    id\n    name\n  }\n  mentions {\n    id\n    name\n  }\n}": types.CommentFieldsFragmentDoc,
    "mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id)\n}": types.DeleteCommentDocument,
    "mutation EditComment($id: ID!, $body: String!) {\n  editComment(id: $id, body: $body) {\n    ...CommentFields\n  }\n}": types.EditCommentDocument,
    "mutation AcceptInvite($token: String!) {\n  acceptInvite(token: $token) {\n    id\n    key\n    name\n    viewerRole\n  }\n}": types.AcceptInviteDocument,
    "mutation CreateInvite($projectKey: String!, $role: Role!) {\n  createInvite(projectKey: $projectKey, role: $role) {\n    id\n    url\n    role\n    expiresAt\n  }\n}": types.CreateInviteDocument,
    "query Invite($tokenHash: String!) {\n  invite(tokenHash: $tokenHash) {\n    id\n    projectName\n    role\n    expiresAt\n    state\n    joined\n  }\n}": types.InviteDocument,
    "query ProjectInvites($key: String!) {\n  project(key: $key) {\n    id\n    invites {\n      id\n      role\n      createdAt\n      expiresAt\n      joinedCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": types.ProjectInvitesDocument,
    "mutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}": types.RevokeInviteDocument,
    "mutation CreateLabel($projectKey: String!, $name: String!, $color: LabelColor!) {\n  createLabel(projectKey: $projectKey, name: $name, color: $color) {\n    ...LabelFields\n  }\n}": types.CreateLabelDocument,
    "mutation DeleteLabel($id: ID!) {\n  deleteLabel(id: $id)\n}": types.DeleteLabelDocument,
    "mutation UpdateLabel($id: ID!, $name: String, $color: LabelColor) {\n  updateLabel(id: $id, name: $name, color: $color) {\n    ...LabelFields\n  }\n}": types.UpdateLabelDocument,
    "subscription ViewerEvents {\n  viewerEvents {\n    kind\n    projectId\n    projectKey\n    role\n    actor {\n      id\n      name\n    }\n    notification {\n      id\n      kind\n    }\n    project {\n      id\n      key\n      name\n      description\n      viewerRole\n      taskCounts {\n        status\n        count\n      }\n    }\n  }\n}": types.ViewerEventsDocument,
    "mutation ArchiveProject($key: String!, $unlessChangedAfter: Int) {\n  archiveProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n  }\n}": types.ArchiveProjectDocument,
    "query ArchivedProjects {\n  projects(includeArchived: true) {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n  }\n}": types.ArchivedProjectsDocument,
    "mutation CreateProject($input: CreateProjectInput!) {\n  createProject(input: $input) {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}": types.CreateProjectDocument,
    "query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}": types.ProjectsDocument,
    "mutation RestoreProject($key: String!, $unlessChangedAfter: Int) {\n  restoreProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n  }\n}": types.RestoreProjectDocument,
    "mutation AddMember($projectKey: String!, $email: String!, $role: Role!) {\n  addMember(projectKey: $projectKey, email: $email, role: $role) {\n    ...MemberFields\n  }\n}": types.AddMemberDocument,
    "mutation ChangeMemberRole($projectKey: String!, $userId: ID!, $role: Role!) {\n  changeMemberRole(projectKey: $projectKey, userId: $userId, role: $role) {\n    ...MemberFields\n  }\n}": types.ChangeMemberRoleDocument,
    "mutation LeaveProject($projectKey: String!) {\n  leaveProject(projectKey: $projectKey)\n}": types.LeaveProjectDocument,
    "fragment MemberFields on Member {\n  id\n  role\n  joinedAt\n  user {\n    id\n    name\n    email\n  }\n}": types.MemberFieldsFragmentDoc,
    "query ProjectSettings($key: String!) {\n  project(key: $key) {\n    id\n    key\n    name\n    description\n    viewerRole\n    archivedAt\n    seq\n    members {\n      ...MemberFields\n    }\n    labels {\n      ...LabelFields\n    }\n  }\n}": types.ProjectSettingsDocument,
    "mutation RemoveMember($projectKey: String!, $userId: ID!) {\n  removeMember(projectKey: $projectKey, userId: $userId)\n}": types.RemoveMemberDocument,
    "mutation UpdateProject($input: UpdateProjectInput!) {\n  updateProject(input: $input) {\n    id\n    key\n    name\n    description\n  }\n}": types.UpdateProjectDocument,
    "query Task($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    ...TaskCardFields\n    description\n    mentions {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    commentCount\n    createdBy {\n      id\n      name\n    }\n    project {\n      id\n      key\n      name\n      viewerRole\n      seq\n      archivedAt\n      members {\n        id\n        role\n        user {\n          id\n          name\n          email\n        }\n      }\n      labels {\n        ...LabelFields\n      }\n    }\n    comments {\n      ...CommentFields\n    }\n  }\n}": types.TaskDocument,
    "subscription AlsoHere($projectKey: String!, $taskNumber: Int) {\n  alsoHere(projectKey: $projectKey, taskNumber: $taskNumber) {\n    id\n    name\n  }\n}": types.AlsoHereDocument,
    "mutation Here($projectKey: String!, $taskNumber: Int, $leaving: Boolean) {\n  here(projectKey: $projectKey, taskNumber: $taskNumber, leaving: $leaving)\n}": types.HereDocument,
    "query Inbox {\n  inbox(first: 50) {\n    unreadCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        kind\n        at\n        read\n        count\n        address\n        excerpt\n        actor {\n          id\n          name\n        }\n        task {\n          id\n          key\n          number\n          title\n          project {\n            id\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n}": types.InboxDocument,
    "query InboxCount {\n  inbox(first: 0) {\n    unreadCount\n  }\n}": types.InboxCountDocument,
    "mutation MarkNotificationsRead($ids: [ID!]) {\n  markNotificationsRead(ids: $ids)\n}": types.MarkNotificationsReadDocument,
    "query MyTasks {\n  myTasks(first: 200) {\n    totalCount\n    edges {\n      node {\n        id\n        key\n        number\n        title\n        status\n        priority\n        dueDate\n        project {\n          id\n          key\n          name\n        }\n      }\n    }\n  }\n}": types.MyTasksDocument,
    "query Search($text: String!) {\n  search(text: $text, first: 15) {\n    id\n    key\n    number\n    title\n    descriptionText\n    status\n    project {\n      id\n      key\n      name\n    }\n  }\n}": types.SearchDocument,
    "query UndoTaskState($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    version\n    title\n    description\n    status\n    priority\n    dueDate\n    rank\n    assignee {\n      id\n    }\n    labelIds\n    project {\n      id\n      labels {\n        id\n      }\n    }\n    activity(first: 50) {\n      edges {\n        node {\n          id\n          seq\n          actor {\n            id\n            name\n          }\n          changedFields\n        }\n      }\n    }\n  }\n}\n\nmutation RestoreTask($id: ID!) {\n  restoreTask(id: $id) {\n    ...TaskCardFields\n    description\n    updatedAt\n  }\n}": types.UndoTaskStateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteTask($id: ID!) {\n  deleteTask(id: $id)\n}"): typeof import('./graphql').DeleteTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveTask($id: ID!, $status: TaskStatus!, $expectedVersion: Int!, $beforeId: ID, $afterId: ID) {\n  moveTask(\n    id: $id\n    status: $status\n    expectedVersion: $expectedVersion\n    beforeId: $beforeId\n    afterId: $afterId\n  ) {\n    ...TaskCardFields\n    updatedAt\n  }\n}"): typeof import('./graphql').MoveTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetTaskLabels($id: ID!, $labelIds: [ID!]!, $expectedVersion: Int!) {\n  setTaskLabels(id: $id, labelIds: $labelIds, expectedVersion: $expectedVersion) {\n    id\n    version\n    updatedAt\n    labelIds\n  }\n}"): typeof import('./graphql').SetTaskLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTask($input: UpdateTaskInput!) {\n  updateTask(input: $input) {\n    ...TaskCardFields\n    description\n    updatedAt\n  }\n}"): typeof import('./graphql').UpdateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ActivityFields on Activity {\n  id\n  seq\n  kind\n  at\n  changedFields\n  status\n  actor {\n    id\n    name\n  }\n  mentions {\n    id\n    name\n  }\n}"): typeof import('./graphql').ActivityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaskActivity($projectKey: String!, $number: Int!, $first: Int = 20, $after: String) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    project {\n      id\n    }\n    activity(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ActivityFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n}"): typeof import('./graphql').TaskActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n}"): typeof import('./graphql').ApiKeyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"): typeof import('./graphql').ApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiKey($name: String!, $scope: ApiKeyScope!) {\n  createApiKey(name: $name, scope: $scope) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    token\n  }\n}"): typeof import('./graphql').CreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id)\n}"): typeof import('./graphql').RevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoAccounts {\n  demoAccounts {\n    email\n    name\n    password\n  }\n}"): typeof import('./graphql').DemoAccountsDocument;
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
export function graphql(source: "mutation SignOutEverywhere {\n  signOutEverywhere\n}"): typeof import('./graphql').SignOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n    name\n  }\n}"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer {\n  viewer {\n    id\n    email\n    name\n  }\n}"): typeof import('./graphql').ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Board($key: String!, $text: String, $assigneeId: ID, $unassigned: Boolean, $priority: Priority, $labels: [String!], $first: Int = 50) {\n  project(key: $key) {\n    id\n    key\n    name\n    viewerRole\n    seq\n    archivedAt\n    members {\n      id\n      role\n      user {\n        id\n        name\n      }\n    }\n    labels {\n      ...LabelFields\n    }\n    backlog: tasks(\n      filter: {status: BACKLOG, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    todo: tasks(\n      filter: {status: TODO, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    inProgress: tasks(\n      filter: {status: IN_PROGRESS, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    inReview: tasks(\n      filter: {status: IN_REVIEW, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    done: tasks(\n      filter: {status: DONE, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n    canceled: tasks(\n      filter: {status: CANCELED, text: $text, assigneeId: $assigneeId, unassigned: $unassigned, priority: $priority, labels: $labels}\n      first: $first\n    ) {\n      ...TaskPageFields\n    }\n  }\n}"): typeof import('./graphql').BoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardColumn($key: String!, $filter: TaskFilter!, $first: Int = 50, $after: String) {\n  project(key: $key) {\n    id\n    tasks(filter: $filter, first: $first, after: $after) {\n      ...TaskPageFields\n    }\n  }\n}"): typeof import('./graphql').BoardColumnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BoardEvents($projectKey: String!, $after: Int) {\n  boardEvents(projectKey: $projectKey, after: $after) {\n    kind\n    seq\n    projectKey\n    deletedId\n    taskId\n    userId\n    at\n    changedFields\n    actor {\n      id\n      name\n    }\n    task {\n      ...TaskCardFields\n      description\n      mentions {\n        id\n        name\n      }\n      commentCount\n      updatedAt\n    }\n    comment {\n      ...CommentFields\n    }\n    member {\n      id\n      role\n      user {\n        id\n        name\n      }\n    }\n    project {\n      id\n      key\n      name\n      description\n      archivedAt\n    }\n    label {\n      ...LabelFields\n    }\n  }\n}"): typeof import('./graphql').BoardEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    ...TaskCardFields\n  }\n}"): typeof import('./graphql').CreateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LabelFields on Label {\n  id\n  name\n  color\n}"): typeof import('./graphql').LabelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TaskCardFields on Task {\n  id\n  number\n  key\n  title\n  status\n  priority\n  dueDate\n  version\n  rank\n  allowedTransitions\n  assignee {\n    id\n    name\n  }\n  labelIds\n}"): typeof import('./graphql').TaskCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TaskPageFields on TaskConnection {\n  totalCount\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  edges {\n    cursor\n    node {\n      ...TaskCardFields\n    }\n  }\n}"): typeof import('./graphql').TaskPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommandProjects {\n  projects {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n  }\n}"): typeof import('./graphql').CommandProjectsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommandSearch($text: String!) {\n  search(text: $text, first: 8) {\n    id\n    key\n    number\n    title\n    project {\n      id\n      key\n    }\n  }\n}"): typeof import('./graphql').CommandSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommandTask($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    key\n    number\n    title\n  }\n}"): typeof import('./graphql').CommandTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddComment($taskId: ID!, $body: String!) {\n  addComment(taskId: $taskId, body: $body) {\n    ...CommentFields\n  }\n}"): typeof import('./graphql').AddCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CommentFields on Comment {\n  id\n  body\n  createdAt\n  editedAt\n  author {\n    id\n    name\n  }\n  mentions {\n    id\n    name\n  }\n}"): typeof import('./graphql').CommentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteComment($id: ID!) {\n  deleteComment(id: $id)\n}"): typeof import('./graphql').DeleteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditComment($id: ID!, $body: String!) {\n  editComment(id: $id, body: $body) {\n    ...CommentFields\n  }\n}"): typeof import('./graphql').EditCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptInvite($token: String!) {\n  acceptInvite(token: $token) {\n    id\n    key\n    name\n    viewerRole\n  }\n}"): typeof import('./graphql').AcceptInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateInvite($projectKey: String!, $role: Role!) {\n  createInvite(projectKey: $projectKey, role: $role) {\n    id\n    url\n    role\n    expiresAt\n  }\n}"): typeof import('./graphql').CreateInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invite($tokenHash: String!) {\n  invite(tokenHash: $tokenHash) {\n    id\n    projectName\n    role\n    expiresAt\n    state\n    joined\n  }\n}"): typeof import('./graphql').InviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectInvites($key: String!) {\n  project(key: $key) {\n    id\n    invites {\n      id\n      role\n      createdAt\n      expiresAt\n      joinedCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"): typeof import('./graphql').ProjectInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}"): typeof import('./graphql').RevokeInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateLabel($projectKey: String!, $name: String!, $color: LabelColor!) {\n  createLabel(projectKey: $projectKey, name: $name, color: $color) {\n    ...LabelFields\n  }\n}"): typeof import('./graphql').CreateLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteLabel($id: ID!) {\n  deleteLabel(id: $id)\n}"): typeof import('./graphql').DeleteLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLabel($id: ID!, $name: String, $color: LabelColor) {\n  updateLabel(id: $id, name: $name, color: $color) {\n    ...LabelFields\n  }\n}"): typeof import('./graphql').UpdateLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ViewerEvents {\n  viewerEvents {\n    kind\n    projectId\n    projectKey\n    role\n    actor {\n      id\n      name\n    }\n    notification {\n      id\n      kind\n    }\n    project {\n      id\n      key\n      name\n      description\n      viewerRole\n      taskCounts {\n        status\n        count\n      }\n    }\n  }\n}"): typeof import('./graphql').ViewerEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ArchiveProject($key: String!, $unlessChangedAfter: Int) {\n  archiveProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n  }\n}"): typeof import('./graphql').ArchiveProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ArchivedProjects {\n  projects(includeArchived: true) {\n    id\n    key\n    name\n    viewerRole\n    archivedAt\n  }\n}"): typeof import('./graphql').ArchivedProjectsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProject($input: CreateProjectInput!) {\n  createProject(input: $input) {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}"): typeof import('./graphql').CreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Projects {\n  projects {\n    id\n    key\n    name\n    description\n    viewerRole\n    taskCounts {\n      status\n      count\n    }\n  }\n}"): typeof import('./graphql').ProjectsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreProject($key: String!, $unlessChangedAfter: Int) {\n  restoreProject(key: $key, unlessChangedAfter: $unlessChangedAfter) {\n    id\n    key\n    archivedAt\n    seq\n  }\n}"): typeof import('./graphql').RestoreProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddMember($projectKey: String!, $email: String!, $role: Role!) {\n  addMember(projectKey: $projectKey, email: $email, role: $role) {\n    ...MemberFields\n  }\n}"): typeof import('./graphql').AddMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeMemberRole($projectKey: String!, $userId: ID!, $role: Role!) {\n  changeMemberRole(projectKey: $projectKey, userId: $userId, role: $role) {\n    ...MemberFields\n  }\n}"): typeof import('./graphql').ChangeMemberRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LeaveProject($projectKey: String!) {\n  leaveProject(projectKey: $projectKey)\n}"): typeof import('./graphql').LeaveProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberFields on Member {\n  id\n  role\n  joinedAt\n  user {\n    id\n    name\n    email\n  }\n}"): typeof import('./graphql').MemberFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectSettings($key: String!) {\n  project(key: $key) {\n    id\n    key\n    name\n    description\n    viewerRole\n    archivedAt\n    seq\n    members {\n      ...MemberFields\n    }\n    labels {\n      ...LabelFields\n    }\n  }\n}"): typeof import('./graphql').ProjectSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveMember($projectKey: String!, $userId: ID!) {\n  removeMember(projectKey: $projectKey, userId: $userId)\n}"): typeof import('./graphql').RemoveMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProject($input: UpdateProjectInput!) {\n  updateProject(input: $input) {\n    id\n    key\n    name\n    description\n  }\n}"): typeof import('./graphql').UpdateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Task($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    ...TaskCardFields\n    description\n    mentions {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    commentCount\n    createdBy {\n      id\n      name\n    }\n    project {\n      id\n      key\n      name\n      viewerRole\n      seq\n      archivedAt\n      members {\n        id\n        role\n        user {\n          id\n          name\n          email\n        }\n      }\n      labels {\n        ...LabelFields\n      }\n    }\n    comments {\n      ...CommentFields\n    }\n  }\n}"): typeof import('./graphql').TaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AlsoHere($projectKey: String!, $taskNumber: Int) {\n  alsoHere(projectKey: $projectKey, taskNumber: $taskNumber) {\n    id\n    name\n  }\n}"): typeof import('./graphql').AlsoHereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Here($projectKey: String!, $taskNumber: Int, $leaving: Boolean) {\n  here(projectKey: $projectKey, taskNumber: $taskNumber, leaving: $leaving)\n}"): typeof import('./graphql').HereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Inbox {\n  inbox(first: 50) {\n    unreadCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        id\n        kind\n        at\n        read\n        count\n        address\n        excerpt\n        actor {\n          id\n          name\n        }\n        task {\n          id\n          key\n          number\n          title\n          project {\n            id\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').InboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxCount {\n  inbox(first: 0) {\n    unreadCount\n  }\n}"): typeof import('./graphql').InboxCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsRead($ids: [ID!]) {\n  markNotificationsRead(ids: $ids)\n}"): typeof import('./graphql').MarkNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyTasks {\n  myTasks(first: 200) {\n    totalCount\n    edges {\n      node {\n        id\n        key\n        number\n        title\n        status\n        priority\n        dueDate\n        project {\n          id\n          key\n          name\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').MyTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Search($text: String!) {\n  search(text: $text, first: 15) {\n    id\n    key\n    number\n    title\n    descriptionText\n    status\n    project {\n      id\n      key\n      name\n    }\n  }\n}"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UndoTaskState($projectKey: String!, $number: Int!) {\n  task(projectKey: $projectKey, number: $number) {\n    id\n    version\n    title\n    description\n    status\n    priority\n    dueDate\n    rank\n    assignee {\n      id\n    }\n    labelIds\n    project {\n      id\n      labels {\n        id\n      }\n    }\n    activity(first: 50) {\n      edges {\n        node {\n          id\n          seq\n          actor {\n            id\n            name\n          }\n          changedFields\n        }\n      }\n    }\n  }\n}\n\nmutation RestoreTask($id: ID!) {\n  restoreTask(id: $id) {\n    ...TaskCardFields\n    description\n    updatedAt\n  }\n}"): typeof import('./graphql').UndoTaskStateDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
