// A request answered UNAUTHENTICATED while someone was signed in means their session ended: the sign-in screen says
// how (it expired, or they signed out in another tab of this browser) instead of greeting them as a stranger. Set by
// the app frame's session watcher, read and cleared by the sign-in screen.
//
// A sign-out is remembered in localStorage (a time, nothing secret): the other tabs hear of it at once through the
// `storage` event, and a tab that finds its session gone later still knows why. Signing in forgets it.
export type SessionEnd = 'expired' | 'elsewhere';

const SIGNED_OUT = 'lanes.signedOutAt';
let ended: SessionEnd | null = null;

export const sessionExpired = {
  set(reason: SessionEnd = localStorage.getItem(SIGNED_OUT) ? 'elsewhere' : 'expired'): void {
    ended = reason;
  },
  clear(): void {
    ended = null;
  },
  get reason(): SessionEnd | null {
    return ended;
  },
};

/** This tab signed out or in: what the other tabs of this browser are told. */
export function recordSignedIn(signedIn: boolean): void {
  if (signedIn) localStorage.removeItem(SIGNED_OUT);
  else localStorage.setItem(SIGNED_OUT, String(Date.now()));
}

/** Calls `listener` when another tab of this browser signs out. */
export function onSignOutInAnotherTab(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === SIGNED_OUT && event.newValue) listener();
  };
  addEventListener('storage', handler);
  return () => removeEventListener('storage', handler);
}
