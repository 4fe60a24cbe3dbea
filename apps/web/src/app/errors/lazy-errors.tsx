import { lazy, Suspense } from 'react';
import { errorTexts } from './error-texts';

/**
 * The error pages load only when an error happens: their illustrations (antd `Result`) stay out of the first
 * download. When even that chunk cannot load (the network is gone, a release replaced it), the same texts show as
 * plain HTML.
 */
function PlainErrorPage() {
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 24 }}>{errorTexts.other.title}</h1>
      <p>{errorTexts.other.apology}</p>
      <p>{errorTexts.other.team}</p>
      <a href="/">{errorTexts.homeLink}</a>
    </main>
  );
}

const fallback = { default: PlainErrorPage };
const LazyRouteError = lazy(() =>
  import('./route-error-page').then(
    (m) => ({ default: m.RouteErrorPage }),
    () => fallback,
  ),
);
const LazyRootError = lazy(() =>
  import('./route-error-page').then(
    (m) => ({ default: m.RootErrorPage }),
    () => fallback,
  ),
);

/** Errors inside the signed-in area: shown within the default layout. */
export function ContentErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

/** Errors above the layouts (or in them): shown on a blank page. */
export function RootErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyRootError />
    </Suspense>
  );
}
