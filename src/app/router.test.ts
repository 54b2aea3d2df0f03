import { expect, test } from 'vitest';
import { routeAt } from './router';
import { screens } from './screens';

test('each address shows the screens it showed before: any case, a final "/" allowed, anything else not found', () => {
  expect(routeAt('/').route.redirect).toBe('/projects');
  expect(routeAt('/Projects/').route.screens).toEqual([screens.projects]);
  expect(routeAt('/sign-in').route.screens).toEqual([screens.signIn]);
  expect(routeAt('/search').route.screens).toEqual([screens.search]);
  const board = routeAt('/p/lan');
  expect(board.route.screens).toEqual([screens.project, screens.board]);
  expect(board.params['key']).toBe('lan');
  const task = routeAt('/p/LAN/t/3/');
  expect(task.route.screens).toEqual([screens.project, screens.task]);
  expect([task.params['key'], task.params['number']]).toEqual(['LAN', '3']);
  expect(routeAt('/p/LAN/settings').route.screens).toEqual([screens.project, screens.settings]);
  for (const missing of ['/p/LAN/nothing', '/p/LAN/t/3/more', '/p', '/projects/x', '/sign-in/x'])
    expect(routeAt(missing).route.screens, missing).toEqual([screens.notFound]);
  // Only members' screens wait for a session.
  expect(routeAt('/sign-up').route.signedIn).toBeUndefined();
  expect(routeAt('/nowhere').route.signedIn).toBeUndefined();
  expect(routeAt('/my-tasks').route.signedIn).toBe(true);
});
