import { type DayOff, DaysOffType, daysOffTypeLabels, saveDayOffRequest } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Result, Select, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetGroupsQuery } from '../../classes/api';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetDayOffQuery, useSaveDayOffMutation } from '../api';
import { DayOffTypeTag, dayOffTypeOptions, periodText } from './day-off-labels';
import { withPeriodErrors } from './period-errors';

interface DayOffValues {
  period?: [Dayjs, Dayjs];
  name: string;
  type: DaysOffType;
  classId?: number | null;
}

const required = { required: true, message: 'Полето е задължително.' };
const fieldRules = { name: [zodRule(saveDayOffRequest.shape.name)], period: [required], type: [required] };
const emptyValues: DayOffValues = { name: '', type: DaysOffType.DayOff, classId: null };
const valuesOf = (day: DayOff): DayOffValues => ({
  period: [dayjs(day.fromDate), dayjs(day.toDate)],
  name: day.name,
  type: day.type,
  classId: day.classId,
});
const LIST = '/days-off';

function ReadOnlyDay({ day }: { day: DayOff }) {
  return (
    <Card title={<PageTitle tab="Неучебен ден">{day.name}</PageTitle>} style={{ maxWidth: 720 }}>
      {day.isNational && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Националните неучебни дни и официалните празници се въвеждат от главния администратор."
        />
      )}
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Период">{periodText(day)}</Descriptions.Item>
        <Descriptions.Item label="Вид">
          <DayOffTypeTag type={day.type} />
        </Descriptions.Item>
        <Descriptions.Item label="Група">{day.className ?? 'Всички групи'}</Descriptions.Item>
      </Descriptions>
      <Link to={LIST}>
        <Button style={{ marginTop: 16 }}>Към списъка</Button>
      </Link>
    </Card>
  );
}

/** /days-off/create and /days-off/:id: the kindergarten's own day off (a national one, or a reader, sees it read-only). */
export default function DayOffFormPage() {
  const { id } = useParams();
  const validId = id === undefined || /^[0-9a-f-]{36}$/i.test(id);
  const day = useGetDayOffQuery(id ?? '', { skip: id === undefined || !validId });
  const access = useGetUserDataQuery().data?.access ?? [];
  const canWrite = allows(access, Resource.DaysOff, id === undefined ? 'create' : 'update');
  const groups = useGetGroupsQuery({ pageSize: 500 }, { skip: !canWrite });
  const [save] = useSaveDayOffMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<DayOffValues>({
    save: async (values) => {
      const [from, to] = values.period!;
      return withPeriodErrors(
        await save({
          ...(id !== undefined ? { dayOffGuid: id } : {}),
          fromDate: toApiDate(from),
          toDate: toApiDate(to),
          name: values.name.trim(),
          type: values.type,
          classId: values.classId ?? null,
        }),
      );
    },
    success: 'Неучебният ден е запазен.',
    onSaved: () => void navigate(LIST),
  });

  if (!validId || (day.isError && 'status' in day.error && day.error.status === 404)) {
    return <Result status="404" title="Неучебният ден не е намерен." extra={<Link to={LIST}>Към списъка</Link>} />;
  }
  if (day.isError) return <Alert type="error" showIcon message={errorMessage(day.error)} />;
  if (id !== undefined && !day.data) return <Spin description="Зареждане…" />;
  if (day.data && (day.data.isNational || !canWrite)) return <ReadOnlyDay day={day.data} />;
  if (!canWrite) return <Result status="403" title="Нямате права за това действие." />;

  const groupOptions = [
    { value: null as number | null, label: 'Всички групи' },
    ...(groups.data?.result ?? []).map((group) => ({ value: group.id as number | null, label: group.name })),
  ];

  return (
    <Card
      title={
        <PageTitle tab={id === undefined ? 'Нов неучебен ден' : 'Неучебен ден'}>
          {id === undefined ? 'Нов неучебен ден' : `Редакция на „${day.data?.name}“`}
        </PageTitle>
      }
      style={{ maxWidth: 720 }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`„${daysOffTypeLabels[DaysOffType.DayOff]}“ заключва въвеждането на присъствия, теми и присъствия на персонала; ваканция, грипна ваканция и карантина не го заключват.`}
      />
      <Form<DayOffValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={day.data ? valuesOf(day.data) : emptyValues}
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <Form.Item name="period" label="Период" rules={fieldRules.period} required>
          <DatePicker.RangePicker format={DATE_FORMAT} placeholder={['Начална дата', 'Крайна дата']} />
        </Form.Item>
        <Form.Item name="name" label="Наименование" rules={fieldRules.name} required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="type" label="Вид" rules={fieldRules.type} required>
          <Select options={dayOffTypeOptions} />
        </Form.Item>
        <Form.Item
          name="classId"
          label="Група"
          help={groups.isError ? errorMessage(groups.error) : undefined}
          validateStatus={groups.isError ? 'error' : undefined}
        >
          <Select options={groupOptions} loading={groups.isLoading} optionFilterProp="label" showSearch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to={LIST}>
            <Button>Отказ</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
