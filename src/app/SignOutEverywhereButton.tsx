// "Sign out everywhere": every session of the person's ends, this one included (the account menu's "Other devices",
// and the inbox beside a sign-in from a new address). Its own module: only those two parts, loaded on demand, use it.
import { useSignOutEverywhereMutation } from '../../generated/hooks';
import { wipeDevice } from './device';
import { useSignedOut } from './signOut';

export function SignOutEverywhereButton() {
  const everywhere = useSignOutEverywhereMutation({ onSettled: useSignedOut() });
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        void wipeDevice();
        everywhere.mutate({});
      }}
      disabled={everywhere.isPending}
    >
      Sign out everywhere
    </button>
  );
}
