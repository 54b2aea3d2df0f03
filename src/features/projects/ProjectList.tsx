// The projects I belong to, each with its open tasks per status; "New project" opens a dialog.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useAddress } from '../../lib/location';
import { useQueryClient } from '@tanstack/react-query';
import type { RemovedNotice } from '../../entities/project/liveContext';
import { useProjectsQuery } from '../../../generated/hooks';
import type { ProjectsQuery } from '../../../generated/graphql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { ROLE_LABELS, STATUS_LABELS } from '../../lib/validation';
import { OPEN_STATUSES } from '../../entities/task/words';
import { ArchivedProjects } from './ArchivedProjects';
import { NewProjectDialog } from './NewProjectDialog';
import { refreshProjectCounts } from './refreshProjectCounts';

type ProjectSummary = ProjectsQuery['projects'][number];

export function ProjectList() {
  const projects = useProjectsQuery(undefined, { fetchPolicy: 'cache-first' });
  // Counts of projects not open here may have moved meanwhile: an old list is asked for again as it shows.
  const queryClient = useQueryClient();
  useEffect(() => void refreshProjectCounts(queryClient), [queryClient]);
  const notice = useAddress().state as Partial<RemovedNotice> | null;
  const removed = notice?.removedFrom;
  return (
    <div className="projects">
      <div className="page-header">
        <h1>Projects</h1>
        <NewProjectDialog />
      </div>
      {removed ? (
        <p role="alert" className="notice notice-warning">
          {notice?.left ? `You left ${removed}` : `You were removed from ${removed}`}; it is no longer in your
          projects.
        </p>
      ) : null}
      {projects.error ? (
        <ErrorNotice
          title="Could not load your projects."
          error={projects.error}
          onRetry={() => projects.refetch()}
        />
      ) : null}
      {projects.data ? (
        projects.data.projects.length === 0 ? (
          <p className="empty">You are not in any project yet. Create one to start.</p>
        ) : (
          <ul className="project-list">
            {projects.data.projects.map((project) => (
              <ProjectItem key={project.id} project={project} />
            ))}
          </ul>
        )
      ) : projects.isPending && !projects.error ? (
        <Skeleton lines={4} label="Loading projects" />
      ) : null}
      <ArchivedProjects />
    </div>
  );
}

function ProjectItem({ project }: { project: ProjectSummary }) {
  const counts = new Map(project.taskCounts.map((c) => [c.status, c.count]));
  const open = OPEN_STATUSES.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  const headingId = `project-${project.id}`;
  return (
    <li className="project-card">
      <h2 id={headingId} className="project-title">
        <Link to={`/p/${project.key}`} dir="auto">
          {project.name}
        </Link>
      </h2>
      <p className="project-meta">
        <span className="project-key">{project.key}</span>
        <span className="muted">{ROLE_LABELS[project.viewerRole]}</span>
      </p>
      <p className="project-open">{open === 1 ? '1 open task' : `${open} open tasks`}</p>
      <dl className="status-counts">
        {OPEN_STATUSES.map((status) => (
          <div key={status} className="status-count">
            <dt>{STATUS_LABELS[status]}</dt>
            <dd>{counts.get(status) ?? 0}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
