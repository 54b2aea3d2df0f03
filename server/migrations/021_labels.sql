-- docs/product.md §14 "Labels": a project's labels (an ADMIN defines them) and the ones each task carries. A name is
-- unique in its project whatever its letter case; the resolvers check it first to answer VALIDATION, and the index
-- decides between two admins naming labels alike at once.
CREATE TABLE labels (
  id         text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name       text NOT NULL,
  color      text NOT NULL CHECK (color IN ('GRAY', 'RED', 'ORANGE', 'YELLOW', 'GREEN', 'BLUE', 'PURPLE', 'PINK')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX labels_project_name_idx ON labels (project_id, lower(name));
-- A project's labels in the order they were made: the settings, the filters and each card list them so.
CREATE INDEX labels_project_idx ON labels (project_id, created_at, id);

-- Deleting a label or a task takes its rows here along.
CREATE TABLE task_labels (
  task_id  text NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  label_id text NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  PRIMARY KEY (task_id, label_id)
);
-- The board's label filter and search start from a label.
CREATE INDEX task_labels_label_idx ON task_labels (label_id, task_id);

-- A deleted task keeps its labels' ids for restoreTask (the ones still defined then come back).
ALTER TABLE deleted_tasks ADD COLUMN label_ids jsonb NOT NULL DEFAULT '[]';

-- An archived project's labels are read-only too (006_archived_read_only.sql): a task's labels through its task. The
-- function is 018_leaving.sql's, whose exception for leaving it keeps, with task_labels read as comments are.
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
  ELSIF TG_TABLE_NAME IN ('comments', 'task_labels') THEN
    SELECT t.project_id INTO target FROM tasks t
     WHERE t.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.task_id ELSE NEW.task_id END;
  ELSE target := CASE WHEN TG_OP = 'DELETE' THEN OLD.project_id ELSE NEW.project_id END;
  END IF;
  SELECT p.key INTO archived_key FROM projects p WHERE p.id = target AND p.archived_at IS NOT NULL;
  IF archived_key IS NOT NULL THEN RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = archived_key;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE TRIGGER labels_read_only_when_archived BEFORE INSERT OR UPDATE OR DELETE ON labels
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_write();
CREATE TRIGGER task_labels_read_only_when_archived BEFORE INSERT OR UPDATE OR DELETE ON task_labels
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_write();
