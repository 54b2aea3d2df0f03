// Each screen of the route table as a lazily loaded component that can be loaded ahead of rendering
// (lazyWithPreload.tsx), from the module routeTable.ts names for it.
import type { ReactNode } from 'react';
import { lazyWithPreload, type Preloadable } from './lazyWithPreload';
import type { ScreenName } from './routeTable';
import { board, project, projects } from './signedInScreens';

/** A screen; one that holds others (a project's) shows them as its children. */
export type Screen = Preloadable<{ children?: ReactNode }>;

const team = () => import('./routes/TeamRoutes');

export const screens = {
  signIn: lazyWithPreload(() => import('./routes/SignInRoute').then((m) => ({ default: m.SignInRoute }))),
  signUp: lazyWithPreload(() => import('./routes/SignUpRoute').then((m) => ({ default: m.SignUpRoute }))),
  projects,
  project,
  board,
  task: lazyWithPreload(() => import('./routes/TaskRoute').then((m) => ({ default: m.TaskRoute }))),
  settings: lazyWithPreload(() =>
    import('./routes/SettingsRoute').then((m) => ({ default: m.SettingsRoute })),
  ),
  inbox: lazyWithPreload(() => team().then((m) => ({ default: m.InboxRoute }))),
  myTasks: lazyWithPreload(() => team().then((m) => ({ default: m.MyTasksRoute }))),
  search: lazyWithPreload(() => team().then((m) => ({ default: m.SearchRoute }))),
  join: lazyWithPreload(() => import('./routes/JoinRoute').then((m) => ({ default: m.JoinRoute }))),
  notFound: lazyWithPreload(() =>
    import('./routes/NotFoundRoute').then((m) => ({ default: m.NotFoundRoute })),
  ),
} satisfies Record<ScreenName, Screen>;
