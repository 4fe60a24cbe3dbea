import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { identityRoutes } from '../areas/identity/routes';
import { ContentErrorBoundary, RootErrorBoundary } from './errors/lazy-errors';
import { RequireSignedIn, requireSignedIn } from './guards';
import { lazyRoute } from '../shared/routing/lazy-route';
import type { AppStore } from './store';
import './page-loading.css';

/** While the first page's code loads: a plain spinner (antd's Spin would add weight to every first visit). */
function PageLoading() {
  return (
    <div role="status" aria-label="Зареждане…" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <span className="kg-page-loading" />
    </div>
  );
}

/**
 * The route tree (spec 1 §2):
 * - guest pages (/login, /logout, /under-maintenance) with their own layouts;
 * - everything else needs a signed-in user and renders inside the default layout (the shell); errors there keep
 *   the layout;
 * - an unmatched path is a 404 inside the signed-in area, so a signed-out visitor signs in first and comes back.
 * Each area contributes its routes (and menu entries) through `route-registry.ts`. The signed-in pages are not in
 * the first load: `signedInRoutesPatcher` adds them on the first navigation into the signed-in area, so the sign-in
 * page's JavaScript does not grow with every area (docs/decisions/004-web-shell-routing.md).
 */
export function appRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: PageLoading,
      ErrorBoundary: RootErrorBoundary,
      children: [
        ...identityRoutes(store),
        {
          path: '/under-maintenance',
          lazy: lazyRoute(async () => ({ Component: (await import('./layouts/blank-layout')).BlankLayout })),
          children: [
            {
              index: true,
              lazy: lazyRoute(async () => ({ Component: (await import('./errors/under-maintenance-page')).default })),
            },
          ],
        },
        {
          id: 'signed-in',
          loader: requireSignedIn(store),
          Component: RequireSignedIn,
          children: [
            {
              lazy: lazyRoute(async () => ({ Component: (await import('./shell/default-layout')).default })),
              children: [
                {
                  id: SIGNED_IN_CONTENT,
                  ErrorBoundary: ContentErrorBoundary,
                  children: [
                    {
                      path: '*',
                      lazy: lazyRoute(async () => ({ Component: (await import('./errors/error-page')).NotFoundPage })),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

const SIGNED_IN_CONTENT = 'signed-in-content';

/**
 * Until the areas' routes are added, every signed-in path matches the 404 splat, which makes react-router ask for
 * more routes: they are added once per router, from their own chunk. Guest pages never load them.
 */
export function signedInRoutesPatcher(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ matches, patch }) => {
    if (added || !matches.some((match) => match.route.id === SIGNED_IN_CONTENT)) return;
    const { signedInRoutes } = await import('./route-registry');
    if (added) return;
    patch(SIGNED_IN_CONTENT, signedInRoutes());
    added = true;
  };
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store), { patchRoutesOnNavigation: signedInRoutesPatcher() });
}
