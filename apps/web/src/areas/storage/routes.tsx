import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyRoute(async () => ({ Component: (await load()).default }));
const warehouseForm = page(() => import('./pages/warehouse-form-page'));
const supplierForm = page(() => import('./pages/supplier-form-page'));
const manufacturerForm = page(() => import('./pages/manufacturer-form-page'));
const supplierOrderCreate = page(() => import('./pages/supplier-order-create-page'));
const supplierOrder = page(() => import('./pages/supplier-order-page'));

/**
 * The food warehouse (web-routes.tsv /storage/warehouses, suppliers, manufacturers, stock, stock-availability; each with
 * create and :id where it has a record to create; docs/storage.md).
 */
export const storageArea: AreaRoutes = {
  routes: [
    {
      path: 'storage/warehouses',
      children: [
        { index: true, lazy: page(() => import('./pages/warehouses-page')) },
        { path: 'create', lazy: warehouseForm },
        { path: ':id', lazy: warehouseForm },
      ],
    },
    {
      path: 'storage/suppliers',
      children: [
        { index: true, lazy: page(() => import('./pages/suppliers-page')) },
        { path: 'create', lazy: supplierForm },
        { path: ':id', lazy: supplierForm },
      ],
    },
    {
      path: 'storage/manufacturers',
      children: [
        { index: true, lazy: page(() => import('./pages/manufacturers-page')) },
        { path: 'create', lazy: manufacturerForm },
        { path: ':id', lazy: manufacturerForm },
      ],
    },
    {
      path: 'storage/stock',
      children: [
        { index: true, lazy: page(() => import('./pages/stock-receipts-page')) },
        { path: 'create', lazy: page(() => import('./pages/stock-receipt-create-page')) },
        { path: ':id', lazy: page(() => import('./pages/stock-receipt-page')) },
      ],
    },
    { path: 'storage/stock-availability', lazy: page(() => import('./pages/stock-availability-page')) },
    {
      path: 'storage/requests',
      children: [
        { index: true, lazy: page(() => import('./pages/stock-requests-page')) },
        { path: 'create', lazy: page(() => import('./pages/stock-request-create-page')) },
        { path: ':id', lazy: page(() => import('./pages/stock-request-page')) },
      ],
    },
    {
      path: 'storage/scrappings',
      children: [
        { index: true, lazy: page(() => import('./pages/scrappings-page')) },
        { path: 'create', lazy: page(() => import('./pages/scrapping-create-page')) },
        { path: ':id', lazy: page(() => import('./pages/scrapping-page')) },
      ],
    },
    {
      path: 'storage/suppliers-requests',
      children: [
        { index: true, lazy: page(() => import('./pages/supplier-orders-page')) },
        { path: 'create', lazy: supplierOrderCreate },
        { path: ':id', lazy: supplierOrder },
      ],
    },
    // The storage reports and the inventory declarations (docs/storage.md "Storage reports"); the trial balance has no
    // route of its own in web-routes.tsv (its „period-calculation“ is the kitchen's): /storage/references/trial-balance.
    {
      path: 'storage/references',
      children: [
        { index: true, lazy: page(() => import('./pages/storage-references-page')) },
        { path: 'trial-balance', lazy: page(() => import('./pages/trial-balance-page')) },
        { path: 'document-transactions', lazy: page(() => import('./pages/document-transactions-page')) },
        { path: 'stock-availability', lazy: page(() => import('./pages/lot-availability-page')) },
        { path: 'stock-inventory', lazy: page(() => import('./pages/stock-inventory-page')) },
        {
          // The orders book (docs/storage.md "Supplier orders"): its create and :id open the suppliers' order pages.
          path: 'orders-book',
          children: [
            { index: true, lazy: page(() => import('./pages/orders-book-page')) },
            { path: 'create', lazy: supplierOrderCreate },
            { path: ':id', lazy: supplierOrder },
          ],
        },
        {
          // The register of stock receipts: its create and :id open the stock receipt's own pages.
          path: 'united-stock-receipts',
          children: [
            { index: true, lazy: page(() => import('./pages/united-stock-receipts-page')) },
            { path: 'create', lazy: page(() => import('./pages/stock-receipt-create-page')) },
            { path: ':id', lazy: page(() => import('./pages/stock-receipt-page')) },
          ],
        },
        {
          path: 'stock-inventory-register',
          children: [
            { index: true, lazy: page(() => import('./pages/inventory-declarations-page')) },
            { path: 'create', lazy: page(() => import('./pages/inventory-declaration-create-page')) },
            { path: ':id', lazy: page(() => import('./pages/inventory-declaration-page')) },
          ],
        },
      ],
    },
  ],
};
