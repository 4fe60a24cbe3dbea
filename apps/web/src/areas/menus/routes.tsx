import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));
const editor = page(() => import('./pages/menu-editor-page'));

/** Weekly menus (web-routes.tsv /kitchen/menu, /kitchen/menu/:id, /kitchen/create-menu and the common /menu). */
export const menusArea: AreaRoutes = {
  routes: [
    {
      path: 'kitchen/menu',
      children: [
        { index: true, lazy: page(() => import('./pages/kitchen-menus-page')) },
        { path: ':id', lazy: editor },
      ],
    },
    { path: 'kitchen/create-menu', lazy: editor },
    { path: 'menu', lazy: page(() => import('./pages/weekly-menu-page')) },
  ],
};
