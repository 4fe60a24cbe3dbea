import { allows, type MessageOverview, RealtimeEvent, Resource } from '@kg/contracts';
import { App, Badge, Button, Checkbox, Flex, Input, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDateTime } from '../../../shared/dates/dates';
import { ListPage, pageQueryOf, useUrlListState } from '../../../shared/list';
import { useRealtimeEvent } from '../../../shared/realtime';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetMessagesQuery, useSetAllMessagesSeenMutation } from '../api';
import { isUnread } from '../components/message-state';

const PAGE_SIZE = 20;
const noSorting: readonly never[] = [];

/** /messages: the messages the user sent and received, newest first; unread in bold with a dot (spec 2 §4). */
export default function MessagesPage() {
  const { params, paging, update } = useUrlListState(noSorting);
  const unreadOnly = params.get('unread') === 'true';
  const search = params.get('search') ?? '';
  const list = useGetMessagesQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(unreadOnly ? { unreadOnly: true } : {}),
    ...(search ? { search } : {}),
  });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [setAllSeen, { isLoading: marking }] = useSetAllMessagesSeenMutation();
  const { message } = App.useApp();
  useRealtimeEvent(RealtimeEvent.ReceiveMessage, () => void list.refetch());

  const markAll = async (): Promise<void> => {
    const result = await setAllSeen();
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Всички съобщения са отбелязани като прочетени.');
  };

  const columns: TableProps<MessageOverview>['columns'] = [
    {
      title: 'Съобщение',
      key: 'title',
      render: (_value, row) => {
        const unread = isUnread(row);
        return (
          <Flex vertical gap={2}>
            <Flex gap={8} align="center">
              {unread && <Badge color="blue" role="img" aria-label="Непрочетено" />}
              <Link to={`/messages/${row.id}`} style={{ fontWeight: unread ? 600 : 400 }}>
                {row.title}
              </Link>
              {row.numberOfUnseenReplies > 0 && (
                <Tag color="red">
                  {row.numberOfUnseenReplies} {row.numberOfUnseenReplies === 1 ? 'нов отговор' : 'нови отговора'}
                </Tag>
              )}
            </Flex>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 560 }}>
              {row.excerpt}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      title: 'От',
      key: 'author',
      render: (_value, row) =>
        row.isAuthor ? (
          <Typography.Text type="secondary">
            Вие{row.recipientsCount !== null ? ` → ${row.recipientsCount} получатели` : ''}
          </Typography.Text>
        ) : (
          row.createdBy.name
        ),
    },
    { title: 'Дата', key: 'creationTime', render: (_value, row) => formatDateTime(row.creationTime) },
  ];

  return (
    <ListPage<MessageOverview, never>
      title="Съобщения"
      actions={
        <>
          <Button loading={marking} onClick={() => void markAll()}>
            Маркирай всички като прочетени
          </Button>
          {allows(access, Resource.Messages, 'create') && (
            <Link to="/messages/create">
              <Button type="primary">Ново съобщение</Button>
            </Link>
          )}
        </>
      }
      filters={
        <>
          <Input.Search
            aria-label="Търсене по заглавие"
            placeholder="Търсене по заглавие"
            allowClear
            defaultValue={search}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ width: 280 }}
          />
          <Checkbox
            checked={unreadOnly}
            onChange={(event) => update({ unread: event.target.checked ? 'true' : undefined })}
            style={{ alignSelf: 'center' }}
          >
            Непрочетени
          </Checkbox>
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update({ page: changes.page }, false)}
      emptyText={unreadOnly ? 'Нямате непрочетени съобщения.' : 'Нямате съобщения.'}
    />
  );
}
