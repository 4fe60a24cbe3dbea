import type { RouteObject } from 'react-router';
import { guestOnly } from '../../app/guards';
import { lazyRoute } from '../../app/lazy-route';
import type { AppStore } from '../../app/store';

/** The guest pages of identity: /login with its layout, and /logout. */
export function identityRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: '/login',
      loader: guestOnly(store),
      lazy: lazyRoute(async () => ({ Component: (await import('../../app/layouts/login-layout')).default })),
      children: [{ index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/login-page')).default })) }],
    },
    {
      path: '/logout',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/logout-page')).default })),
    },
  ];
}
