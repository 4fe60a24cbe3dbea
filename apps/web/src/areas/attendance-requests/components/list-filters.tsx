import { RequestStatus, requestStatusLabels } from '@kg/contracts';
import { Select } from 'antd';
import { DateRangeFilter, GroupFilter, type ListChanges } from '../../../shared/list';
import { useGetStudentGroupsQuery } from '../../students/api';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const statusOptions = [RequestStatus.Pending, RequestStatus.Approved, RequestStatus.Rejected].map((status) => ({
  value: String(status),
  label: requestStatusLabels[status],
}));

/** The filters the request lists and references share, read from the URL (?status=&classId=&from=&to=). */
export function requestFiltersOf(params: URLSearchParams) {
  const classId = Number(params.get('classId'));
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(status && ['0', '1', '2'].includes(status) ? { status: Number(status) } : {}),
    ...(Number.isInteger(classId) && classId > 0 ? { classId } : {}),
    ...(ISO_DAY.test(from) ? { fromDate: from } : {}),
    ...(ISO_DAY.test(to) ? { toDate: to } : {}),
  };
}

type Filters = ReturnType<typeof requestFiltersOf>;

/** Group, status and period pickers writing to the URL through `update`. */
export function RequestFilterFields({
  filters,
  update,
  withGroup,
}: {
  filters: Filters;
  update: (changes: ListChanges) => void;
  withGroup: boolean;
}) {
  const groups = useGetStudentGroupsQuery(undefined, { skip: !withGroup });
  return (
    <>
      {withGroup && (
        <GroupFilter
          groups={groups.data}
          loading={groups.isLoading}
          value={filters.classId}
          onChange={(classId) => update({ classId })}
        />
      )}
      <Select
        aria-label="Статус"
        placeholder="Статус"
        allowClear
        value={filters.status === undefined ? undefined : String(filters.status)}
        options={statusOptions}
        onChange={(status?: string) => update({ status })}
        style={{ width: 180 }}
      />
      <DateRangeFilter from={filters.fromDate} to={filters.toDate} onChange={(range) => update(range)} />
    </>
  );
}
