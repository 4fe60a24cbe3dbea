import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** Polls and forms (web-routes.tsv /polls, /polls/create, /polls/:id — the notification target of a new poll). */
export const pollsArea: AreaRoutes = {
  routes: [
    {
      path: 'polls',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/polls-page')).default })) },
        { path: 'create', lazy: lazyRoute(async () => ({ Component: (await import('./pages/poll-create-page')).default })) },
        { path: ':id', lazy: lazyRoute(async () => ({ Component: (await import('./pages/poll-page')).default })) },
      ],
    },
  ],
};
