import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

/** Medical notes (web-routes.tsv: /attendances/medical-notices; docs/medical-notes.md). */
export const medicalNotesArea: AreaRoutes = {
  routes: [
    {
      path: 'attendances/medical-notices',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/medical-notes-page')).default })),
    },
  ],
};
