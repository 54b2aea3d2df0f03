// Why a session ended (expired, or signed out in another tab), so the sign-in screen says so instead of greeting a
// stranger. A sign-out is a time in localStorage (nothing secret): other tabs hear of it through the `storage` event.
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
