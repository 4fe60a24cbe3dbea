import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entries of this area's pages (routes.tsx); read only by the signed-in shell, so not part of the first page load. */
export const kindergartensMenu: SectionEntry[] = [
  {
    key: 'admin-kindergartens',
    section: 'admin',
    order: 10,
    label: 'Детски градини',
    path: '/admin/kindergartens',
    icon: 'kindergarten',
    resource: Resource.MasterKindergartens,
  },
  {
    key: 'configuration',
    section: 'platform',
    order: 10,
    label: 'Конфигурация',
    path: '/platform/settings/configuration',
    icon: 'platform',
    resource: Resource.Kindergarten,
    // §6: MON and municipality are hidden from configuration; a parent has no read on resource 10 anyway.
    hiddenFor: [Role.MON, Role.Municipality],
  },
  {
    key: 'subjects',
    section: 'platform',
    order: 20,
    label: 'Образователни направления',
    path: '/platform/settings/subjects',
    icon: 'platform',
    resource: Resource.Subjects,
  },
  {
    key: 'about',
    section: 'platform',
    order: 90,
    label: 'За платформата',
    path: '/platform/about',
    icon: 'other',
  },
];
