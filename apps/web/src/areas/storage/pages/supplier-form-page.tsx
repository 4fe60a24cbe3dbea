import { saveSupplierRequest, type SaveSupplierRequest, storageMessages, type SupplierRow } from '@kg/contracts';
import { DatePicker, Flex, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetSupplierQuery, useSaveSupplierMutation } from '../api';
import { RegisterForm } from '../components/record-form-card';

const fields = saveSupplierRequest.shape;

interface SupplierValues {
  name: string;
  eik: string;
  address?: string;
  contactPerson?: string;
  phone?: string;
  email?: string;
  contractNumber?: string;
  contractFrom?: Dayjs | null;
  contractTo?: Dayjs | null;
}

/** /storage/suppliers/create and /:id: a supplier with its ЕИК (checked as typed), contacts and contract. */
export default function SupplierFormPage() {
  return (
    <RegisterForm<SupplierValues, SupplierRow, SaveSupplierRequest>
      base="/storage/suppliers"
      notFound={storageMessages.supplierNotFound}
      newTitle="Нов доставчик"
      useRecord={useGetSupplierQuery}
      useSave={useSaveSupplierMutation}
      toRequest={(values) => ({
        name: values.name.trim(),
        eik: values.eik.trim(),
        address: values.address ?? null,
        contactPerson: values.contactPerson ?? null,
        phone: values.phone ?? null,
        email: values.email ?? null,
        contractNumber: values.contractNumber ?? null,
        contractFrom: values.contractFrom ? toApiDate(values.contractFrom) : null,
        contractTo: values.contractTo ? toApiDate(values.contractTo) : null,
      })}
      initialValues={(data) => ({
        ...data,
        address: data.address ?? '',
        contactPerson: data.contactPerson ?? '',
        phone: data.phone ?? '',
        email: data.email ?? '',
        contractNumber: data.contractNumber ?? '',
        contractFrom: data.contractFrom ? dayjs(data.contractFrom) : null,
        contractTo: data.contractTo ? dayjs(data.contractTo) : null,
      })}
      success="Доставчикът е запазен."
    >
      <Form.Item name="name" label="Наименование" rules={[zodRule(fields.name)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="eik" label="ЕИК/БУЛСТАТ" rules={[zodRule(fields.eik)]}>
        <Input inputMode="numeric" maxLength={13} />
      </Form.Item>
      <Form.Item name="address" label="Адрес">
        <Input maxLength={300} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="contactPerson" label="Лице за контакт" style={{ flex: '1 1 200px' }}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="phone" label="Телефон" style={{ flex: '1 1 160px' }}>
          <Input type="tel" maxLength={40} />
        </Form.Item>
        <Form.Item name="email" label="Имейл" style={{ flex: '1 1 200px' }}>
          <Input type="email" maxLength={200} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="contractNumber" label="Договор №" style={{ flex: '1 1 160px' }}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="contractFrom" label="Договор от" style={{ flex: '1 1 150px' }}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="contractTo" label="Договор до" style={{ flex: '1 1 150px' }}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
    </RegisterForm>
  );
}
