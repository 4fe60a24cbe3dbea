import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "Допълнителни дейности" in the master's admin section: the providers and the activity types (routes.tsx). */
export const activityProvidersMenu: SectionEntry[] = [
  {
    key: 'admin-activities',
    section: 'admin',
    order: 35,
    label: 'Допълнителни дейности',
    path: '/admin/activities',
    icon: 'admin',
    resource: Resource.MasterActivities,
    onlyFor: [Role.Master],
    children: [
      { key: 'admin-activities-providers', label: 'Доставчици', path: '/admin/activities/providers' },
      { key: 'admin-activities-types', label: 'Видове дейности', path: '/admin/activities/activities' },
    ],
  },
];
