import { ProjectList } from '../../features/projects/ProjectList';
import { useDocumentTitle } from '../screens';

export function ProjectsRoute() {
  useDocumentTitle('Projects');
  return <ProjectList />;
}
