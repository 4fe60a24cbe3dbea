import { type ParentRegistrationRow, RequestKind, requestKindLabels, RequestStatus, requestStatusLabels } from '@kg/contracts';
import { Select } from 'antd';
import type { TableProps } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetParentRegistrationsQuery } from '../api';
import { RegistrationDrawer } from '../components/registration-drawer';
import { StatusTag } from '../components/status-tag';

const sortable = ['createdAt', 'parentName'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const BASE = '/parents/registration-parents';
const statusOptions = [RequestStatus.Pending, RequestStatus.Approved, RequestStatus.Rejected].map((value) => ({
  value: String(value),
  label: requestStatusLabels[value],
}));
const kindOptions = [RequestKind.Enroll, RequestKind.Update, RequestKind.Delist].map((value) => ({
  value: String(value),
  label: requestKindLabels[value],
}));
const oneOf = (value: string | null, options: { value: string }[]) =>
  options.some((option) => option.value === value) ? value! : undefined;

/**
 * /parents/registration-parents/:id?: the parents' requests of the kindergarten, filtered by status (pending first by
 * default) and kind; `:id` opens the request in a drawer with the decision.
 */
export default function RegistrationsPage() {
  const { id: idText } = useParams();
  const navigate = useNavigate();
  const { params, paging, update } = useUrlListState(sortable);
  const status = oneOf(params.get('status') ?? String(RequestStatus.Pending), [...statusOptions, { value: 'all' }]);
  const kind = oneOf(params.get('kind'), kindOptions);
  const query = {
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(status && status !== 'all' ? { status: Number(status) as RequestStatus } : {}),
    ...(kind ? { kind: Number(kind) as RequestKind } : {}),
  };
  const list = useGetParentRegistrationsQuery(query);
  const id = idText === undefined ? undefined : Number(idText);
  const search = params.toString();

  const order = (column: SortColumn) => sortOrderOf(paging, column);
  const columns: TableProps<ParentRegistrationRow>['columns'] = [
    {
      title: 'Подадена',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: order('createdAt'),
      render: (createdAt: string, row) => (
        <Link to={`${BASE}/${row.id}${search ? `?${search}` : ''}`}>{formatDateTime(createdAt)}</Link>
      ),
    },
    { title: 'Вид', dataIndex: 'kind', key: 'kind', render: (value: RequestKind) => requestKindLabels[value] },
    { title: 'Родител', dataIndex: 'parentName', key: 'parentName', sorter: true, sortOrder: order('parentName') },
    { title: 'Имейл', dataIndex: 'email', key: 'email' },
    { title: 'Дете', dataIndex: 'childName', key: 'childName' },
    { title: 'Статус', dataIndex: 'status', key: 'status', render: (value: RequestStatus) => <StatusTag status={value} /> },
  ];

  return (
    <>
      <ListPage<ParentRegistrationRow, SortColumn>
        title="Заявки на родители"
        filters={
          <>
            <Select
              aria-label="Статус"
              value={status ?? String(RequestStatus.Pending)}
              options={[...statusOptions, { value: 'all', label: 'Всички статуси' }]}
              onChange={(value: string) => update({ status: value === String(RequestStatus.Pending) ? undefined : value })}
              style={{ width: 200 }}
            />
            <Select
              aria-label="Вид"
              placeholder="Всички видове"
              allowClear
              value={kind}
              options={kindOptions}
              onChange={(value?: string) => update({ kind: value })}
              style={{ width: 200 }}
            />
          </>
        }
        list={list}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма заявки по избраните критерии."
      />
      {id !== undefined && <RegistrationDrawer id={id} onClose={() => void navigate(`${BASE}${search ? `?${search}` : ''}`)} />}
    </>
  );
}
