import { Resource } from '@kg/contracts/roles';
import type { MenuEntry } from '../../shared/routing/menu-entry';

/** The storage's pages under "Склад" (the submenu of areas/products/menu.ts), each shown with read on its resource. */
export const storageMenuChildren: MenuEntry[] = [
  { key: 'storage-stock', label: 'Складови разписки', path: '/storage/stock', resource: Resource.Stocks },
  { key: 'storage-stock-availability', label: 'Наличности', path: '/storage/stock-availability', resource: Resource.Stocks },
  { key: 'storage-requests', label: 'Искания', path: '/storage/requests', resource: Resource.StockRequests },
  {
    key: 'storage-suppliers-requests',
    label: 'Заявки към доставчици',
    path: '/storage/suppliers-requests',
    resource: Resource.StockOrders,
  },
  { key: 'storage-scrappings', label: 'Бракуване', path: '/storage/scrappings', resource: Resource.StockScrappings },
  { key: 'storage-warehouses', label: 'Складове', path: '/storage/warehouses', resource: Resource.Warehouses },
  { key: 'storage-suppliers', label: 'Доставчици', path: '/storage/suppliers', resource: Resource.Suppliers },
  { key: 'storage-manufacturers', label: 'Производители', path: '/storage/manufacturers', resource: Resource.Manufacturers },
  {
    key: 'storage-calculations',
    label: 'Калкулации за храна',
    path: '/storage/calculations',
    resource: Resource.MealCalculations,
  },
  { key: 'storage-references', label: 'Справки за склад', path: '/storage/references', resource: Resource.StorageReferences },
  {
    key: 'storage-inventory',
    label: 'Инвентаризации',
    path: '/storage/references/stock-inventory-register',
    resource: Resource.Inventory,
  },
  // The kitchen-fed reports are on the references' index (/storage/references); HACCP has its own entry.
  { key: 'storage-haccp', label: 'HACCP', path: '/storage/references/HACCP', resource: Resource.Stocks },
];
