import { Resource } from '@kg/contracts/roles';
import type { MenuEntry } from '../../shared/routing/menu-entry';

/** The storage's pages under "Склад" (the submenu of areas/products/menu.ts), each shown with read on its resource. */
export const storageMenuChildren: MenuEntry[] = [
  { key: 'storage-stock', label: 'Складови разписки', path: '/storage/stock', resource: Resource.Stocks },
  { key: 'storage-stock-availability', label: 'Наличности', path: '/storage/stock-availability', resource: Resource.Stocks },
  { key: 'storage-warehouses', label: 'Складове', path: '/storage/warehouses', resource: Resource.Warehouses },
  { key: 'storage-suppliers', label: 'Доставчици', path: '/storage/suppliers', resource: Resource.Suppliers },
  { key: 'storage-manufacturers', label: 'Производители', path: '/storage/manufacturers', resource: Resource.Manufacturers },
];
