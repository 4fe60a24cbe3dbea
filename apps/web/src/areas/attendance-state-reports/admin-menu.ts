import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "НЕИСПУО" in the admin section: the master's mapping of the attendance statuses (routes.tsx). */
export const neispuoAdminMenu: SectionEntry[] = [
  {
    key: 'admin-neispuo',
    section: 'admin',
    order: 60,
    label: 'НЕИСПУО',
    path: '/admin/neispuo',
    icon: 'admin',
    resource: Resource.MasterNeispuo,
    onlyFor: [Role.Master],
    children: [{ key: 'admin-neispuo-attendances', label: 'Присъствия', path: '/admin/neispuo/attendances' }],
  },
];
