import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entries of this area's pages (routes.tsx); read only by the signed-in shell, so not part of the first page load. */
export const studentsMenu: SectionEntry[] = [
  {
    key: 'kids',
    section: 'kindergarten',
    order: 20,
    label: 'Деца',
    path: '/kids/records',
    icon: 'kindergarten',
    resource: Resource.Students,
    hiddenFor: [Role.Parent],
  },
];
