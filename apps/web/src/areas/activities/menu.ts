import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/**
 * "Допълнителни дейности" in the Kindergarten section: a submenu of the activities' pages (docs/activities.md); each
 * child shows with read access on its own resource (the director's pages on Activities…, the parents' on
 * ActivityParents). The other activities pages add one child line each here.
 */
export const activitiesMenu: SectionEntry[] = [
  {
    key: 'activities',
    section: 'kindergarten',
    order: 24,
    label: 'Допълнителни дейности',
    path: '/activities',
    icon: 'kindergarten',
    children: [
      { key: 'activities-management', label: 'Дейности', path: '/activities/management', resource: Resource.Activities },
      { key: 'activities-groups', label: 'Групи', path: '/activities/groups', resource: Resource.Activities },
      {
        key: 'activities-preferences',
        label: 'Преференции',
        path: '/activities/preferences',
        resource: Resource.Activities,
      },
      {
        key: 'activities-parents-providers',
        label: 'Предлагани дейности',
        path: '/activities/parents/providers',
        resource: Resource.ActivityParents,
      },
      {
        key: 'activities-applications-enrollment',
        label: 'Заявления за записване',
        path: '/activities/applications/enrollment',
        resource: Resource.ActivityEnrollmentRequests,
      },
      {
        key: 'activities-applications-removal',
        label: 'Заявления за отписване',
        path: '/activities/applications/removal',
        resource: Resource.ActivityEnrollmentRequests,
      },
      {
        key: 'activities-attendances',
        label: 'Присъствия',
        path: '/activities/attendances',
        resource: Resource.ActivityAttendances,
        hiddenFor: [Role.Parent],
      },
      {
        key: 'activities-parents-attendances',
        label: 'Присъствия на детето',
        path: '/activities/parents/attendances',
        resource: Resource.ActivityParents,
      },
      {
        key: 'activities-fees',
        label: 'Такси',
        path: '/activities/fees',
        resource: Resource.ActivityFees,
        hiddenFor: [Role.Parent],
      },
      {
        key: 'activities-notifications',
        label: 'Известия за такси',
        path: '/activities/notifications',
        resource: Resource.ActivityNotifications,
        hiddenFor: [Role.Parent],
      },
      {
        key: 'activities-parents-fees',
        label: 'Такси',
        path: '/activities/parents/fees',
        resource: Resource.StudentFees,
        onlyFor: [Role.Parent],
      },
      {
        key: 'activities-accounting',
        label: 'Счетоводни документи',
        path: '/activities/accounting',
        resource: Resource.ActivityAccounting,
      },
      { key: 'activities-references', label: 'Справки', path: '/activities/references', resource: Resource.ActivityReferences },
    ],
  },
];
