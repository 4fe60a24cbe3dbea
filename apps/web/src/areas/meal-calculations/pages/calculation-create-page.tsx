import { type CreateMealCalculationRequest } from '@kg/contracts';
import { Alert, Button, Card, Form, Input, Select, Spin } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetWarehouseLookupQuery } from '../../storage/api';
import { useCreateMealCalculationMutation } from '../api';

const BASE = '/storage/calculations';

/** /storage/calculations/create: a day and the warehouse whose average prices cost it. */
export default function CalculationCreatePage() {
  const [form] = Form.useForm<CreateMealCalculationRequest>();
  const warehouses = useGetWarehouseLookupQuery();
  const [create, creation] = useCreateMealCalculationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  if (warehouses.isError) return <Alert type="error" showIcon title={errorMessage(warehouses.error)} />;
  if (!warehouses.data) return <Spin description="Зареждане…" />;

  const submit = async (values: CreateMealCalculationRequest): Promise<void> => {
    setFailure(null);
    const result = await create(values);
    if (result.error) setFailure(errorMessage(result.error));
    else void navigate(`${BASE}/${String(result.data.entityId)}`);
  };

  return (
    <Card title={<PageTitle>Нова калкулация за храна</PageTitle>} style={{ maxWidth: 560 }}>
      <Form<CreateMealCalculationRequest>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ warehouseId: warehouses.data.length === 1 ? warehouses.data[0]!.id : undefined }}
      >
        <Form.Item name="forDate" label="Дата" rules={[{ required: true, message: 'Изберете дата.' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="warehouseId" label="Склад" rules={[{ required: true, message: 'Изберете склад.' }]}>
          <Select options={warehouses.data.map((row) => ({ value: row.id, label: row.name }))} placeholder="Изберете склад" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={creation.isLoading}>
            Състави калкулацията
          </Button>{' '}
          <Link to={BASE}>Отказ</Link>
        </Form.Item>
        <Alert
          type="info"
          showIcon
          title="Децата се броят от присъствията за деня (или от записаните деца без подадени заявления за отсъствие, ако присъствията още не са въведени), персоналът — от храненията на персонала, а продуктите — от публикуваните менюта."
        />
      </Form>
    </Card>
  );
}
