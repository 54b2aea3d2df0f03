// The live connection's state, in words (and a dot): connecting, live, reconnecting, or closed.
import type { SubscriptionStatus } from '../../lib/graphql';

const LABEL: Record<SubscriptionStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Not live',
  offline: 'Offline',
};

export function LiveStatus({ status }: { status: SubscriptionStatus }) {
  return (
    <span className={`live live-${status}`} role="status">
      <span aria-hidden="true" className="live-dot" />
      {LABEL[status]}
    </span>
  );
}
