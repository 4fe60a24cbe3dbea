import { Resource, Role } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';
import { storageMenuChildren } from '../storage/menu';

/**
 * "Продукти" in the master's admin section (resource MasterCatalogs), and "Склад" in the Kindergarten section with
 * its products (resource Products: the storekeeper and the director). The storage's other pages add one child line
 * each to "Склад" as they are built.
 */
export const productsMenu: SectionEntry[] = [
  {
    key: 'admin-products',
    section: 'admin',
    order: 36,
    label: 'Продукти',
    path: '/admin/products',
    icon: 'admin',
    resource: Resource.MasterCatalogs,
    onlyFor: [Role.Master],
    children: [
      { key: 'admin-products-list', label: 'Каталог', path: '/admin/products/list' },
      { key: 'admin-products-categories', label: 'Категории', path: '/admin/products/categories' },
      { key: 'admin-products-allergens', label: 'Алергени', path: '/admin/products/allergens' },
      { key: 'admin-products-substitutions', label: 'Заместители', path: '/admin/products/substitutions' },
      // The norms the kitchen's intake is checked against (apps/web/src/areas/meal-calculations; an extra route).
      { key: 'admin-nutrition-norms', label: 'Норми за хранене', path: '/admin/nutrition-norms' },
    ],
  },
  {
    key: 'storage',
    section: 'kindergarten',
    order: 40,
    label: 'Склад',
    path: '/storage',
    icon: 'kindergarten',
    hiddenFor: [Role.Parent],
    children: [
      { key: 'storage-products', label: 'Продукти', path: '/storage/products', resource: Resource.Products },
      ...storageMenuChildren,
    ],
  },
];
