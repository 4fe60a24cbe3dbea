import { type SubstitutionRow, substitutionsRoutes } from '@kg/contracts';
import { App, Button, DatePicker, Select } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import {
  type SubstitutionsQuery,
  useDeleteSubstitutionMutation,
  useGetSubstitutionOptionsQuery,
  useGetSubstitutionsQuery,
} from '../api';
import { periodText, reasonText, shiftText } from './labels';
import { useSubstitutionAccess } from './use-substitution-access';

const sortable = ['fromDate', 'absentName', 'substituteName', 'className'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const isDay = (value: string | null): string | undefined => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** /staff/members-substitution: who replaced whom, filtered by period, person and group, with PDF and Excel exports. */
export default function SubstitutionsPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const filters = {
    fromDate: isDay(params.get('fromDate')),
    toDate: isDay(params.get('toDate')),
    teacherId: positive(params.get('teacherId')),
    classId: positive(params.get('classId')),
  };
  const query = { ...pageQueryOf(paging, PAGE_SIZE), ...filters } as SubstitutionsQuery;
  const list = useGetSubstitutionsQuery(query);
  const options = useGetSubstitutionOptionsQuery({});
  const can = useSubstitutionAccess();
  const [remove] = useDeleteSubstitutionMutation();
  const { message } = App.useApp();

  const onDelete = async (row: SubstitutionRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Заместването е изтрито.');
  };
  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<SubstitutionRow>['columns'] = [
    {
      title: 'Период',
      key: 'fromDate',
      sorter: true,
      sortOrder: order('fromDate'),
      render: (_value, row) => <Link to={`/staff/members-substitution/${row.id}`}>{periodText(row)}</Link>,
    },
    { title: 'Отсъстващ', dataIndex: 'absentName', key: 'absentName', sorter: true, sortOrder: order('absentName') },
    { title: 'Заместващ', dataIndex: 'substituteName', key: 'substituteName', sorter: true, sortOrder: order('substituteName') },
    { title: 'Група', dataIndex: 'className', key: 'className', sorter: true, sortOrder: order('className') },
    { title: 'Смяна', key: 'shift', render: (_value, row) => shiftText(row) },
    { title: 'Ч. на ден', dataIndex: 'hoursPerDay', key: 'hoursPerDay', align: 'right' },
    { title: 'Дни', dataIndex: 'daysCount', key: 'daysCount', align: 'right' },
    { title: 'Часове', dataIndex: 'totalHours', key: 'totalHours', align: 'right' },
    { title: 'Причина', key: 'reason', render: (_value, row) => reasonText(row) },
    ...(can.delete
      ? [
          {
            title: '',
            key: 'actions',
            render: (_value: unknown, row: SubstitutionRow) => (
              <ConfirmDeleteButton
                title="Изтриване на заместване"
                description={`Сигурни ли сте, че искате да изтриете заместването на ${row.absentName} от ${row.substituteName} (${periodText(row)})?`}
                onConfirm={() => onDelete(row)}
              />
            ),
          },
        ]
      : []),
  ];
  const exportPath = (type: 'pdf' | 'excel') => routePath(substitutionsRoutes.export, { params: { type }, query: filters });

  return (
    <ListPage<SubstitutionRow, SortColumn>
      title="Заместване на персонал"
      tab="Заместване"
      exportFile={[
        { path: exportPath('pdf'), label: 'PDF' },
        { path: exportPath('excel'), label: 'Excel' },
      ]}
      actions={
        can.create && (
          <Link to="/staff/members-substitution/create">
            <Button type="primary">Ново заместване</Button>
          </Link>
        )
      }
      filters={
        <>
          <DatePicker.RangePicker
            aria-label="Период"
            format={DATE_FORMAT}
            placeholder={['От дата', 'До дата']}
            allowEmpty={[true, true]}
            value={[filters.fromDate ? dayjs(filters.fromDate) : null, filters.toDate ? dayjs(filters.toDate) : null]}
            onChange={(range) =>
              update({
                fromDate: range?.[0] ? toApiDate(range[0]) : undefined,
                toDate: range?.[1] ? toApiDate(range[1]) : undefined,
              })
            }
          />
          <Select
            aria-label="Служител"
            placeholder="Служител"
            allowClear
            showSearch
            optionFilterProp="label"
            value={filters.teacherId}
            loading={options.isLoading}
            options={(options.data?.staff ?? []).map((person) => ({ value: person.id, label: person.name }))}
            onChange={(teacherId?: number) => update({ teacherId })}
            style={{ width: 240 }}
          />
          <Select
            aria-label="Група"
            placeholder="Група"
            allowClear
            value={filters.classId}
            loading={options.isLoading}
            options={(options.data?.classes ?? []).map((group) => ({ value: group.id, label: group.name }))}
            onChange={(classId?: number) => update({ classId })}
            style={{ width: 200 }}
          />
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма заместване по избраните критерии."
    />
  );
}
