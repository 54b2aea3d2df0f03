// The app's one way to load code later: React.lazy over one import, plus `preload` to start it early (a navigation,
// a first focus on the sign-in form). A component whose code is already in renders at once, without the Suspense
// fallback that React.lazy alone shows for one frame even for a loaded module.
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
