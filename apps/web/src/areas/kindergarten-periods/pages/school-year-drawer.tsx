import {
  SCHOOL_YEAR_DATES_ORDER,
  saveKindergartenPeriodRequest,
  validationMessages,
  schoolYearName,
  type KindergartenPeriodOverview,
} from '@kg/contracts';
import { Alert, App, Button, Checkbox, DatePicker, Drawer, Form, Input, Space, Spin } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { showFieldErrors } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetSchoolYearQuery, useSaveSchoolYearMutation } from '../api';

interface FormValues {
  fromDate?: Dayjs;
  toDate?: Dayjs;
  name?: string;
  active?: boolean;
}

const nameRule = zodRule(saveKindergartenPeriodRequest.shape.name);
/** `rules.required()` checks text (whitespace); a picker's value is a dayjs object. */
const requiredDay: FormRule = { required: true, message: validationMessages.required };

/** Create (`id` undefined) or edit a school year in a drawer; the dates are shown DD.MM.YYYY and sent YYYY-MM-DD. */
export function SchoolYearDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const existing = useGetSchoolYearQuery(id ?? 0, { skip: id === undefined });
  const [save, saving] = useSaveSchoolYearMutation();
  const fromDate = Form.useWatch('fromDate', form);
  const toDate = Form.useWatch('toDate', form);
  const derivedName = fromDate && toDate ? schoolYearName(toApiDate(fromDate), toApiDate(toDate)) : 'напр. 2026/2027';

  useEffect(() => {
    if (existing.data) form.setFieldsValue(toForm(existing.data));
  }, [existing.data, form]);

  const submit = async (values: FormValues): Promise<void> => {
    const result = await save({
      ...(id !== undefined ? { id } : {}),
      fromDate: toApiDate(values.fromDate!),
      toDate: toApiDate(values.toDate!),
      ...(values.name?.trim() ? { name: values.name.trim() } : {}),
      active: values.active ?? false,
    });
    if (result.error) {
      // The field messages under the fields, or (none) the answer's message in a toast.
      if (Object.keys(fieldErrors(result.error)).length) showFieldErrors(form, result.error);
      else void message.error(errorMessage(result.error));
      return;
    }
    void message.success(id === undefined ? 'Учебната година е създадена.' : 'Учебната година е запазена.');
    onClose();
  };

  const title = id === undefined ? 'Нова учебна година' : 'Редакция на учебна година';
  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      size="default"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>Отказ</Button>
          <Button type="primary" loading={saving.isLoading} onClick={() => form.submit()} disabled={existing.isError}>
            Запази
          </Button>
        </Space>
      }
    >
      {existing.isError ? (
        <Alert type="error" showIcon title={errorMessage(existing.error)} />
      ) : existing.isLoading ? (
        <Spin />
      ) : (
        <Form<FormValues> form={form} layout="vertical" onFinish={submit} initialValues={{ active: false }} aria-label={title}>
          <Form.Item name="fromDate" label="Начална дата" rules={[requiredDay]}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="toDate"
            label="Крайна дата"
            dependencies={['fromDate']}
            rules={[
              requiredDay,
              ({ getFieldValue }) => ({
                validator: async (_rule, value?: Dayjs) => {
                  const from = getFieldValue('fromDate') as Dayjs | undefined;
                  if (value && from && !from.isBefore(value, 'day')) throw new Error(SCHOOL_YEAR_DATES_ORDER);
                },
              }),
            ]}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="name" label="Име" rules={[nameRule]} extra="Ако е празно, името се образува от датите.">
            <Input placeholder={derivedName} maxLength={20} />
          </Form.Item>
          <Form.Item
            name="active"
            valuePropName="checked"
            extra="Активната година е тази, в която работят потребителите, които не са избрали друга."
          >
            <Checkbox disabled={existing.data?.active}>Активна учебна година</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}

function toForm(year: KindergartenPeriodOverview): FormValues {
  return { fromDate: dayjs(year.fromDate), toDate: dayjs(year.toDate), name: year.name, active: year.active };
}
