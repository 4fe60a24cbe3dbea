import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BlankLayout } from '../layouts/blank-layout';
import { ErrorPage } from './error-page';

/** Status of whatever a route threw: a thrown response keeps its status, anything else is 500 (spec 1 §8). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Errors inside the signed-in area: shown within the default layout. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = errorStatus(error);
  // A crash, not an answer: logged so that it reaches the browser's console (and fails the browser tests).
  if (status >= 500) console.error(error);
  return <ErrorPage status={status} />;
}

/** Errors above the layouts (or in them): shown on a blank page. */
export function RootErrorPage() {
  return (
    <BlankLayout>
      <RouteErrorPage />
    </BlankLayout>
  );
}
