import { redirect } from 'react-router';
import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = lazyRoute(async () => ({ Component: (await import('./pages/parent-fees-page')).default }));

/** The parent's fees (web-routes.tsv /parents-fees, /activities/parents/fees, /parents-fees_depricated; docs/parent-fees.md). */
export const parentFeesArea: AreaRoutes = {
  routes: [
    { path: 'parents-fees', lazy: page },
    { path: 'activities/parents/fees', lazy: page },
    // The old address (its spelling as the spec writes it) keeps working: ePay's return links and bookmarks.
    { path: 'parents-fees_depricated', loader: ({ request }) => redirect(`/parents-fees${new URL(request.url).search}`) },
  ],
};
