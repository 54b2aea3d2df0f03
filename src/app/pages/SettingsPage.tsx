// A project's settings page: the settings feature's sections and, for an admin, the invites feature's links and the
// projects feature's archive.
import { ArchiveProject } from '../../features/projects/ArchiveProject';
import { InviteLinks } from '../../features/invites/InviteLinks';
import { ProjectSettings } from '../../features/settings/ProjectSettings';

export function SettingsPage({ projectKey }: { projectKey: string }) {
  return (
    <ProjectSettings
      projectKey={projectKey}
      adminSections={(project) => (
        <>
          {project.archivedAt ? null : <InviteLinks projectKey={project.key} />}
          <ArchiveProject
            projectKey={project.key}
            projectName={project.name}
            archivedAt={project.archivedAt ?? null}
          />
        </>
      )}
    />
  );
}
