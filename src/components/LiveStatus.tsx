// The live connection's state in words (and a dot); offline in the browser is never "Live".
import type { SubscriptionStatus } from '../lib/graphql';

export type LiveState = SubscriptionStatus | 'offline';

const LABEL: Record<LiveState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Not live',
  offline: 'Offline',
};

export function LiveStatus({ status }: { status: LiveState }) {
  return (
    <span className={`live live-${status}`} role="status">
      <span aria-hidden="true" className="live-dot" />
      {LABEL[status]}
    </span>
  );
}
