-- docs/product.md §6: leaving a project is always possible, an archived one too (otherwise archiving would trap its
-- members), and someone who left comes back only by accepting an invite link, never by an admin's addMember.

-- Who left a project of their own accord, and when; accepting an invite to it clears the row.
CREATE TABLE departures (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  left_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id)
);

-- An archived project stays read-only, except for what leaving it needs: its membership ends, and the tasks of
-- someone no longer a member lose their assignee (nothing else of them changes). Who may end a membership is the
-- resolvers' rule (server/resolvers/project-mutations.ts refuses an admin's removeMember there).
CREATE OR REPLACE FUNCTION refuse_archived_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text;
  archived_key text;
BEGIN
  -- Nested: PL/pgSQL evaluates every operand, and only a task's row has an assignee.
  IF TG_TABLE_NAME = 'tasks' AND TG_OP = 'UPDATE' THEN
    IF OLD.assignee_id IS NOT NULL AND NEW.assignee_id IS NULL
       AND (NEW.project_id, NEW.number, NEW.title, NEW.description, NEW.status, NEW.priority, NEW.due_date, NEW.rank,
            NEW.created_by) IS NOT DISTINCT FROM
           (OLD.project_id, OLD.number, OLD.title, OLD.description, OLD.status, OLD.priority, OLD.due_date, OLD.rank,
            OLD.created_by)
       AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.project_id = OLD.project_id AND m.user_id = OLD.assignee_id)
    THEN
      RETURN NEW;
    END IF;
  END IF;
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

DROP TRIGGER memberships_read_only_when_archived ON memberships;
CREATE TRIGGER memberships_read_only_when_archived BEFORE INSERT OR UPDATE ON memberships
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_write();
