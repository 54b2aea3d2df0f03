// Registers /sw.js, says when a new release took over, and reloads once when this release's chunk is gone.
let updateReady = false;
const listeners = new Set<() => void>();
const RELOADED_FOR = 'lanes:reloaded-for';

export function newVersionReady(): boolean {
  return updateReady;
}

export function onNewVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entry script of the release this tab runs: a second failure with the same one does not reload again. */
function entryScript(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

export function registerServiceWorker(enabled: boolean): void {
  // A chunk of this tab's release is gone (a newer one replaced it): reload once rather than mix releases.
  addEventListener('vite:preloadError', (event) => {
    try {
      if (sessionStorage.getItem(RELOADED_FOR) === entryScript()) return;
      sessionStorage.setItem(RELOADED_FOR, entryScript());
    } catch {
      return;
    }
    event.preventDefault();
    location.reload();
  });
  if (!enabled || !('serviceWorker' in navigator)) return;
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install also takes control (clients.claim); only a change from a running release is news.
    const fromRelease = controller !== null;
    controller = navigator.serviceWorker.controller;
    if (!fromRelease || updateReady) return;
    updateReady = true;
    for (const listener of listeners) listener();
  });
  // Once the page has loaded and the browser is idle: installing downloads every chunk of the release, and started
  // at `load` it ran amid the first render, whose tasks then blocked a phone's main thread for longer.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: 5_000 })
      : register();
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
