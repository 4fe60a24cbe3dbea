import { lazyRoute } from '../../app/lazy-route';
import type { AreaRoutes } from '../../app/route-registry';

/** Medical notes (web-routes.tsv: /attendances/medical-notices; docs/medical-notes.md). */
export const medicalNotesArea: AreaRoutes = {
  routes: [
    {
      path: 'attendances/medical-notices',
      lazy: lazyRoute(async () => ({ Component: (await import('./pages/medical-notes-page')).default })),
    },
  ],
};
