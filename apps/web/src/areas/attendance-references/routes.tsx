import type { ComponentType } from 'react';
import { lazyRoute } from '../../shared/routing/lazy-route';
import type { AreaRoutes } from '../../shared/routing/area-routes';

const page = (load: () => Promise<{ default: ComponentType }>) => lazyRoute(async () => ({ Component: (await load()).default }));

/**
 * The children's attendance references (web-routes.tsv: /attendances/references and its pages, "montly-attendances"
 * spelt as written; docs/attendance-references.md). The hub lists the pages of `reference-links.ts`.
 */
export const attendanceReferencesArea: AreaRoutes = {
  routes: [
    {
      path: 'attendances/references',
      children: [
        { index: true, lazy: page(() => import('./pages/references-hub-page')) },
        { path: 'for-day', lazy: page(() => import('./pages/for-day-page')) },
        { path: 'groups', lazy: page(() => import('./pages/groups-page')) },
        { path: 'month', lazy: page(() => import('./pages/month-page')) },
        { path: 'montly-attendances', lazy: page(() => import('./pages/by-months-page')) },
        { path: 'days', lazy: page(() => import('./pages/days-page')) },
        { path: 'absences', lazy: page(() => import('./pages/absences-page')) },
        { path: 'personal-reasons', lazy: page(() => import('./pages/personal-reasons-page')) },
      ],
    },
  ],
};
