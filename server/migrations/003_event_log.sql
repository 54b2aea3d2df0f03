-- The project event log (docs/product.md §11): every change to a project's board, members or settings, numbered per
-- project without gaps, written in the transaction that makes the change. It feeds boardEvents replay (resume
-- from a `Project.seq`), viewerEvents, and a task's Activity. Tasks gain a rank: the shared manual order of a column.

-- The last seq given out (0 before any event). Writers take the next number with
-- UPDATE projects SET last_seq = last_seq + 1 … RETURNING, which also locks the row: one project's writers commit
-- their events in seq order, so whoever sees last_seq = n sees every event up to n.
ALTER TABLE projects ADD COLUMN last_seq integer NOT NULL DEFAULT 0;
-- Events up to this seq have been pruned (retention): a resume from before it gets RESYNC.
ALTER TABLE projects ADD COLUMN pruned_seq integer NOT NULL DEFAULT 0;

CREATE TABLE project_events (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  seq        integer NOT NULL,
  kind       text NOT NULL,
  -- No foreign key: the log keeps its history whatever happens to the account; the payload holds the actor.
  actor_id   text NOT NULL,
  at         timestamptz NOT NULL DEFAULT now(),
  -- The task the event is about (Activity), null for member and project events. Not a foreign key: a deleted
  -- task's history stays until retention prunes it.
  task_id    text,
  -- A snapshot of the entity as committed, plus changedFields (see server/events/log.ts).
  payload    jsonb NOT NULL,
  PRIMARY KEY (project_id, seq)
);
-- A task's Activity, newest first, paged by seq.
CREATE INDEX project_events_task_idx ON project_events (task_id, seq) WHERE task_id IS NOT NULL;
-- Retention prunes by age as well as by count.
CREATE INDEX project_events_at_idx ON project_events (at);

-- Fractional-index keys (the fractional-indexing package's format) compare byte by byte: "C" collation, whatever
-- the database's locale.
ALTER TABLE tasks ADD COLUMN rank text COLLATE "C";
-- Existing tasks keep their current order (number ascending) in each column: keys a0…az, then b00…bzz, then
-- c000…, exactly what generateKeyBetween gives for consecutive appends.
UPDATE tasks t SET rank = ranked.rank
  FROM (
    SELECT id,
      CASE
        WHEN i < 62 THEN 'a' || substr(d, i + 1, 1)
        WHEN i < 62 + 3844 THEN 'b' || substr(d, (i - 62) / 62 + 1, 1) || substr(d, (i - 62) % 62 + 1, 1)
        ELSE 'c' || substr(d, (i - 3906) / 3844 + 1, 1) || substr(d, ((i - 3906) / 62) % 62 + 1, 1)
                 || substr(d, (i - 3906) % 62 + 1, 1)
      END AS rank
    FROM (
      SELECT id, (row_number() OVER (PARTITION BY project_id, status ORDER BY number) - 1)::integer AS i,
             '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'::text AS d
        FROM tasks
    ) numbered
  ) ranked
 WHERE ranked.id = t.id;
ALTER TABLE tasks ALTER COLUMN rank SET NOT NULL;
-- A board column: one project's tasks in one status, in rank order. Unique: two cards never share a place.
DROP INDEX tasks_board_idx;
CREATE UNIQUE INDEX tasks_board_idx ON tasks (project_id, status, rank);

-- Idempotency-Key: a signed-in user's mutation with a key runs once; a retry within 10 minutes gets `response`.
-- `response` is null while the first request is still running (a concurrent duplicate waits for it).
CREATE TABLE idempotency_keys (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key        text NOT NULL,
  -- The request it answered (operation and variables), so a key reused for another request is refused.
  request_hash text NOT NULL,
  response   jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
