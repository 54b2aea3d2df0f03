-- Sessions slide: each one ends 14 days after it was last seen, and never later than 30 days after sign-in
-- (expires_at stays the absolute end; idle_expires_at, never past it, is the end that slides). last_seen_at lets the
-- service refresh a session at most about once an hour instead of writing on every request.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN idle_expires_at timestamptz;
UPDATE sessions SET idle_expires_at = least(expires_at, now() + interval '14 days');
ALTER TABLE sessions ALTER COLUMN idle_expires_at SET NOT NULL;
-- The purge deletes by end instant, oldest first.
CREATE INDEX sessions_idle_expires_idx ON sessions (idle_expires_at);

-- Failed attempts (sign-in, sign-up, addMember) per key, e.g. `signIn:email:ada@lanes.test` or
-- `signIn:address:203.0.113.7`, in a fixed window that starts at the first failure. In the database so that every
-- service instance sees the same counts.
CREATE TABLE auth_failures (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  failures     integer NOT NULL
);
CREATE INDEX auth_failures_window_idx ON auth_failures (window_start);
