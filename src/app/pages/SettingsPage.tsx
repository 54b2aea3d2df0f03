// A project's settings page: the settings feature's sections and, for an admin, the projects feature's archive.
import { ArchiveProject } from '../../features/projects/ArchiveProject';
import { ProjectSettings } from '../../features/settings/ProjectSettings';

export function SettingsPage({ projectKey }: { projectKey: string }) {
  return (
    <ProjectSettings
      projectKey={projectKey}
      adminSections={(project) => (
        <ArchiveProject
          projectKey={project.key}
          projectName={project.name}
          archivedAt={project.archivedAt ?? null}
        />
      )}
    />
  );
}
