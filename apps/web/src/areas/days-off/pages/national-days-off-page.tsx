import { type DayOff, DaysOffType, type DaysOffType as DayOffKind, saveNationalDayOffRequest } from '@kg/contracts';
import { App, Button, Card, DatePicker, Empty, Flex, Form, Input, InputNumber, Select } from 'antd';
import type { TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  useDeleteNationalDayOffMutation,
  useGetNationalDaysOffQuery,
  usePrefillHolidaysMutation,
  useSaveNationalDayOffMutation,
} from '../api';
import { DayOffTypeTag, dayOffTypeOptions, periodText } from './day-off-labels';
import { withPeriodErrors } from './period-errors';
import { LoadError, ResponsiveTable } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

interface NewDayValues {
  period?: [Dayjs, Dayjs];
  name: string;
  type: DayOffKind;
}

/** The school year now running (from September) or about to start. */
export function currentSchoolYear(today = new Date()): number {
  return today.getMonth() >= 7 ? today.getFullYear() : today.getFullYear() - 1;
}

const required = { required: true, message: 'Полето е задължително.' };
const nameRules = [zodRule(saveNationalDayOffRequest.shape.name)];
const PAGE_SIZE = 50;

/** /admin/days-off: the master's national days off of a school year; official holidays prefilled on request. */
export default function NationalDaysOffPage() {
  const [params, setParams] = useSearchParams();
  const yearParam = Number(params.get('year'));
  const schoolYear = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 2098 ? yearParam : currentSchoolYear();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const days = useGetNationalDaysOffQuery({ schoolYear, pageNumber: page, pageSize: PAGE_SIZE });
  const [save] = useSaveNationalDayOffMutation();
  const [prefill, prefilling] = usePrefillHolidaysMutation();
  const [remove] = useDeleteNationalDayOffMutation();
  const { message } = App.useApp();
  const {
    form,
    submit: add,
    saving,
  } = useSaveForm<NewDayValues>({
    save: async (values) => {
      const [from, to] = values.period!;
      return withPeriodErrors(
        await save({ fromDate: toApiDate(from), toDate: toApiDate(to), name: values.name.trim(), type: values.type }),
      );
    },
    success: 'Неучебният ден е добавен.',
    onSaved: () => form.resetFields(),
  });

  const setYear = (year: number | null): void => {
    if (year) setParams({ year: String(year) }, { replace: true });
  };

  const runPrefill = async (): Promise<void> => {
    const result = await prefill(schoolYear);
    if (result.error) void message.error(errorMessage(result.error));
    else
      void message.success(
        result.data.added
          ? `Добавени са ${result.data.added} официални празника за ${schoolYear}/${schoolYear + 1}.`
          : 'Официалните празници за учебната година вече са въведени.',
      );
  };

  const removeDay = async (day: DayOff): Promise<void> => {
    const result = await remove(day.dayOffGuid);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`„${day.name}“ е изтрит.`);
  };

  const columns: TableProps<DayOff>['columns'] = [
    { title: 'Период', key: 'period', render: (_value, day) => periodText(day) },
    { title: 'Вид', dataIndex: 'type', key: 'type', render: (type: DayOffKind) => <DayOffTypeTag type={type} /> },
    { title: 'Наименование', dataIndex: 'name', key: 'name' },
    {
      title: 'Действия',
      key: 'actions',
      render: (_value, day) => (
        <ConfirmDeleteButton
          title="Изтриване на неучебен ден"
          description={`Сигурни ли сте, че искате да изтриете „${day.name}“ (${periodText(day)})?`}
          onConfirm={() => removeDay(day)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={<PageTitle tab="Неучебни дни (национални)">Национални неучебни дни</PageTitle>}
        extra={
          <Flex gap={8} align="center" wrap>
            <span>Учебна година</span>
            <InputNumber
              aria-label="Учебна година (начална година)"
              min={2000}
              max={2098}
              value={schoolYear}
              onChange={setYear}
              style={{ width: 100 }}
            />
            <span>/{schoolYear + 1}</span>
            <Button type="primary" loading={prefilling.isLoading} onClick={() => void runPrefill()}>
              Попълни официалните празници
            </Button>
          </Flex>
        }
      >
        {days.isError ? (
          <LoadError list={days} />
        ) : (
          <ResponsiveTable<DayOff>
            rowKey="dayOffGuid"
            columns={columns}
            dataSource={days.data?.result}
            loading={days.isFetching}
            locale={{
              emptyText: (
                <Empty
                  description={`Няма въведени неучебни дни за ${schoolYear}/${schoolYear + 1}. Попълнете официалните празници.`}
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: days.data?.rowsCount ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            onChange={(pagination) =>
              setParams({ year: String(schoolYear), page: String(pagination.current ?? 1) }, { replace: true })
            }
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
      <Card title="Добавяне на национален неучебен ден" style={{ maxWidth: 720 }}>
        <Form<NewDayValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: '', type: DaysOffType.DayOff }}
          onFinish={(values) => void add(values)}
          disabled={saving}
        >
          <Form.Item name="period" label="Период" rules={[required]} required>
            <DatePicker.RangePicker format={DATE_FORMAT} placeholder={['Начална дата', 'Крайна дата']} />
          </Form.Item>
          <Form.Item name="name" label="Наименование" rules={nameRules} required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="type" label="Вид" rules={[required]} required>
            <Select options={dayOffTypeOptions} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Добави
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
