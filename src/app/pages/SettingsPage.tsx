// A project's settings page: the settings feature's sections, the labels feature's and, for an admin, the projects
// feature's archive.
import { ArchiveProject } from '../../features/projects/ArchiveProject';
import { LabelSettings } from '../../features/labels/LabelSettings';
import { ProjectSettings } from '../../features/settings/ProjectSettings';

export function SettingsPage({ projectKey }: { projectKey: string }) {
  return (
    <ProjectSettings
      projectKey={projectKey}
      sections={(project, canChange) => (
        <LabelSettings projectKey={project.key} labels={project.labels} canChange={canChange} />
      )}
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
