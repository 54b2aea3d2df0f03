// Each screen as a lazily loaded component that can also be loaded ahead of rendering (lazyWithPreload.tsx, the
// app's one way to load code later).
import { lazyWithPreload, type Preloadable } from './lazyWithPreload';
import { routeModules } from './routeModules';
import { SignInRoute } from './routes/SignInRoute';

export type Screen = Preloadable;

// What the screens themselves use, from here: part of the entry's chunk (each is a few lines) instead of two more
// files for every page to ask for.
export { useDocumentTitle } from './useDocumentTitle';

export const screens = {
  // The first screen of every session is part of the entry: the sign-in page is one file, not four round trips.
  signIn: Object.assign(SignInRoute, { preload: () => Promise.resolve(SignInRoute) }),
  signUp: lazyWithPreload(() => routeModules.signUp().then((m) => ({ default: m.SignUpRoute }))),
  projects: lazyWithPreload(() => routeModules.projects().then((m) => ({ default: m.ProjectsRoute }))),
  project: lazyWithPreload(() => routeModules.project().then((m) => ({ default: m.ProjectRoute }))),
  board: lazyWithPreload(() => routeModules.board().then((m) => ({ default: m.BoardRoute }))),
  task: lazyWithPreload(() => routeModules.task().then((m) => ({ default: m.TaskRoute }))),
  settings: lazyWithPreload(() => routeModules.settings().then((m) => ({ default: m.SettingsRoute }))),
  inbox: lazyWithPreload(() => routeModules.team().then((m) => ({ default: m.InboxRoute }))),
  myTasks: lazyWithPreload(() => routeModules.team().then((m) => ({ default: m.MyTasksRoute }))),
  search: lazyWithPreload(() => routeModules.team().then((m) => ({ default: m.SearchRoute }))),
  notFound: lazyWithPreload(() => routeModules.notFound().then((m) => ({ default: m.NotFoundRoute }))),
} satisfies Record<
  Exclude<keyof typeof routeModules, 'team'> | 'signIn' | 'inbox' | 'myTasks' | 'search',
  Screen
>;

/**
 * The watcher of the signed-in user's own events (src/app/Layout.tsx renders it once someone is signed in), with the
 * subscription code it brings: no part of the sign-in page's script.
 */
export const ViewerEventsWatcher = lazyWithPreload<object>(() =>
  import('../features/projects/ViewerEventsWatcher').then((m) => ({ default: m.ViewerEventsWatcher })),
);

/** The header's inbox link, My tasks and search (docs/product.md §13), loaded with the watcher once someone is signed in. */
export const TeamNav = lazyWithPreload<object>(() =>
  import('../features/team/TeamNav').then((m) => ({ default: m.TeamNav })),
);

/**
 * Fetches the screens that follow signing in, and the watcher that starts with them, so the navigation after it needs
 * no request and the watcher subscribes as soon as someone is signed in. The sign-in and sign-up forms call it on
 * their first focus or press: early enough for the answer, late enough that a page load alone (what Lighthouse
 * measures) does not pay for the next screen. Idempotent.
 */
export function preloadSignedInScreens(): void {
  void Promise.all([
    screens.projects.preload(),
    screens.project.preload(),
    screens.board.preload(),
    ViewerEventsWatcher.preload(),
    TeamNav.preload(),
  ]).catch(
    () => undefined, // The screen shows that failure when it renders.
  );
}
