-- docs/product.md §13: the inbox (one row per person an action concerns) and search across projects with the
-- database's own text search: full-text vectors with GIN indexes, and pg_trgm for words typed in part.

CREATE TABLE notifications (
  -- Orders a person's inbox (newest first) and is its cursor: rows made later always get a larger number.
  n          bigserial PRIMARY KEY,
  id         text NOT NULL UNIQUE,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  task_id    text NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('MENTIONED', 'ASSIGNED', 'COMMENTED')),
  actor_id   text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at         timestamptz NOT NULL DEFAULT now(),
  read_at    timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, n DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
-- Leaving a project takes its items along.
CREATE INDEX notifications_project_user_idx ON notifications (project_id, user_id);
CREATE INDEX notifications_task_idx ON notifications (task_id);

-- My tasks: open tasks assigned to a person, across projects.
CREATE INDEX tasks_assignee_open_idx ON tasks (assignee_id, due_date) WHERE status NOT IN ('DONE', 'CANCELED');

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The title weighs more than the description in the ranking.
ALTER TABLE tasks ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, title), 'A') ||
  setweight(to_tsvector('english'::regconfig, description), 'B')
) STORED;
CREATE INDEX tasks_search_idx ON tasks USING gin (search_vector);
-- Parts of words ("deplo" for "deployment") in titles.
CREATE INDEX tasks_title_trgm_idx ON tasks USING gin (title gin_trgm_ops);

ALTER TABLE comments ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, body)
) STORED;
CREATE INDEX comments_search_idx ON comments USING gin (search_vector);
