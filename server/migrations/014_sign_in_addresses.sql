-- docs/product.md §9 and §13: a sign-in from an address an account has not used before tells its holder (an inbox
-- item with the time and address), and a session past the account's cap ends the one whose address the account has
-- known for the shortest time. IPv6 addresses are kept by their /64 (one network), IPv4 whole.
CREATE TABLE account_addresses (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address    text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, address)
);

-- Where each session signed in from, and since when the account knew that address (null: before this was kept).
ALTER TABLE sessions ADD COLUMN address text;
ALTER TABLE sessions ADD COLUMN address_known_since timestamptz;

-- A SIGNED_IN item is about the account, not a task: no project, no task, the address instead.
ALTER TABLE notifications ALTER COLUMN project_id DROP NOT NULL;
ALTER TABLE notifications ALTER COLUMN task_id DROP NOT NULL;
ALTER TABLE notifications ADD COLUMN address text;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('MENTIONED', 'ASSIGNED', 'COMMENTED', 'SIGNED_IN'));
ALTER TABLE notifications ADD CONSTRAINT notifications_about_check
  CHECK ((kind = 'SIGNED_IN') = (task_id IS NULL AND project_id IS NULL AND address IS NOT NULL));
