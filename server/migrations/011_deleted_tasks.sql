-- A deleted task stays restorable for a while (docs/product.md §13 "Undo"): deleteTask moves the row and its comments
-- here as they were, restoreTask puts them back. Rows older than the window are purged by the next delete, so
-- deleted text is not kept longer than the undo needs it.
CREATE TABLE deleted_tasks (
  id         text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  deleted_by text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  task       jsonb NOT NULL,
  comments   jsonb NOT NULL
);
CREATE INDEX deleted_tasks_at_idx ON deleted_tasks (deleted_at);
