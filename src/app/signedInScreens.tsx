// The screens right after sign-in, preloaded by the sign-in and sign-up forms (apart, so they don't import themselves).
import type { ReactNode } from 'react';
import { lazyWithPreload } from './lazyWithPreload';

export const projects = lazyWithPreload<object>(() =>
  import('./routes/ProjectsRoute').then((m) => ({ default: m.ProjectsRoute })),
);
export const project = lazyWithPreload<{ children?: ReactNode }>(() =>
  import('./routes/ProjectRoute').then((m) => ({ default: m.ProjectRoute })),
);
export const board = lazyWithPreload<object>(() =>
  import('./routes/BoardRoute').then((m) => ({ default: m.BoardRoute })),
);

/** The signed-in user's own events and undo's keys, with their code: no part of the sign-in page's script. */
export const SignedInParts = lazyWithPreload<{ viewerId: string }>(() =>
  import('./SignedInParts').then((m) => ({ default: m.SignedInParts })),
);

/** Fetches the screens after sign-in on the forms' first focus, so a page load alone does not pay for them. */
export function preloadSignedInScreens(): void {
  void Promise.all([projects.preload(), project.preload(), board.preload(), SignedInParts.preload()]).catch(
    () => undefined, // The screen shows that failure when it renders.
  );
}
