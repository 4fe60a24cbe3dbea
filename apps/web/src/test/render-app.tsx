import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routeIndex, signedInRoutes } from '../app/route-registry';
import { type AreaRoutes, RouteIndexContext } from '../shared/routing/area-routes';
import { appRoutes, signedInRoutesPatcher } from '../app/router';
import { makeStore } from '../app/store';
import { TOKEN_KEY } from '../shared/auth/token-storage';
import type { LoggedInUser } from '@kg/contracts';
import { defaultAccess, Role, UserType } from '@kg/contracts';

/** Renders the whole app (real routes, store and providers) at `path`, optionally signed in with `token`. */
export function renderApp(path: string, options: { token?: string } = {}) {
  if (options.token) window.localStorage.setItem(TOKEN_KEY, options.token);
  const store = makeStore();
  const router = createMemoryRouter(appRoutes(store), {
    initialEntries: [path],
    patchRoutesOnNavigation: signedInRoutesPatcher(),
  });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}

/** Renders one area's pages (inside antd's App, without the shell) at `path`, signed in; answers the router. */
export function renderArea(area: AreaRoutes, path: string) {
  window.localStorage.setItem(TOKEN_KEY, 'token-1');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AntApp>
            <RouteIndexContext value={routeIndex(signedInRoutes())}>
              <Outlet />
            </RouteIndexContext>
          </AntApp>
        ),
        children: area.routes,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

export const aDirector: LoggedInUser = {
  id: 7,
  baseRoleType: Role.Director,
  userType: UserType.Teacher,
  periodId: 3,
  consolidation: false,
  kindergartens: [
    { id: 1, name: 'ДГ № 12 „Слънце“', city: 'Пловдив', town: 'Пловдив', adress: 'ул. Липа 1', isSelected: false },
    { id: 2, name: 'ДГ № 5 „Детелина“', city: 'София', town: 'Столична', adress: 'ул. Тестова 1', isSelected: true },
  ],
  access: [],
  firstName: 'Мария',
  lastName: 'Иванова',
  email: 'director@test.bg',
  avatarPath: '/api/Files/avatars/7',
};

/** The master administrator: no kindergarten, the master's default access. */
export const aMaster = {
  id: 1,
  baseRoleType: Role.Master,
  userType: UserType.Master,
  periodId: null,
  consolidation: false,
  kindergartens: [],
  access: defaultAccess(Role.Master),
  firstName: 'Главен',
  lastName: 'Администратор',
  email: 'master@test.bg',
  avatarPath: '/api/Files/avatars/1',
} as unknown as LoggedInUser;
