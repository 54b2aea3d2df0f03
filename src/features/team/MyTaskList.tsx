// /my-tasks: my open tasks across projects in the service's order (overdue first, then by due date), grouped by when
// they are due where the person is: Overdue, Today, This week, Later; live through the viewer's stream.
import type { MyTasksQuery } from '../../../generated/graphql';
import { useMyTasksQuery } from '../../../generated/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { daysBetween } from '../../components/format';
import { useToday } from '../../components/clock';
import { RelativeDate } from '../../components/RelativeDate';
import { STATUS_LABELS } from '../../lib/validation';
import { PRIORITY_LABELS } from '../../entities/task/words';
import { TaskLink } from './TaskLink';

type MyTask = MyTasksQuery['myTasks']['edges'][number]['node'];

export const DUE_GROUPS = ['Overdue', 'Today', 'This week', 'Later'] as const;
type DueGroup = (typeof DUE_GROUPS)[number];

/** Where a task goes: before today, today, within the next six days, or later (no due date included). */
export function dueGroup(dueDate: string | null | undefined, today: string): DueGroup {
  if (!dueDate) return 'Later';
  const days = daysBetween(today, dueDate);
  return days < 0 ? 'Overdue' : days === 0 ? 'Today' : days <= 6 ? 'This week' : 'Later';
}

export function MyTaskList() {
  const tasks = useMyTasksQuery();
  // The groups move at midnight, as the dates in them do, without a reload.
  const today = useToday();
  const groups = new Map<DueGroup, MyTask[]>(DUE_GROUPS.map((group) => [group, []]));
  for (const { node } of tasks.data?.myTasks.edges ?? [])
    groups.get(dueGroup(node.dueDate, today))!.push(node);
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
          DUE_GROUPS.filter((group) => groups.get(group)!.length > 0).map((group) => (
            <section key={group} className="due-group" aria-label={group}>
              <h2>{group}</h2>
              <ul className="team-list" aria-label={`${group}: my open tasks`}>
                {groups.get(group)!.map((task) => (
                  <MyTaskItem key={task.id} task={task} overdue={group === 'Overdue'} />
                ))}
              </ul>
            </section>
          ))
        )
      ) : tasks.isPending && !tasks.error ? (
        <Skeleton lines={4} label="Loading your tasks" />
      ) : null}
    </div>
  );
}

function MyTaskItem({ task, overdue }: { task: MyTask; overdue: boolean }) {
  return (
    <li className="team-item">
      <TaskLink task={task} />
      <span className="muted team-meta">
        {task.project.name} · {STATUS_LABELS[task.status]} · {PRIORITY_LABELS[task.priority]}
        {task.dueDate ? (
          <>
            {' · '}
            {overdue ? <strong className="overdue">Overdue</strong> : 'Due'}{' '}
            <RelativeDate date={task.dueDate} />
          </>
        ) : null}
      </span>
    </li>
  );
}
