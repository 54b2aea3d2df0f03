// Archiving or restoring a project moves it between the projects list and the archived list: both are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { archivedProjectsKeys, projectsKeys } from '../../../generated/hooks';

export function useRefreshProjectLists(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void projectsKeys.invalidate(queryClient);
    void archivedProjectsKeys.invalidate(queryClient);
  };
}
