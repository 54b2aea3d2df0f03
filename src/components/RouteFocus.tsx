// After a route change, focus moves to the new screen's h1 (once its data shows it), so keyboard and screen reader
// users start at the top; it never takes focus from a field the user has already moved to.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

const WAIT_MS = 10_000;

export function RouteFocus() {
  const [pathname] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first screen keeps the browser's own start (the skip link comes first).
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const before = document.activeElement;
    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      // Only if focus is lost (body, or the element that led here) — not when the user is already elsewhere.
      const free = !active || active === document.body || active === before || !active.isConnected;
      if (free) {
        heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
