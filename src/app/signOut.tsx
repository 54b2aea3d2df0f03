// Signing out, here or everywhere: the account menu's items and the inbox's "Sign out everywhere" beside a sign-in
// from a new address do the same thing. What the device kept goes at the press, before the service answers (or while
// offline, when it cannot).
import { useLocation } from 'wouter';
import { useSignOutMutation } from '../../generated/hooks';
import { useSetViewer } from '../entities/viewer/useSession';
import { signOutIntent } from '../features/auth/signOutIntent';
import { recordSignedIn } from '../entities/viewer/sessionExpired';
import { wipeDevice } from './device';

/** What follows either sign-out once the service answered (or could not): the sign-in page, and no one signed in. */
export function useSignedOut(): () => void {
  const [, navigate] = useLocation();
  const setViewer = useSetViewer();
  return () => {
    signOutIntent.set();
    recordSignedIn(false);
    setViewer(null);
    navigate('/sign-in', { replace: true });
  };
}

export function useSignOut() {
  const here = useSignOutMutation({ onSettled: useSignedOut() });
  return {
    signOut: () => {
      void wipeDevice();
      here.mutate({});
    },
    pending: here.isPending,
  };
}
