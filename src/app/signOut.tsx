// Signing out, here or everywhere: the header's buttons and the inbox's "Sign out everywhere" beside a sign-in from a
// new address do the same thing. What the device kept goes at the press, before the service answers (or while
// offline, when it cannot).
import { useLocation } from 'wouter';
import { useSignOutEverywhereMutation, useSignOutMutation } from '../../generated/hooks';
import { useSetViewer } from '../entities/viewer/useSession';
import { signOutIntent } from '../features/auth/signOutIntent';
import { recordSignedIn } from '../entities/viewer/sessionExpired';
import { wipeDevice } from './device';

export function useSignOut() {
  const [, navigate] = useLocation();
  const setViewer = useSetViewer();
  const signedOut = () => {
    signOutIntent.set();
    recordSignedIn(false);
    setViewer(null);
    navigate('/sign-in', { replace: true });
  };
  const here = useSignOutMutation({ onSettled: signedOut });
  const everywhere = useSignOutEverywhereMutation({ onSettled: signedOut });
  return {
    signOut: () => {
      void wipeDevice();
      here.mutate({});
    },
    signOutEverywhere: () => {
      void wipeDevice();
      everywhere.mutate({});
    },
    pending: here.isPending || everywhere.isPending,
  };
}

export function SignOutEverywhereButton() {
  const { signOutEverywhere, pending } = useSignOut();
  return (
    <button type="button" className="button" onClick={signOutEverywhere} disabled={pending}>
      Sign out everywhere
    </button>
  );
}
