import { saveWarehouseRequest, type SaveResult, storageMessages } from '@kg/contracts';
import { Button, Form, Input, Select, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetResponsibleCandidatesQuery, useGetWarehouseQuery, useSaveWarehouseMutation } from '../api';
import { RecordFormCard, useRecordId } from '../components/record-form-card';

const BASE = '/storage/warehouses';

interface WarehouseValues {
  name: string;
  responsibleUserId?: number;
  note?: string;
}

/** /storage/warehouses/create and /:id: a warehouse, its responsible person (a user of the kindergarten), a note. */
export default function WarehouseFormPage() {
  const { id, invalid } = useRecordId();
  const record = useGetWarehouseQuery(id ?? 0, { skip: id === undefined });
  const people = useGetResponsibleCandidatesQuery();
  const [save] = useSaveWarehouseMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<WarehouseValues, SaveResult>({
    save: (values) =>
      save({
        ...(id !== undefined ? { id } : {}),
        name: values.name.trim(),
        responsibleUserId: values.responsibleUserId ?? null,
        note: values.note ?? null,
      }),
    success: 'Складът е запазен.',
    onSaved: () => void navigate(BASE),
  });
  const data = record.data;
  return (
    <RecordFormCard
      base={BASE}
      notFound={storageMessages.warehouseNotFound}
      invalid={invalid}
      editing={id !== undefined}
      record={record}
      title={data?.name ?? 'Нов склад'}
    >
      <Form<WarehouseValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={
          data ? { name: data.name, responsibleUserId: data.responsibleUserId ?? undefined, note: data.note ?? '' } : undefined
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label="Наименование" rules={[zodRule(saveWarehouseRequest.shape.name)]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="responsibleUserId" label="Отговорно лице">
          <Select
            aria-label="Отговорно лице"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={people.isFetching}
            options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
            placeholder="Потребител на детската градина"
          />
        </Form.Item>
        <Form.Item name="note" label="Бележка (условия на съхранение, местоположение)">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to={BASE}>Откажи</Link>
        </Space>
      </Form>
    </RecordFormCard>
  );
}
