import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/**
 * "Рецепти" in the master's admin section (resource MasterCatalogs: the shared recipes and books), and "Кухня" in the
 * Kindergarten section with its recipes (resource Recipes: the storekeeper and the director). The kitchen's other
 * pages (the menus) add one child line each to "Кухня" as they are built.
 */
export const recipesMenu: SectionEntry[] = [
  {
    key: 'admin-recipes',
    section: 'admin',
    order: 37,
    label: 'Рецепти',
    path: '/admin/recipes',
    icon: 'admin',
    resource: Resource.MasterCatalogs,
    onlyFor: [Role.Master],
    children: [
      { key: 'admin-recipes-list', label: 'Рецепти', path: '/admin/recipes/list' },
      { key: 'admin-recipes-books', label: 'Книги с рецепти', path: '/admin/recipes/recipe-books' },
    ],
  },
  {
    key: 'kitchen',
    section: 'kindergarten',
    order: 41,
    label: 'Кухня',
    path: '/kitchen',
    icon: 'kindergarten',
    hiddenFor: [Role.Parent],
    children: [
      { key: 'kitchen-recipes', label: 'Рецепти', path: '/kitchen/recipes', resource: Resource.Recipes },
      {
        key: 'kitchen-menu',
        label: 'Седмични менюта',
        path: '/kitchen/menu',
        resource: Resource.Menus,
        onlyFor: [Role.Director, Role.Administrator, Role.Manciple],
      },
    ],
  },
];
