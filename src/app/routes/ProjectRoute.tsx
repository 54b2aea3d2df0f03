import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { LiveProject } from '../../features/live/LiveProject';

// The board's first query starts from here (router.tsx): the project screen's chunk comes with every board.
export { prefetchBoard } from '../prefetchBoard';

/** Every /p/:key screen shares one live subscription to the project's board events. */
export function ProjectRoute({ children }: { children?: ReactNode }) {
  const { key = '' } = useParams();
  return (
    <LiveProject key={key} projectKey={key.toUpperCase()}>
      {children}
    </LiveProject>
  );
}
