// Settings, for every member: leave the project (after asking once). The service refuses the only admin with its
// message, shown here; on success the projects list shows that you left.
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { LeaveProjectDocument } from '../../../generated/hooks';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { forgetProject } from '../../entities/project/projectCache';
import type { RemovedNotice } from '../../entities/project/liveContext';
import { useRefreshProjectLists } from '../../entities/project/useRefreshProjectLists';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';

export function LeaveProject({ projectKey, projectName }: { projectKey: string; projectName: string }) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshProjectLists();
  const [, navigate] = useLocation();
  const leave = useIntentMutation(LeaveProjectDocument, {
    onSuccess: () => {
      forgetProject(queryClient, projectKey);
      refreshLists();
      const notice: RemovedNotice = { removedFrom: projectName, left: true };
      navigate('/projects', { replace: true, state: notice });
    },
  });
  return (
    <section aria-labelledby="leave-heading" className="panel">
      <h2 id="leave-heading">Leave</h2>
      <p className="muted">
        You lose access to this project at once, your tasks in it become unassigned and its inbox items go. A
        project keeps at least one admin.
      </p>
      <ConfirmDialog
        label="Leave project"
        title={`Leave ${projectName}?`}
        confirm="Yes, leave"
        cancel="Stay"
        onConfirm={() => leave.mutate({ projectKey })}
        isDisabled={leave.isPending}
      >
        <p>You can come back only through an invite link from one of its admins.</p>
      </ConfirmDialog>
      {leave.error ? <ErrorNotice error={leave.error} /> : null}
    </section>
  );
}
