import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entries of this area's pages (routes.tsx); read only by the signed-in shell, so not part of the first page load. */
export const daysOffMenu: SectionEntry[] = [
  {
    key: 'days-off',
    section: 'kindergarten',
    order: 60,
    label: 'Неучебни дни',
    path: '/days-off',
    icon: 'calendar',
    resource: Resource.DaysOff,
    hiddenFor: [Role.Parent, Role.MON, Role.Municipality],
  },
  {
    key: 'admin-days-off',
    section: 'admin',
    order: 30,
    label: 'Неучебни дни',
    path: '/admin/days-off',
    icon: 'calendar',
    resource: Resource.MasterKindergartens,
  },
  {
    key: 'module-locks',
    section: 'platform',
    order: 40,
    label: 'Заключване',
    path: '/platform/settings/lock',
    icon: 'platform',
    resource: Resource.ModuleSettings,
    hiddenFor: [Role.MON],
  },
];
