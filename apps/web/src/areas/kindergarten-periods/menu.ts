import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entries of this area's pages (routes.tsx); read only by the signed-in shell, so not part of the first page load. */
export const kindergartenPeriodsMenu: SectionEntry[] = [
  {
    key: 'school-years',
    section: 'platform',
    order: 30,
    label: 'Учебни години',
    path: '/platform/settings/school-years',
    icon: 'calendar',
    resource: Resource.KindergartenPeriods,
    hiddenFor: [Role.Parent],
  },
];
