import {
  defaultSubstitutionHours,
  type SaveResult,
  SubstitutionReason,
  type SubstitutionRow,
  SubstitutionShift,
} from '@kg/contracts';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Result, Select, Space, Spin } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  useDeleteSubstitutionMutation,
  useGetSubstitutionOptionsQuery,
  useGetSubstitutionQuery,
  useSaveSubstitutionMutation,
} from '../api';
import { periodText } from './labels';
import { useSubstitutionAccess } from './use-substitution-access';

interface Values {
  absentTeacherId?: number;
  substituteTeacherId?: number;
  classId?: number;
  period?: [Dayjs, Dayjs];
  shift: SubstitutionShift;
  hoursPerDay: number;
  reason: SubstitutionReason;
  note?: string;
}

const LIST = '/staff/members-substitution';
const required = [{ required: true, message: 'Полето е задължително.' }];
const emptyValues: Values = {
  shift: SubstitutionShift.First,
  hoursPerDay: defaultSubstitutionHours[SubstitutionShift.First],
  reason: SubstitutionReason.SickLeave,
};
const valuesOf = (row: SubstitutionRow): Values => ({
  absentTeacherId: row.absentTeacherId,
  substituteTeacherId: row.substituteTeacherId,
  classId: row.classId,
  period: [dayjs(row.fromDate), dayjs(row.toDate)],
  shift: row.shift,
  hoursPerDay: row.hoursPerDay,
  reason: row.reason,
  note: row.note ?? '',
});

/** /staff/members-substitution/create and /:id: who replaces whom, where, when and how long; busy substitutes are disabled. */
export default function SubstitutionFormPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const existing = useGetSubstitutionQuery(id ?? 0, { skip: id === undefined || !validId });
  const can = useSubstitutionAccess();
  const canWrite = id === undefined ? can.create : can.update;
  const [save] = useSaveSubstitutionMutation();
  const [remove] = useDeleteSubstitutionMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<Values, SaveResult>({
    save: (values) => {
      const [from, to] = values.period!;
      return save({
        ...(id !== undefined ? { id } : {}),
        absentTeacherId: values.absentTeacherId!,
        substituteTeacherId: values.substituteTeacherId!,
        classId: values.classId!,
        fromDate: toApiDate(from),
        toDate: toApiDate(to),
        shift: values.shift,
        hoursPerDay: values.hoursPerDay,
        reason: values.reason,
        note: values.note?.trim() || null,
      });
    },
    success: 'Заместването е запазено.',
    onSaved: () => void navigate(LIST),
  });
  const period = Form.useWatch('period', form);
  const shift = Form.useWatch('shift', form);
  const absentId = Form.useWatch('absentTeacherId', form);
  const ranged = period?.[0] && period?.[1];
  const options = useGetSubstitutionOptionsQuery(
    ranged
      ? {
          fromDate: toApiDate(period[0]),
          toDate: toApiDate(period[1]),
          shift: shift ?? SubstitutionShift.WholeDay,
          ...(id ? { excludeId: id } : {}),
        }
      : {},
  );

  if (!validId || (existing.isError && 'status' in existing.error && existing.error.status === 404)) {
    return <Result status="404" title="Заместването не е намерено." extra={<Link to={LIST}>Към списъка</Link>} />;
  }
  if (existing.isError) return <Alert type="error" showIcon title={errorMessage(existing.error)} />;
  if (id !== undefined && !existing.data) return <Spin description="Зареждане…" />;
  if (id === undefined && !can.create) return <Result status="403" title="Нямате права за това действие." />;

  const onDelete = async (): Promise<void> => {
    const result = await remove(id!);
    if (result.error) {
      void message.error(errorMessage(result.error));
      return;
    }
    void message.success('Заместването е изтрито.');
    void navigate(LIST);
  };

  const staff = options.data?.staff ?? [];
  return (
    <Card
      title={
        <PageTitle tab={id === undefined ? 'Ново заместване' : 'Заместване'}>
          {id === undefined ? 'Ново заместване' : `Заместване ${existing.data ? periodText(existing.data) : ''}`}
        </PageTitle>
      }
      style={{ maxWidth: 720 }}
    >
      {options.isError && <Alert type="error" showIcon title={errorMessage(options.error)} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={existing.data ? valuesOf(existing.data) : emptyValues}
        onFinish={(values) => void submit(values)}
        disabled={saving || !canWrite}
      >
        <Form.Item name="absentTeacherId" label="Отсъстващ служител" rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={options.isLoading}
            options={staff.map((person) => ({ value: person.id, label: person.name }))}
          />
        </Form.Item>
        <Form.Item
          name="substituteTeacherId"
          label="Заместващ"
          rules={required}
          extra={
            ranged ? 'Заетите в избрания период и смяна не могат да бъдат избрани.' : 'Изберете период, за да видите заетите.'
          }
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={options.isFetching}
            options={staff
              .filter((person) => person.isPedagogical && person.id !== absentId)
              .map((person) => ({
                value: person.id,
                label: person.busy ? `${person.name} — зает: ${person.busy}` : person.name,
                disabled: person.busy !== null,
              }))}
          />
        </Form.Item>
        <Form.Item name="classId" label="Група" rules={required}>
          <Select
            loading={options.isLoading}
            options={(options.data?.classes ?? []).map((group) => ({
              value: group.id,
              label: group.isForSubstitution ? `${group.name} (за заместване)` : group.name,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="period"
          label="Период"
          rules={required}
          extra={ranged && options.data?.workingDays != null ? `Работни дни: ${options.data.workingDays}` : undefined}
        >
          <DatePicker.RangePicker format={DATE_FORMAT} placeholder={['Начална дата', 'Крайна дата']} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="shift" label="Смяна" rules={required}>
            <Select
              style={{ width: 160 }}
              options={(options.data?.shifts ?? []).map((item) => ({ value: item.value, label: item.label }))}
              onChange={(value: SubstitutionShift) => form.setFieldValue('hoursPerDay', defaultSubstitutionHours[value])}
            />
          </Form.Item>
          <Form.Item name="hoursPerDay" label="Часа на ден" rules={required}>
            <InputNumber min={1} max={12} precision={0} />
          </Form.Item>
          <Form.Item name="reason" label="Причина" rules={required}>
            <Select
              style={{ width: 180 }}
              options={(options.data?.reasons ?? []).map((item) => ({ value: item.value, label: item.label }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="note" label="Бележка">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Space>
          {canWrite && (
            <Button type="primary" htmlType="submit" loading={saving}>
              Запази
            </Button>
          )}
          <Link to={LIST}>
            <Button disabled={false}>Към списъка</Button>
          </Link>
          {id !== undefined && can.delete && (
            <Popconfirm
              title="Изтриване на заместване"
              description="Сигурни ли сте, че искате да изтриете заместването?"
              okText="Изтрий"
              cancelText="Отказ"
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete()}
            >
              <Button danger disabled={false}>
                Изтриване
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </Card>
  );
}
