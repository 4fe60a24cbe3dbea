import { saveManufacturerRequest, type SaveManufacturerRequest, type ManufacturerRow, storageMessages } from '@kg/contracts';
import { Form, Input } from 'antd';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetManufacturerQuery, useSaveManufacturerMutation } from '../api';
import { RegisterForm } from '../components/record-form-card';

interface ManufacturerValues {
  name: string;
  country?: string;
  note?: string;
}

/** /storage/manufacturers/create and /:id. */
export default function ManufacturerFormPage() {
  return (
    <RegisterForm<ManufacturerValues, ManufacturerRow, SaveManufacturerRequest>
      base="/storage/manufacturers"
      notFound={storageMessages.manufacturerNotFound}
      newTitle="Нов производител"
      useRecord={useGetManufacturerQuery}
      useSave={useSaveManufacturerMutation}
      toRequest={(values) => ({ name: values.name.trim(), country: values.country ?? null, note: values.note ?? null })}
      initialValues={(data) => ({ name: data.name, country: data.country ?? '', note: data.note ?? '' })}
      success="Производителят е запазен."
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
    </RegisterForm>
  );
}
