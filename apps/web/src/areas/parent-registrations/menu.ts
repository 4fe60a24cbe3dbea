import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/**
 * "Заявки на родители" for the staff who read resource 20 (the director); the parent, who has rc on it, gets
 * "Заявка за дете" instead (spec 1 §6: a parent can add a child) and sees only their own requests there.
 */
export const parentRegistrationsMenu: SectionEntry[] = [
  {
    key: 'parent-registrations',
    section: 'kindergarten',
    order: 26,
    label: 'Заявки на родители',
    path: '/parents/registration-parents',
    icon: 'kindergarten',
    resource: Resource.ParentRegistration,
    hiddenFor: [Role.Parent],
  },
  {
    key: 'parent-child-application',
    section: 'main',
    order: 60,
    label: 'Заявка за дете',
    path: '/parent-child-application',
    icon: 'other',
    resource: Resource.ParentRegistration,
    onlyFor: [Role.Parent],
  },
];
