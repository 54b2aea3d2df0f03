-- An ADMIN may archive a project: it leaves the projects list (unless asked for) but keeps every task, comment and
-- member; restoring clears the mark.
ALTER TABLE projects ADD COLUMN archived_at timestamptz;
