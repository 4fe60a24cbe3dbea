import type { ProductAvailabilityQuery } from '@kg/contracts';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

const BG = 'COLLATE "bg-BG-x-icu"';

/** A balance of the ledger with its product, warehouse and the earliest expiry of its lots still in stock. */
export const BALANCE_COLUMNS = `b.product_id AS "productId", p.name AS "productName", p.unit, b.warehouse_id AS "warehouseId",
  w.name AS "warehouseName", b.quantity::text AS quantity, b.value::text AS value,
  (SELECT min(lot.expiry_date)::text FROM stock_lots lot
    WHERE lot.kindergarten_id = b.kindergarten_id AND lot.product_id = b.product_id AND lot.warehouse_id = b.warehouse_id
      AND lot.expiry_date IS NOT NULL
      AND (SELECT sum(m.quantity) FROM stock_movements m WHERE m.lot_id = lot.id) > 0) AS "nearestExpiry"`;
export const BALANCE_FROM = `FROM stock_balances b JOIN products p ON p.id = b.product_id JOIN warehouses w ON w.id = b.warehouse_id`;

/** GET Stocks/product-availability: the balances of a kindergarten (also what `npm run bench` times directly). */
export function availabilitySelect(kindergartenId: number, query: ProductAvailabilityQuery): PagedSelect {
  const where = new SqlConditions().add('b.kindergarten_id = ?', kindergartenId);
  where.addIf(query.warehouseId, 'b.warehouse_id = ?');
  where.addIf(query.productId, 'b.product_id = ?');
  if (query.search) where.add('p.name ILIKE ?', containsPattern(query.search));
  if (query.onlyAvailable) where.add('b.quantity > 0');
  return {
    select: BALANCE_COLUMNS,
    from: BALANCE_FROM,
    where,
    orderBy: { product: `p.name ${BG}`, warehouse: `w.name ${BG}`, quantity: 'b.quantity', value: 'b.value' },
    defaultOrder: `p.name ${BG}, w.name ${BG}, b.product_id, b.warehouse_id`,
  };
}
