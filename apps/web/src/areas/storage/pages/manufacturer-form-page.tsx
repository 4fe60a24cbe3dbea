import { saveManufacturerRequest, type SaveResult, storageMessages } from '@kg/contracts';
import { Button, Form, Input, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetManufacturerQuery, useSaveManufacturerMutation } from '../api';
import { RecordFormCard, useRecordId } from '../components/record-form-card';

const BASE = '/storage/manufacturers';

interface ManufacturerValues {
  name: string;
  country?: string;
  note?: string;
}

/** /storage/manufacturers/create and /:id. */
export default function ManufacturerFormPage() {
  const { id, invalid } = useRecordId();
  const record = useGetManufacturerQuery(id ?? 0, { skip: id === undefined });
  const [save] = useSaveManufacturerMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<ManufacturerValues, SaveResult>({
    save: (values) =>
      save({
        ...(id !== undefined ? { id } : {}),
        name: values.name.trim(),
        country: values.country ?? null,
        note: values.note ?? null,
      }),
    success: 'Производителят е запазен.',
    onSaved: () => void navigate(BASE),
  });
  const data = record.data;
  return (
    <RecordFormCard
      base={BASE}
      notFound={storageMessages.manufacturerNotFound}
      invalid={invalid}
      editing={id !== undefined}
      record={record}
      title={data?.name ?? 'Нов производител'}
    >
      <Form<ManufacturerValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={data ? { name: data.name, country: data.country ?? '', note: data.note ?? '' } : undefined}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label="Наименование" rules={[zodRule(saveManufacturerRequest.shape.name)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="country" label="Държава">
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="note" label="Бележка">
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
