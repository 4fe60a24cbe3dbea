import { type AvailableProductRow, bgQuantity, type ProductUnit, stockOutflowMessages } from '@kg/contracts';
import { Form, type FormInstance, Select, Typography } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { useGetAvailableProductsQuery, useGetScrappingLotsQuery } from '../outflows-api';
import {
  type LineProduct,
  lineLabel,
  ProductField,
  ProductLineCard,
  ProductLinesList,
  QuantityFields,
  useLineUnits,
} from './product-lines';

export interface OutflowLineValues {
  productId?: number;
  lotId?: number;
  unit?: ProductUnit;
  quantity?: string;
}

/** A product a line already names (an edited document's), offered even when the day shows no stock of it. */
export interface NamedProduct {
  productId: number;
  productName: string;
  unit: ProductUnit;
}

interface OutflowLinesEditorProps<Values> {
  form: FormInstance<Values>;
  /** The document's day (YYYY-MM-DD) and warehouse: the products offered are those with stock there on that day. */
  date: string | undefined;
  warehouseId: number | undefined;
  /** A scrapping names the lot of each line. */
  withLot: boolean;
  named?: NamedProduct[];
}

/**
 * The lines of a stock request or a scrapping: a product with stock in the warehouse on the day (GET
 * Products/available-for-date), the lot (scrapping), the unit (the product's own and every convertible one) and the
 * quantity as a decimal string, with what is available shown per line. A card per line, on a phone as elsewhere.
 */
export function OutflowLinesEditor<Values>({ form, date, warehouseId, withLot, named = [] }: OutflowLinesEditorProps<Values>) {
  const available = useGetAvailableProductsQuery(
    { date: date ?? '', warehouseId: warehouseId ?? 0 },
    { skip: !date || !warehouseId },
  );
  const rows = available.data ?? [];
  const offered = [
    ...rows,
    ...named
      .filter((product) => !rows.some((row) => row.productId === product.productId))
      .map((product) => ({ ...product, quantity: '0', value: '0' })),
  ];
  const products = offered.map((row) => ({ id: row.productId, label: row.productName, unit: row.unit }));
  return (
    <ProductLinesList
      noLinesMessage={stockOutflowMessages.noLines}
      before={
        !warehouseId && (
          <Typography.Text type="secondary">Изберете склад и дата, за да видите наличните продукти.</Typography.Text>
        )
      }
    >
      {({ name, number, remove }) => (
        <LineCard
          name={name}
          number={number}
          form={form}
          offered={offered}
          products={products}
          warehouseId={warehouseId}
          withLot={withLot}
          onRemove={remove}
        />
      )}
    </ProductLinesList>
  );
}

function LineCard<Values>(props: {
  name: number;
  number: number;
  form: FormInstance<Values>;
  offered: AvailableProductRow[];
  products: LineProduct[];
  warehouseId: number | undefined;
  withLot: boolean;
  onRemove: () => void;
}) {
  const { name, number, form, offered, warehouseId, withLot } = props;
  const line = Form.useWatch(['lines', name], form) as OutflowLineValues | undefined;
  const productId = line?.productId;
  const lots = useGetScrappingLotsQuery(
    { warehouseId: warehouseId ?? 0, productId: productId ?? 0 },
    { skip: !withLot || !productId || !warehouseId },
  );
  const product = offered.find((row) => row.productId === productId);
  const units = useLineUnits(productId, product?.unit);
  const lot = lots.data?.find((row) => row.lotId === line?.lotId);
  return (
    <ProductLineCard number={number} onRemove={props.onRemove}>
      <ProductField form={form} name={name} number={number} products={props.products} clear={['lotId']} />
      {withLot && (
        <Form.Item name={[name, 'lotId']} label="Партида" rules={[{ required: true, message: 'Изберете партида.' }]}>
          <Select
            aria-label={lineLabel('Партида', number)}
            placeholder="Партида за бракуване"
            options={(lots.data ?? []).map((row) => ({
              value: row.lotId,
              label:
                `${row.batchNumber ?? 'без партида'}, годен до ${row.expiryDate ? formatDate(row.expiryDate) : '—'}` +
                (product ? ` (${bgQuantity(row.quantity, product.unit)})` : ''),
            }))}
          />
        </Form.Item>
      )}
      <QuantityFields name={name} number={number} units={units} quantityMessage={stockOutflowMessages.quantity} />
      {product && (
        <Typography.Text type="secondary" aria-live="polite">
          {withLot && lot
            ? `В партидата: ${bgQuantity(lot.quantity, product.unit)}`
            : `Наличност към датата: ${bgQuantity(product.quantity, product.unit)}`}
        </Typography.Text>
      )}
    </ProductLineCard>
  );
}
