// A part of a screen whose code loads on demand (a dialog, a menu): React.lazy over one import, plus `preload` so a
// trigger can start the download on pointerenter or focus and the press then opens at once. One promise per part, so
// a preload then a press (or two presses) never load twice.
import { lazy, type ComponentType } from 'react';

export interface LazyPart<P> {
  Component: ComponentType<P>;
  /** Starts the download (idempotent). Never rejects: a failure shows when the part renders (route error screen). */
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => (pending ??= load());
  const Component = lazy(() => start().then((component) => ({ default: component })));
  return {
    Component: Component as unknown as ComponentType<P>,
    preload: () => void start().catch(() => undefined),
  };
}
