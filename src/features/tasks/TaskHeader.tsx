// The task page's head: the way back to its board, its key and title, and the project's live state.
import { Link } from 'wouter';
import { LiveStatus } from '../../components/LiveStatus';
import { useLiveStatus } from '../../entities/project/liveContext';
import type { TaskDetails } from './taskEdit';

export function TaskHeader({ task }: { task: TaskDetails }) {
  const liveStatus = useLiveStatus();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={`/p/${task.project.key}`}>{task.project.name}</Link> <span aria-hidden="true">/</span>{' '}
        {task.key}
      </nav>
      <div className="page-header">
        <h1>
          <span className="card-key">{task.key}</span> <span dir="auto">{task.title}</span>
        </h1>
        <LiveStatus status={liveStatus} />
      </div>
    </>
  );
}
