import { type ActivityProviderRow } from '@kg/contracts';
import { App, Button, Flex, Input, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDateTime } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteActivityProviderMutation, useGetActivityProvidersQuery, useResetActivityProviderErrorMutation } from '../api';
import { ConfigurationTags } from '../components/configuration-tags';

const sortable = ['name', 'createdAt'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const BASE = '/admin/activities/providers';

/** The provider's error status (an ePay notification that failed) with the button that clears it. */
function ErrorStatus({ row, onReset }: { row: ActivityProviderRow; onReset: (row: ActivityProviderRow) => unknown }) {
  if (!row.errorMessage) return <Typography.Text type="secondary">Няма грешка</Typography.Text>;
  return (
    <Flex vertical gap={4} align="flex-start" style={{ whiteSpace: 'normal' }}>
      <Typography.Text type="danger">{row.errorMessage}</Typography.Text>
      {row.errorAt && <Typography.Text type="secondary">{formatDateTime(row.errorAt)}</Typography.Text>}
      <Popconfirm
        title="Изчистване на грешката"
        description={`Да се изчисти ли грешката на „${row.name}“?`}
        okText="Изчисти"
        cancelText="Отказ"
        onConfirm={() => onReset(row)}
      >
        <Button size="small">Изчисти грешката</Button>
      </Popconfirm>
    </Flex>
  );
}

/** /admin/activities/providers: the master's activity providers with their ePay set-up and error status. */
export default function ProvidersPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const search = params.get('search') ?? '';
  const list = useGetActivityProvidersQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) });
  const [remove] = useDeleteActivityProviderMutation();
  const [resetError] = useResetActivityProviderErrorMutation();
  const { message } = App.useApp();

  const deleteProvider = async (row: ActivityProviderRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Доставчикът е изтрит.');
  };
  const reset = async (row: ActivityProviderRow): Promise<void> => {
    const result = await resetError(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Грешката е изчистена.');
  };
  const deleteButton = (row: ActivityProviderRow) => (
    <ConfirmDeleteButton
      title="Изтриване на доставчик"
      description={`Да се изтрие ли „${row.name}“?`}
      onConfirm={() => deleteProvider(row)}
    />
  );

  const columns: TableProps<ActivityProviderRow>['columns'] = [
    {
      title: 'Доставчик',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        // The table sizes itself to its content: the card keeps to the screen so that the tags wrap.
        <Flex vertical gap={4} style={{ whiteSpace: 'normal', maxWidth: 'calc(100vw - 96px)' }}>
          <Link to={`${BASE}/${row.id}`} style={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          <Typography.Text type="secondary">ЕИК {row.eik}</Typography.Text>
          <ConfigurationTags flags={row.configurationFlags ?? 0} />
          <ErrorStatus row={row} onReset={reset} />
          {deleteButton(row)}
        </Flex>
      ),
    },
    {
      title: 'Доставчик',
      key: 'name',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      render: (_value, row) => (
        <Flex vertical>
          <Link to={`${BASE}/${row.id}`}>{row.name}</Link>
          <Typography.Text type="secondary">ЕИК {row.eik}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Контакт',
      key: 'contact',
      responsive: ['md'],
      render: (_value, row) => (
        <Flex vertical>
          <span>{row.contactName ?? '—'}</span>
          {row.phone && <Typography.Text type="secondary">{row.phone}</Typography.Text>}
          {row.email && <Typography.Text type="secondary">{row.email}</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Детски градини', dataIndex: 'kindergartensCount', key: 'kindergartens', responsive: ['sm'] },
    {
      title: 'Настройка на ePay',
      key: 'flags',
      responsive: ['sm'],
      render: (_value, row) => <ConfigurationTags flags={row.configurationFlags ?? 0} />,
    },
    {
      title: 'Състояние',
      key: 'error',
      responsive: ['sm'],
      render: (_value, row) => <ErrorStatus row={row} onReset={reset} />,
    },
    { title: 'Действия', key: 'actions', responsive: ['sm'], render: (_value, row) => deleteButton(row) },
  ];

  return (
    <ListPage<ActivityProviderRow, SortColumn>
      title="Доставчици"
      actions={
        <Link to={`${BASE}/create`}>
          <Button type="primary">Нов доставчик</Button>
        </Link>
      }
      filters={
        <Input.Search
          aria-label="Търсене по име или ЕИК"
          placeholder="Търсене по име или ЕИК"
          allowClear
          defaultValue={search}
          onSearch={(value) => update({ search: value.trim() })}
          style={{ width: 280, maxWidth: '100%' }}
        />
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма доставчици по избраните критерии."
    />
  );
}
