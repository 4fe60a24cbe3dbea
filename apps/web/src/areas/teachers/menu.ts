import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/**
 * "Персонал" in the Kindergarten section, a submenu of the staff pages; each child shows with read access on its own
 * resource (a manciple sees only "Хранене"); never for a parent (spec 1 §6; MON and municipality see no Kindergarten
 * section). Other staff areas add one child line each here.
 */
export const teachersMenu: SectionEntry[] = [
  {
    key: 'staff',
    section: 'kindergarten',
    order: 27,
    label: 'Персонал',
    path: '/staff',
    icon: 'kindergarten',
    hiddenFor: [Role.Parent],
    children: [
      { key: 'staff-pedagogical', label: 'Служители', path: '/staff/pedagogical', resource: Resource.Teachers },
      { key: 'staff-attendances', label: 'Присъствия', path: '/staff/attendances', resource: Resource.TeacherAttendances },
      { key: 'staff-meals', label: 'Хранене', path: '/staff/meals', resource: Resource.TeacherMeals },
      {
        key: 'staff-substitution',
        label: 'Заместване',
        path: '/staff/members-substitution',
        resource: Resource.TeacherSubstitutions,
      },
      { key: 'staff-references', label: 'Справки', path: '/staff/references', resource: Resource.StaffReferences },
    ],
  },
];
