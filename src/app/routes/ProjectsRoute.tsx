import { ProjectList } from '../../features/projects/ProjectList';
import { useDocumentTitle } from '../useDocumentTitle';

export function ProjectsRoute() {
  useDocumentTitle('Projects');
  return <ProjectList />;
}
