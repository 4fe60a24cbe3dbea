import type { SectionEntry } from '../../shared/routing/menu-entry';

/** The side-menu entries of this area's pages (routes.tsx); read only by the signed-in shell, so not part of the first page load. */
export const dashboardsMenu: SectionEntry[] = [
  { key: 'home', section: 'main', order: 0, label: 'Начало', path: '/', icon: 'home' },
];
