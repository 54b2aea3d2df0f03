-- docs/product.md §13: one person's repeated mentions, assignments or comments in one project fold into a single
-- unread item that counts them, so no one's inbox can be flooded. Items already unread fold the same way first.
ALTER TABLE notifications ADD COLUMN count integer NOT NULL DEFAULT 1 CHECK (count >= 1);

WITH folds AS (
  SELECT user_id, actor_id, kind, project_id, max(n) AS newest, count(*)::int AS total
    FROM notifications WHERE read_at IS NULL
   GROUP BY user_id, actor_id, kind, project_id HAVING count(*) > 1
)
UPDATE notifications nt SET count = f.total FROM folds f WHERE nt.n = f.newest;

DELETE FROM notifications older USING notifications newer
 WHERE older.read_at IS NULL AND newer.read_at IS NULL AND newer.n > older.n
   AND newer.user_id = older.user_id AND newer.actor_id = older.actor_id AND newer.kind = older.kind
   AND newer.project_id IS NOT DISTINCT FROM older.project_id;

-- The fold's key: at most one unread item per recipient, actor, kind and project (none counts as one project).
CREATE UNIQUE INDEX notifications_unread_fold_idx ON notifications (user_id, actor_id, kind, project_id)
  NULLS NOT DISTINCT WHERE read_at IS NULL;
