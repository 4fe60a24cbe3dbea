import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { guestOnly } from '../../app/guards';
import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AppStore } from '../../app/store';
import { parentRegistrationGuestRoutes, signupRoute } from '../parent-registrations/guest-routes';
// The sign-in page and its layout are in the first download (not lazy): the page's HTML then preloads everything
// the page needs at once, instead of a second wave of requests once the router has started (e2e/shell.test.mjs, "guest pages and weight").
import LoginLayout from '../../app/layouts/login-layout';
import LoginPage from './pages/login-page';

/** A guest page of an e-mail link, in the login layout. Open also when signed in: the link is for its holder. */
const linkPage = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  Component: LoginLayout,
  children: [{ index: true, lazy: lazyRoute(async () => ({ Component: (await load()).default })) }],
});

/**
 * The guest pages of identity (spec 1 §2): /login with its child pages login and reset, /logout, and the pages of
 * the e-mail links; /login/signup and /registration-parents come from areas/parent-registrations/guest-routes.tsx.
 */
export function identityRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: '/login',
      loader: guestOnly(store),
      Component: LoginLayout,
      children: [
        { index: true, Component: LoginPage },
        { path: 'login', Component: LoginPage },
        { path: 'reset', lazy: lazyRoute(async () => ({ Component: (await import('./pages/forgot-password-page')).default })) },
        signupRoute,
      ],
    },
    {
      path: '/logout',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/logout-page')).default })),
    },
    linkPage('/password-recovery/:userId?/:token?', () => import('./pages/password-recovery-page')),
    linkPage('/account-activation/:userType?/:token?', () => import('./pages/account-activation-page')),
    linkPage('/admin-account-activation/:token?/:kindergartenId?', () => import('./pages/admin-account-activation-page')),
    linkPage('/unsubscribe/:token?', () => import('./pages/unsubscribe-page')),
    ...parentRegistrationGuestRoutes(),
  ];
}
