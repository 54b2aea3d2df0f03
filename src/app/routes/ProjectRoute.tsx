import { Outlet, useParams } from 'react-router';
import { LiveProject } from '../../features/live/LiveProject';

/** Every /p/:key screen shares one live subscription to the project's board events. */
export function ProjectRoute() {
  const { key = '' } = useParams();
  return (
    <LiveProject key={key} projectKey={key.toUpperCase()}>
      <Outlet />
    </LiveProject>
  );
}
