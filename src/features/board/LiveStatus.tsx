// The board's live connection: subscribes to the project's events (feeding the cache) and says how it is going.
import { useLiveBoard } from '../live/useLiveBoard';
import { LiveStatus as Status } from '../live/LiveStatus';

export function LiveStatus({ projectKey }: { projectKey: string }) {
  const { status } = useLiveBoard(projectKey);
  return <Status status={status} />;
}
