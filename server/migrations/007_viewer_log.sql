-- The viewer log: every change to a user's own list of projects (viewerEvents), numbered per user without gaps and
-- written in the transaction that makes the change, so a stream that missed its pub/sub message (Redis down, an
-- instance restarted) catches up from here, as board streams do from project_events.

-- The last viewer seq given out; taken with UPDATE … RETURNING, which locks the row until commit, so one user's
-- viewer events commit in seq order.
ALTER TABLE users ADD COLUMN viewer_seq integer NOT NULL DEFAULT 0;

CREATE TABLE viewer_events (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq     integer NOT NULL,
  at      timestamptz NOT NULL DEFAULT now(),
  payload jsonb NOT NULL,
  PRIMARY KEY (user_id, seq)
);
-- Retention prunes by age.
CREATE INDEX viewer_events_at_idx ON viewer_events (at);
