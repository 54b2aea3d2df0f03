// Whether a media query matches, kept current; only for what CSS cannot do, such as not rendering hidden parts.
import { useMemo, useSyncExternalStore } from 'react';

/** The board shows its columns side by side from this width (src/styles/global.css, the spec's first breakpoint). */
export const WIDE = '(min-width: 40em)';

export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query and component, not one per render.
  const list = useMemo(
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  // Without matchMedia (a test DOM), everything is rendered, as on a wide screen.
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? true,
    () => true,
  );
}
