// Starts `preload` at the page's first focus or press: early enough to be ready when the form is sent, late enough
// that a page load alone (what Lighthouse measures) does not pay for the next screen.
import { useEffect } from 'react';

export function usePreloadOnInteraction(preload: () => void): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      for (const event of events) document.removeEventListener(event, start, true);
      preload();
    };
    for (const event of events) document.addEventListener(event, start, true);
    return () => {
      for (const event of events) document.removeEventListener(event, start, true);
    };
  }, [preload]);
}
