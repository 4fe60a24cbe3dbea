import { type FamilyAbsenceLimitRow, familyLimitAgeTypeLabels, GroupAgeType, saveFamilyAbsenceLimit } from '@kg/contracts';
import { Button, Card, DatePicker, Flex, Form, InputNumber, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { DATE_FORMAT, formatDate, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { chosen } from './request-texts';
import { useGetFamilyAbsenceLimitsQuery, useSaveFamilyAbsenceLimitMutation } from '../api';

interface LimitForm {
  ageType: GroupAgeType;
  maxDays: number;
  validFrom: Dayjs;
}

const ageTypeOptions = Object.values(GroupAgeType)
  .filter((value): value is GroupAgeType => typeof value === 'number')
  .map((value) => ({ value, label: familyLimitAgeTypeLabels[value] }));

/**
 * „Лимити за отсъствия по семейни причини“: the cap in force per group age type (the rules' default when the
 * kindergarten set none), its history, and a new value from a date (Наредба № 5/2016 чл. 10; docs/attendance-requests.md).
 */
export function FamilyLimitsCard() {
  const limits = useGetFamilyAbsenceLimitsQuery();
  const [save] = useSaveFamilyAbsenceLimitMutation();
  const { form, submit, saving } = useSaveForm<LimitForm>({
    save: (values) => save({ ageType: values.ageType, maxDays: values.maxDays, validFrom: toApiDate(values.validFrom) }),
    success: 'Лимитът е записан.',
    onSaved: () => form.resetFields(),
  });

  const columns = [
    {
      title: 'Възрастова група',
      key: 'ageType',
      render: (_: unknown, row: FamilyAbsenceLimitRow) => familyLimitAgeTypeLabels[row.ageType],
    },
    { title: 'Дни в учебна година', dataIndex: 'maxDays', key: 'maxDays', align: 'right' as const },
    {
      title: 'В сила от',
      key: 'validFrom',
      render: (_: unknown, row: FamilyAbsenceLimitRow) => (row.isDefault ? 'По подразбиране' : formatDate(row.validFrom)),
    },
    {
      title: 'История',
      key: 'history',
      render: (_: unknown, row: FamilyAbsenceLimitRow) =>
        row.history.length ? row.history.map((entry) => `${formatDate(entry.validFrom)}: ${entry.maxDays} дни`).join('; ') : '—',
    },
  ];

  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          Лимити за отсъствия по семейни причини
        </Typography.Title>
      }
    >
      {limits.isError ? (
        <LoadError list={limits} />
      ) : (
        <ResponsiveTable<FamilyAbsenceLimitRow>
          rowKey="ageType"
          size="small"
          pagination={false}
          loading={limits.isFetching}
          dataSource={limits.data}
          columns={columns}
        />
      )}
      <Form form={form} layout="inline" onFinish={(values) => void submit(values)} style={{ marginTop: 16 }}>
        <Flex gap={8} wrap>
          <Form.Item name="ageType" label="Възрастова група" rules={[chosen]}>
            <Select options={ageTypeOptions} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="maxDays" label="Дни" rules={[zodRule(saveFamilyAbsenceLimit.shape.maxDays)]}>
            <InputNumber min={0} max={366} precision={0} />
          </Form.Item>
          <Form.Item name="validFrom" label="В сила от" rules={[chosen]}>
            <DatePicker format={DATE_FORMAT} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запиши лимита
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
