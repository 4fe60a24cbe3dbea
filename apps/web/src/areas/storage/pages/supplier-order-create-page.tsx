import { Alert, Card, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { sofiaToday } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetProductLookupQuery } from '../../products/api';
import { useGetNextSupplierOrderNumberQuery } from '../supplier-orders-api';
import { SupplierOrderForm } from './supplier-order-form';
import { orderBaseOf } from './supplier-orders-page';

/**
 * /storage/suppliers-requests/create and /storage/references/orders-book/create: a new order to a supplier (a draft,
 * numbered on saving without gaps for the year of its date; the next number of that year shown, 0 until known), then
 * opened.
 */
export default function SupplierOrderCreatePage() {
  const base = orderBaseOf(useLocation().pathname);
  const navigate = useNavigate();
  const products = useGetProductLookupQuery();
  const [year, setYear] = useState(() => sofiaToday().year());
  const next = useGetNextSupplierOrderNumberQuery(year);
  if (products.isError) return <Alert type="error" showIcon title={errorMessage(products.error)} />;
  if (!products.data) return <Spin description="Зареждане…" />;
  return (
    <Card style={{ maxWidth: 960 }} title={<PageTitle>Нова заявка към доставчик</PageTitle>}>
      <Typography.Paragraph type="secondary">
        Номер на заявката: {next.data ? next.data.number : 0} (дава се при записване, без пропуски за годината)
      </Typography.Paragraph>
      <SupplierOrderForm
        products={products.data}
        onSaved={(id) => void navigate(`${base}/${id}`)}
        onCancel={() => void navigate(base)}
        onYearChange={setYear}
      />
    </Card>
  );
}
