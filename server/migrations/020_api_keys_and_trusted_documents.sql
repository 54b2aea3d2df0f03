-- docs/product.md §15. An API key is stored as its lookup (the first characters after `lanes_`, which find the row)
-- and the SHA-256 of the whole key (compared in constant time); the key itself is shown once and never kept.
CREATE TABLE api_keys (
  id           text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name         text NOT NULL,
  scope        text NOT NULL CHECK (scope IN ('READ', 'WRITE')),
  lookup       text NOT NULL UNIQUE,
  key_hash     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX api_keys_user_id_idx ON api_keys (user_id, created_at);

-- Every document of every release's manifest, by its SHA-256: an instance adds its own when it starts and never
-- removes one, so a change queued on a device under an earlier release still runs after a new one.
CREATE TABLE trusted_documents (
  hash       text PRIMARY KEY,
  document   text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now()
);
