import { SupplierOrderList } from './supplier-orders-page';

/**
 * /storage/references/orders-book: the orders book — the register of the supplier orders of a period (the current year
 * by default) with the delivered value from the linked receipt, filters supplier and state, PDF and Excel.
 */
export default function OrdersBookPage() {
  return <SupplierOrderList book />;
}
