// How /inbox, /my-tasks and /search name a task: its key and title, a link to its page.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface LinkedTask {
  key: string;
  number: number;
  title: string;
  project: { key: string };
}

export function TaskLink({
  task,
  children,
  onClick,
}: {
  task: LinkedTask;
  children?: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Link to={`/p/${task.project.key}/t/${task.number}`} onClick={onClick} dir="auto">
      <span className="task-key">{task.key}</span> {children ?? task.title}
    </Link>
  );
}
