// The routes of PRODUCT.md §2: sign-in and sign-up for anyone, the rest behind the session guard.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './Layout';
import { RequireSession } from './RequireSession';
import { SignInRoute } from './routes/SignInRoute';
import { SignUpRoute } from './routes/SignUpRoute';
import { ProjectsRoute } from './routes/ProjectsRoute';
import { BoardRoute } from './routes/BoardRoute';
import { TaskRoute } from './routes/TaskRoute';
import { SettingsRoute } from './routes/SettingsRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { ProjectRoute } from './routes/ProjectRoute';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/sign-in', element: <SignInRoute /> },
      { path: '/sign-up', element: <SignUpRoute /> },
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <Navigate to="/projects" replace /> },
          { path: '/projects', element: <ProjectsRoute /> },
          {
            path: '/p/:key',
            element: <ProjectRoute />,
            children: [
              { index: true, element: <BoardRoute /> },
              { path: 't/:number', element: <TaskRoute /> },
              { path: 'settings', element: <SettingsRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
