// Each screen's chunk, loaded on demand (src/app/screens.tsx) and ahead of time where the next screen is
// predictable: a person who starts typing on the sign-in form is about to see their projects or a board.
export const routeModules = {
  signUp: () => import('./routes/SignUpRoute'),
  projects: () => import('./routes/ProjectsRoute'),
  project: () => import('./routes/ProjectRoute'),
  board: () => import('./routes/BoardRoute'),
  task: () => import('./routes/TaskRoute'),
  settings: () => import('./routes/SettingsRoute'),
  team: () => import('./routes/TeamRoutes'),
  notFound: () => import('./routes/NotFoundRoute'),
};
