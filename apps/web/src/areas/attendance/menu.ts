import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/**
 * The "Присъствия" submenu of the Kindergarten section (docs/attendance.md); read only by the signed-in shell. The
 * other attendance pages add one child line each here.
 */
export const attendanceMenu: SectionEntry[] = [
  {
    key: 'attendances',
    section: 'kindergarten',
    order: 22,
    label: 'Присъствия',
    path: '/attendances',
    icon: 'kindergarten',
    children: [
      {
        key: 'attendances-management',
        label: 'Дневник',
        path: '/attendances/management',
        resource: Resource.StudentAttendances,
      },
      {
        key: 'attendances-medical-notices',
        label: 'Медицински бележки',
        path: '/attendances/medical-notices',
        resource: Resource.StudentMedicalNotes,
      },
      {
        key: 'attendances-applications',
        label: 'Заявления',
        path: '/attendances/applications',
        resource: Resource.AttendanceApplications,
      },
      {
        key: 'attendances-references',
        label: 'Справки',
        path: '/attendances/references',
        resource: Resource.AttendanceReferences,
      },
    ],
  },
];
