// Member-only routes: a signed-out visitor goes to /sign-in?next=<this route> and comes back after signing in.
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAddress } from '../lib/location';
import { useViewer } from '../entities/viewer/useSession';
import { signInPath } from '../features/auth/safeNext';
import { signOutIntent } from '../features/auth/signOutIntent';
import { ErrorNotice } from '../components/ErrorNotice';
import { Skeleton } from '../components/Skeleton';

export function RequireSession({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const location = useAddress();
  if (viewer.data === undefined) {
    if (viewer.error)
      return (
        <ErrorNotice title="Could not reach Lanes." error={viewer.error} onRetry={() => viewer.refetch()} />
      );
    return <Skeleton lines={4} />;
  }
  if (viewer.data.viewer === null) {
    // Signing out: the sign-in screen is on its way, without ?next= back here.
    if (signOutIntent.active) return null;
    return <Redirect to={signInPath(location.pathname + location.search)} replace />;
  }
  return children;
}
