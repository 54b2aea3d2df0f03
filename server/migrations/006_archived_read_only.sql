-- An archived project is read-only (docs/product.md §13). The rule lives here, under every write path at once (tasks and
-- their moves, comments, members, the project's name): a resolver added later cannot forget it. The error carries
-- SQLSTATE LA001 and the project's key as its message; server/resolvers/db-errors.ts answers it as PROJECT_ARCHIVED.
CREATE FUNCTION refuse_archived_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text;
  archived_key text;
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN target := OLD.id;
  ELSIF TG_TABLE_NAME = 'comments' THEN
    SELECT t.project_id INTO target FROM tasks t
     WHERE t.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.task_id ELSE NEW.task_id END;
  ELSE target := CASE WHEN TG_OP = 'DELETE' THEN OLD.project_id ELSE NEW.project_id END;
  END IF;
  SELECT p.key INTO archived_key FROM projects p WHERE p.id = target AND p.archived_at IS NOT NULL;
  IF archived_key IS NOT NULL THEN RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = archived_key;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE TRIGGER tasks_read_only_when_archived BEFORE INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_write();
CREATE TRIGGER comments_read_only_when_archived BEFORE INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_write();
CREATE TRIGGER memberships_read_only_when_archived BEFORE INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_write();
-- Only what a person edits: the event counter and the archive mark itself still change.
CREATE TRIGGER projects_read_only_when_archived BEFORE UPDATE OF key, name, description ON projects
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_write();
