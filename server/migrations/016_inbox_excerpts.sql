-- docs/product.md §14a: an inbox item shows the start of what it is about, read when the inbox is read (so an edited or
-- deleted comment shows as it is now, or not at all): the comment it came from, or the task's description for a
-- mention written there. Repeats that fold into an item point it at their own text.
ALTER TABLE notifications ADD COLUMN source text CHECK (source IN ('COMMENT', 'DESCRIPTION'));
ALTER TABLE notifications ADD COLUMN comment_id text REFERENCES comments (id) ON DELETE SET NULL;
ALTER TABLE notifications ADD CONSTRAINT notifications_comment_source_check
  CHECK ((source = 'COMMENT') OR comment_id IS NULL);
CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;
