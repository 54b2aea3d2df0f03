// The light or dark theme: the system's preference unless the device was told otherwise. The choice is kept in
// localStorage and applied by THEME_SCRIPT, inline in the page's <head> (vite.config.ts), before the stylesheet
// paints anything: no flash of the other theme. The service's CSP allows that one script by its hash.

export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** A setting of the device, not of the person: it stays when they sign out (src/app/device.ts keeps `lanes:device:`). */
export const THEME_KEY = 'lanes:device:theme';

/**
 * Sets `data-theme` on <html> for a chosen theme (global.css reads it); without one, CSS follows
 * prefers-color-scheme. Plain ES5 in one line: it runs before any module, in every browser the page is served to.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;

export function readTheme(): ThemeChoice {
  try {
    const kept = localStorage.getItem(THEME_KEY);
    return kept === 'light' || kept === 'dark' ? kept : 'system';
  } catch {
    return 'system';
  }
}

/** Applies `choice` at once and keeps it for the next page load ('system' forgets any choice). */
export function setTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage disabled: the theme holds for this page only.
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: the choice changes only through setTheme (or another tab, on its next load). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
