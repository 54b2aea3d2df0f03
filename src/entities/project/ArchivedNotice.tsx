// Said on every page of an archived project (board, task): it is read-only, since when, and for an ADMIN the way back.
// The pages offer no control that changes anything while it shows (docs/product.md §13); the service refuses them anyway.
import type { Role } from '../../../generated/graphql';
import { useRestoreProjectMutation } from '../../../generated/hooks';
import { can } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatDateTime } from '../../components/format';
import { patchProject } from './projectCache';
import { useQueryClient } from '@tanstack/react-query';
import { useRefreshProjectLists } from './useRefreshProjectLists';

export function ArchivedNotice({
  projectKey,
  archivedAt,
  role,
}: {
  projectKey: string;
  archivedAt: string;
  role: Role;
}) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshProjectLists();
  const restore = useRestoreProjectMutation({
    onSuccess: ({ restoreProject }) => {
      // The open pages turn editable at once; the live event says the same to everyone else.
      patchProject(queryClient, projectKey, { archivedAt: restoreProject.archivedAt ?? null });
      refreshLists();
    },
  });
  return (
    <div role="status" className="notice notice-warning archived-notice">
      <p>
        <strong>Archived</strong> <time dateTime={archivedAt}>{formatDateTime(archivedAt)}</time>. This
        project is read-only.
      </p>
      {can(role, 'manageProject') ? (
        <button
          type="button"
          className="button"
          onClick={() => restore.mutate({ key: projectKey })}
          disabled={restore.isPending}
        >
          Unarchive
        </button>
      ) : null}
      {restore.error ? <ErrorNotice error={restore.error} /> : null}
    </div>
  );
}
