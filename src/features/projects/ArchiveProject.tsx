// Settings, for an ADMIN: archive the project (after asking once). It leaves everyone's projects list but keeps all
// its data; "Show archived" on the projects list, or "Restore project" here, brings it back.
import { useLocation } from 'wouter';
import { ArchiveProjectDocument, useRestoreProjectMutation } from '../../../generated/hooks';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { useRefreshProjectLists } from '../../entities/project/useRefreshProjectLists';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatDateTime } from '../../components/format';

export interface ArchiveProjectProps {
  projectKey: string;
  projectName: string;
  archivedAt: string | null;
}

export function ArchiveProject({ projectKey, projectName, archivedAt }: ArchiveProjectProps) {
  if (archivedAt) return <RestoreProject projectKey={projectKey} archivedAt={archivedAt} />;
  return <ArchiveForm projectKey={projectKey} projectName={projectName} />;
}

function RestoreProject({ projectKey, archivedAt }: { projectKey: string; archivedAt: string }) {
  const refreshLists = useRefreshProjectLists();
  const restore = useRestoreProjectMutation({
    onSuccess: refreshLists,
  });
  return (
    <section aria-labelledby="archive-heading" className="panel">
      <h2 id="archive-heading">Archive</h2>
      <p>Archived {formatDateTime(archivedAt)}: it is not in the projects list. Its data is all here.</p>
      <button
        type="button"
        className="button"
        onClick={() => restore.mutate({ key: projectKey })}
        disabled={restore.isPending}
      >
        Restore project
      </button>
      {restore.error ? <ErrorNotice error={restore.error} /> : null}
    </section>
  );
}

function ArchiveForm({ projectKey, projectName }: { projectKey: string; projectName: string }) {
  const refreshLists = useRefreshProjectLists();
  const [, navigate] = useLocation();
  const archive = useIntentMutation(ArchiveProjectDocument, {
    undoable: (data) => ({
      entry: {
        kind: 'archive',
        taskId: '',
        projectKey,
        number: 0,
        key: projectKey,
        before: {},
        after: {},
        seq: data.archiveProject.seq,
      },
      notice: { text: `Saved: ${projectName} archived`, tone: 'saved', path: '/projects' },
    }),
    onSuccess: () => {
      refreshLists();
      navigate('/projects');
    },
  });
  return (
    <section aria-labelledby="archive-heading" className="panel">
      <h2 id="archive-heading">Archive</h2>
      <p className="muted">
        An archived project leaves the projects list for everyone; its tasks, comments and members stay, and
        an admin can restore it.
      </p>
      <ConfirmDialog
        label="Archive project"
        title={`Archive ${projectName}?`}
        confirm="Yes, archive"
        onConfirm={() => archive.mutate({ key: projectKey })}
        isDisabled={archive.isPending}
      >
        <p>It leaves the projects list; nothing is deleted. You can restore it from “Show archived”.</p>
      </ConfirmDialog>
      {archive.error ? <ErrorNotice error={archive.error} /> : null}
    </section>
  );
}
