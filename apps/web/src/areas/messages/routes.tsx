import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** Messages (web-routes.tsv /messages, /messages/create, /messages/:id — the notification target of a new message). */
export const messagesArea: AreaRoutes = {
  routes: [
    {
      path: 'messages',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/messages-page')).default })) },
        { path: 'create', lazy: lazyRoute(async () => ({ Component: (await import('./pages/message-create-page')).default })) },
        { path: ':id', lazy: lazyRoute(async () => ({ Component: (await import('./pages/message-page')).default })) },
      ],
    },
  ],
};
