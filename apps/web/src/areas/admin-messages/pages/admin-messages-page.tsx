import { AdminMessageAudience, adminMessageAudienceLabels, type AdminMessageRow, roleLabels } from '@kg/contracts';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetAdminMessagesQuery } from '../api';
import { AdminMessageDrawer } from '../components/admin-message-drawer';
import { RichTextView } from '../../../shared/communication/rich-text-view';

const sortable = ['createdAt', 'title'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;

function Recipients({ row }: { row: AdminMessageRow }) {
  return (
    <Flex vertical gap={4}>
      <span>{adminMessageAudienceLabels[row.audience]}</span>
      {row.recipients.length > 0 && (
        <Flex gap={4} wrap>
          {row.recipients.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Flex>
      )}
      {row.audience !== AdminMessageAudience.Users && row.roles.length > 0 && (
        <Typography.Text type="secondary">Роли: {row.roles.map((role) => roleLabels[role]).join(', ')}</Typography.Text>
      )}
    </Flex>
  );
}

/** /admin/messages/dashboard: the master's administrative messages, shown on the recipients' home page. */
export default function AdminMessagesPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const search = params.get('search') ?? '';
  const list = useGetAdminMessagesQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) });
  const [creating, setCreating] = useState(false);

  const columns: TableProps<AdminMessageRow>['columns'] = [
    {
      title: 'Изпратено',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'createdAt'),
      render: (value: string) => formatDateTime(value),
    },
    {
      title: 'Заглавие',
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'title'),
    },
    {
      title: 'Съдържание',
      key: 'content',
      render: (_value, row) => (
        <div style={{ maxWidth: 420, maxHeight: 120, overflow: 'auto' }}>
          <RichTextView html={row.content} />
        </div>
      ),
    },
    { title: 'Получатели', key: 'recipients', render: (_value, row) => <Recipients row={row} /> },
    { title: 'Изпратено от', dataIndex: 'createdBy', key: 'createdBy' },
  ];

  return (
    <>
      <ListPage<AdminMessageRow, SortColumn>
        title="Административни съобщения"
        actions={
          <Button type="primary" onClick={() => setCreating(true)}>
            Ново съобщение
          </Button>
        }
        filters={
          <Input.Search
            aria-label="Търсене в заглавието и съдържанието"
            placeholder="Търсене в заглавието и съдържанието"
            allowClear
            defaultValue={search}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ width: 320 }}
          />
        }
        list={list}
        columns={columns}
        paging={paging}
        pageSize={PAGE_SIZE}
        onChange={(changes) => update(changes, false)}
        emptyText="Няма изпратени административни съобщения."
      />
      <AdminMessageDrawer open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
