// A project's settings page: the settings feature's sections, the labels feature's and, for an admin, the invites
// feature's links and the projects feature's archive.
import { ArchiveProject } from '../../features/projects/ArchiveProject';
import { InviteLinks } from '../../features/invites/InviteLinks';
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
