import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entries of this area's pages (routes.tsx); read only by the signed-in shell, so not part of the first page load. */
export const usersMenu: SectionEntry[] = [
  {
    key: 'user-groups',
    section: 'platform',
    order: 50,
    label: 'Потребителски групи',
    path: '/platform/groups',
    icon: 'platform',
    resource: Resource.Roles,
    hiddenFor: [Role.Parent],
  },
];
