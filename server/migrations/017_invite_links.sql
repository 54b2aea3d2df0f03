-- docs/product.md §14a: invite links. The token is random (a CSPRNG) and kept only as its SHA-256; a link is for one
-- project and one role, ends 7 days after it was made or when an admin revokes it, and may bring in several people.
CREATE TABLE invites (
  id           text PRIMARY KEY,
  project_id   text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,
  role         text NOT NULL CHECK (role IN ('VIEWER', 'MEMBER', 'ADMIN')),
  created_by   text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  joined_count integer NOT NULL DEFAULT 0 CHECK (joined_count >= 0)
);
CREATE INDEX invites_project_idx ON invites (project_id, created_at DESC);
