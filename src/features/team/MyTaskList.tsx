// /my-tasks: my open tasks across projects in the service's order, live through the viewer's stream.
import { useMyTasksQuery } from '../../../generated/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { formatDate } from '../../components/format';
import { STATUS_LABELS } from '../../lib/validation';
import { PRIORITY_LABELS } from '../../entities/task/words';
import { TaskLink } from './TaskLink';

/** Today as `YYYY-MM-DD` in the person's own time zone: a task due yesterday is overdue. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function MyTaskList() {
  const tasks = useMyTasksQuery();
  const now = today();
  return (
    <div className="team-page">
      <div className="page-header">
        <h1>My tasks</h1>
      </div>
      {tasks.error ? (
        <ErrorNotice title="Could not load your tasks." error={tasks.error} onRetry={() => tasks.refetch()} />
      ) : null}
      {tasks.data ? (
        tasks.data.myTasks.edges.length === 0 ? (
          <p className="empty">No open tasks are assigned to you.</p>
        ) : (
          <ul className="team-list" aria-label="My open tasks">
            {tasks.data.myTasks.edges.map(({ node }) => {
              const overdue = node.dueDate != null && node.dueDate < now;
              return (
                <li key={node.id} className="team-item">
                  <TaskLink task={node} />
                  <span className="muted team-meta">
                    {node.project.name} · {STATUS_LABELS[node.status]} · {PRIORITY_LABELS[node.priority]}
                    {node.dueDate ? (
                      <>
                        {' · '}
                        {overdue ? <strong className="overdue">Overdue</strong> : 'Due'}{' '}
                        {formatDate(node.dueDate)}
                      </>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )
      ) : tasks.isPending && !tasks.error ? (
        <Skeleton lines={4} label="Loading your tasks" />
      ) : null}
    </div>
  );
}
