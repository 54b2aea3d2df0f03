// The task page's head: its title row (the way back to the board, who else is here, the project's live state) and
// the title, the page's heading, edited in place.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LiveStatus } from '../../components/LiveStatus';
import { useLiveStatus } from '../../entities/project/liveContext';
import type { TaskDetails } from './taskEdit';
import type { TaskEditor } from './useTaskEditor';
import { TaskTitle } from './TaskTitle';

export interface TaskHeaderProps {
  task: TaskDetails;
  editor: TaskEditor;
  canEdit: boolean;
  /** Shown in the title row's spare width ("Also here", which the app composes in). */
  presence?: ReactNode;
}

export function TaskHeader({ task, editor, canEdit, presence }: TaskHeaderProps) {
  const liveStatus = useLiveStatus();
  return (
    <div className="task-head">
      <div className="page-header title-row">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to={`/p/${task.project.key}`}>{task.project.name}</Link> <span aria-hidden="true">/</span>{' '}
          {task.key}
        </nav>
        {presence}
        <LiveStatus status={liveStatus} />
      </div>
      <TaskTitle task={task} editor={editor} canEdit={canEdit} />
    </div>
  );
}
