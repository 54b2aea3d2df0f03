-- The Lanes tables. Ids are UUID strings kept as text so both PGlite and PostgreSQL hand them back unchanged;
-- instants are timestamptz (read back as ISO strings), due dates are date (read back as YYYY-MM-DD).

CREATE TABLE users (
  id            text PRIMARY KEY,
  email         text NOT NULL UNIQUE CHECK (email = lower(email)),
  name          text NOT NULL,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE projects (
  id               text PRIMARY KEY,
  key              text NOT NULL UNIQUE,
  name             text NOT NULL,
  description      text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- The number the next task gets; numbers are never reused, so this only grows.
  next_task_number integer NOT NULL DEFAULT 1
);

CREATE TABLE memberships (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('VIEWER', 'MEMBER', 'ADMIN')),
  joined_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX memberships_user_id_idx ON memberships (user_id);

CREATE TABLE tasks (
  id          text PRIMARY KEY,
  project_id  text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  number      integer NOT NULL,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  status      text NOT NULL CHECK (status IN ('BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED')),
  priority    text NOT NULL CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH', 'URGENT')),
  -- A removed member's tasks stay, unassigned.
  assignee_id text REFERENCES users (id) ON DELETE SET NULL,
  due_date    date,
  created_by  text NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1,
  UNIQUE (project_id, number)
);
-- A board column: one project's tasks in one status, in number order (the cursor).
CREATE INDEX tasks_board_idx ON tasks (project_id, status, number);
CREATE INDEX tasks_assignee_idx ON tasks (project_id, assignee_id);

CREATE TABLE comments (
  id         text PRIMARY KEY,
  task_id    text NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  author_id  text NOT NULL REFERENCES users (id),
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at  timestamptz
);
CREATE INDEX comments_task_idx ON comments (task_id, created_at);
