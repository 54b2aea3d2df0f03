// React.lazy plus `preload`; a loaded component renders at once, without React.lazy's one frame of fallback.
import { lazy, useRef, type ComponentType } from 'react';

export type Preloadable<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyWithPreload<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // the next render or preload tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Pinned per instance: switching from the lazy wrapper to the loaded component would remount the screen.
    const Component = useRef(loaded ?? Lazy).current;
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
