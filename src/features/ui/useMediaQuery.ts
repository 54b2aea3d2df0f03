// Whether a CSS media query matches now, kept current as the window changes (matchMedia's change event). Only for
// what CSS cannot do alone, such as not rendering what a breakpoint hides; layout itself stays in CSS.
import { useCallback, useSyncExternalStore } from 'react';

/** The board shows its columns side by side from this width (src/styles/global.css, the spec's first breakpoint). */
export const WIDE = '(min-width: 40em)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Without matchMedia (a test DOM), everything is rendered, as on a wide screen.
  const matches = () =>
    typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => true);
}
