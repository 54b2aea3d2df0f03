// "Show archived": the viewer's archived projects, loaded when asked for, with "Restore" for an ADMIN.
import { useState } from 'react';
import { Link } from 'wouter';
import { useArchivedProjectsQuery, useRestoreProjectMutation } from '../../../generated/hooks';
import { useRefreshProjectLists } from '../../entities/project/useRefreshProjectLists';
import type { ArchivedProjectsQuery } from '../../../generated/graphql';
import { can } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatDateTime } from '../../components/format';

type Archived = ArchivedProjectsQuery['projects'][number];

export function ArchivedProjects() {
  const [shown, setShown] = useState(false);
  return (
    <div className="archived">
      <button type="button" className="link-button" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide archived' : 'Show archived'}
      </button>
      {shown ? <ArchivedList /> : null}
    </div>
  );
}

function ArchivedList() {
  const query = useArchivedProjectsQuery();
  if (query.error)
    return (
      <ErrorNotice
        title="Could not load archived projects."
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  if (!query.data) return <p className="muted">Loading…</p>;
  const archived = query.data.projects.filter((p) => p.archivedAt);
  if (archived.length === 0) return <p className="muted">No archived projects.</p>;
  return (
    <ul className="archived-list">
      {archived.map((project) => (
        <ArchivedItem key={project.id} project={project} />
      ))}
    </ul>
  );
}

function ArchivedItem({ project }: { project: Archived }) {
  const refreshLists = useRefreshProjectLists();
  const restore = useRestoreProjectMutation({
    onSuccess: refreshLists,
  });
  return (
    <li className="archived-item">
      <Link to={`/p/${project.key}`} dir="auto">
        {project.name}
      </Link>{' '}
      <span className="project-key">{project.key}</span>{' '}
      <span className="muted">archived {project.archivedAt ? formatDateTime(project.archivedAt) : ''}</span>
      {can(project.viewerRole, 'manageProject') ? (
        <button
          type="button"
          className="button"
          aria-label={`Restore ${project.name}`}
          onClick={() => restore.mutate({ key: project.key })}
          disabled={restore.isPending}
        >
          Restore
        </button>
      ) : null}
      {restore.error ? <ErrorNotice error={restore.error} /> : null}
    </li>
  );
}
