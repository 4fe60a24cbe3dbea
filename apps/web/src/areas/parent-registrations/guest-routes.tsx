import { redirect, type RouteObject } from 'react-router';
import { lazyRoute } from '../../shared/routing/lazy-route';

/** /login/signup: the sign-up entry of the login page leads to the parent's registration form. */
export const signupRoute: RouteObject = { path: 'signup', loader: () => redirect('/registration-parents') };

/** The public pages of parent self-registration (spec 1 §2 "Public and auth"): open signed in or not. */
export const parentRegistrationGuestRoutes = (): RouteObject[] => [
  {
    path: '/registration-parents',
    lazy: lazyRoute(async () => ({ Component: (await import('./pages/registration-page')).default })),
  },
  {
    path: '/registration-parents-success-message',
    lazy: lazyRoute(async () => ({ Component: (await import('./pages/registration-success-page')).default })),
  },
];
