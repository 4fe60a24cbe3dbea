import { saveWarehouseRequest, type SaveWarehouseRequest, storageMessages, type WarehouseRow } from '@kg/contracts';
import { Form, Input, Select } from 'antd';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetResponsibleCandidatesQuery, useGetWarehouseQuery, useSaveWarehouseMutation } from '../api';
import { RegisterForm } from '../components/record-form-card';

interface WarehouseValues {
  name: string;
  responsibleUserId?: number;
  note?: string;
}

/** /storage/warehouses/create and /:id: a warehouse, its responsible person (a user of the kindergarten), a note. */
export default function WarehouseFormPage() {
  const people = useGetResponsibleCandidatesQuery();
  return (
    <RegisterForm<WarehouseValues, WarehouseRow, SaveWarehouseRequest>
      base="/storage/warehouses"
      notFound={storageMessages.warehouseNotFound}
      newTitle="Нов склад"
      useRecord={useGetWarehouseQuery}
      useSave={useSaveWarehouseMutation}
      toRequest={(values) => ({
        name: values.name.trim(),
        responsibleUserId: values.responsibleUserId ?? null,
        note: values.note ?? null,
      })}
      initialValues={(data) => ({
        name: data.name,
        responsibleUserId: data.responsibleUserId ?? undefined,
        note: data.note ?? '',
      })}
      success="Складът е запазен."
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
    </RegisterForm>
  );
}
