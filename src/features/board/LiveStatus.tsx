// The open project's live connection state, from the subscription held above the screens (see LiveProject).
import { LiveStatus as Status } from '../../components/LiveStatus';
import { useLiveStatus } from '../../entities/project/liveContext';

export function LiveStatus() {
  return <Status status={useLiveStatus()} />;
}
