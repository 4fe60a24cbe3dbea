import { Flex, Spin } from 'antd';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { homeRoutes } from '../areas/home/routes';
import { identityRoutes } from '../areas/identity/routes';
import { NotFoundPage } from './errors/error-page';
import { RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { RequireSignedIn, requireSignedIn } from './guards';
import { lazyRoute } from './lazy-route';
import type { AppStore } from './store';

function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

/**
 * The route tree (spec 1 §2):
 * - guest pages (/login, /logout) with their own layouts;
 * - everything else needs a signed-in user and renders inside the default layout; errors there keep the layout;
 * - an unmatched path is a 404 inside the signed-in area, so a signed-out visitor signs in first and comes back.
 * Each area contributes its routes; route modules load lazily.
 */
export function appRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: PageLoading,
      ErrorBoundary: RootErrorPage,
      children: [
        ...identityRoutes(store),
        {
          id: 'signed-in',
          loader: requireSignedIn(store),
          Component: RequireSignedIn,
          children: [
            {
              lazy: lazyRoute(async () => ({ Component: (await import('./layouts/default-layout')).default })),
              children: [
                {
                  ErrorBoundary: RouteErrorPage,
                  children: [...homeRoutes, { path: '*', Component: NotFoundPage }],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store));
}
