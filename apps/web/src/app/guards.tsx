import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useLocation } from 'react-router';
import { loginPath } from '../shared/auth/safe-redirect';
import { selectIsSignedIn } from '../shared/auth/auth-slice';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

/** Loader of the signed-in area: without a token go to /login, remembering the page (spec 1 §2). */
export const requireSignedIn =
  (store: AppStore) =>
  ({ request }: LoaderFunctionArgs): null => {
    if (selectIsSignedIn(store.getState())) return null;
    const url = new URL(request.url);
    throw redirect(loginPath(url));
  };

/** Loader of the guest pages: a signed-in user opening /login goes to / (spec 1 §2). */
export const guestOnly = (store: AppStore) => (): null => {
  if (selectIsSignedIn(store.getState())) throw redirect('/');
  return null;
};

/** Leaves the signed-in area the moment the user is signed out (a 401, sign-out in another tab). */
export function RequireSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPath(location)} replace />;
  return <Outlet />;
}
