import { type ReactNode, useState } from 'react';
import { type NotificationKind, notificationKindLabels, type Notifications } from '@kg/contracts';
import { Alert, App, Badge, Button, Card, Empty, Flex, List, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetNotificationsQuery, useMarkAllSeenMutation } from '../api';
import { MessageRow } from '../components/header-items';

export const notificationsTexts = {
  title: 'Известия',
  markAllSeen: 'Маркирай всички като видени',
  markedSeen: 'Отбелязано като видяно.',
  markFailed: 'Не успяхме да отбележим като видяно.',
  empty: {
    messages: 'Няма непрочетени съобщения.',
    events: 'Няма нови предстоящи събития.',
    polls: 'Няма анкети, които чакат вашия отговор.',
    notices: 'Няма нови обяви.',
  } satisfies Record<NotificationKind, string>,
  until: 'Краен срок:',
  noDeadline: 'Без краен срок',
} as const;

const PAGE_SIZE = 10;

type Rows<K extends NotificationKind> = NonNullable<Notifications[K]>['result'];

function itemsOf<K extends NotificationKind>(kind: K, rows: Rows<K>): ReactNode[] {
  switch (kind) {
    case 'messages':
      return (rows as Rows<'messages'>).map((message) => <MessageRow key={message.id} message={message} />);
    case 'events':
      return (rows as Rows<'events'>).map((event) => (
        <Link key={event.id} to={`/calendar?id=${event.id}`}>
          <Flex justify="space-between" gap={12}>
            <Typography.Text>{event.title}</Typography.Text>
            <Typography.Text type="secondary">
              {event.allDay ? formatDate(event.fromDate) : formatDateTime(event.fromDate)}
            </Typography.Text>
          </Flex>
        </Link>
      ));
    case 'polls':
      return (rows as Rows<'polls'>).map((poll) => (
        <Link key={poll.id} to={`/polls/${poll.id}`}>
          <Flex justify="space-between" gap={12}>
            <Typography.Text>{poll.title}</Typography.Text>
            <Typography.Text type="secondary">
              {poll.expirationTime
                ? `${notificationsTexts.until} ${formatDateTime(poll.expirationTime)}`
                : notificationsTexts.noDeadline}
            </Typography.Text>
          </Flex>
        </Link>
      ));
    default:
      return (rows as Rows<'notices'>).map((notice) => (
        <Link key={notice.id} to="/notes" style={{ display: 'block', color: 'inherit' }}>
          <Typography.Text strong>{notice.title}</Typography.Text>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {notice.content}
          </Typography.Paragraph>
        </Link>
      ));
  }
}

/** One list of the page: its own server pages, its own "mark all seen" (polls are answered, not marked). */
function NotificationList({ kind }: { kind: NotificationKind }) {
  const { message } = App.useApp();
  const [pageNumber, setPageNumber] = useState(1);
  const query = useGetNotificationsQuery({ kind, pageNumber, pageSize: PAGE_SIZE });
  const [markAllSeen, marking] = useMarkAllSeenMutation();
  const page = query.data?.[kind];
  if (query.isSuccess && !page) return null; // the user may not read this list
  const rows = (page?.result ?? []) as Rows<typeof kind>;

  const onMarkAll = async () => {
    if (kind === 'polls') return;
    try {
      await markAllSeen(kind).unwrap();
      setPageNumber(1);
      void message.success(notificationsTexts.markedSeen);
    } catch {
      void message.error(notificationsTexts.markFailed);
    }
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {notificationKindLabels[kind]}
          <Badge count={page?.rowsCount ?? 0} showZero={false} />
        </Flex>
      }
      extra={
        kind !== 'polls' && (page?.rowsCount ?? 0) > 0 ? (
          <Button size="small" loading={marking.isLoading} onClick={() => void onMarkAll()}>
            {notificationsTexts.markAllSeen}
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon title={errorMessage(query.error)} />
      ) : (
        <List
          loading={query.isFetching}
          dataSource={itemsOf(kind, rows)}
          renderItem={(item) => <List.Item>{item}</List.Item>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={notificationsTexts.empty[kind]} /> }}
          pagination={
            (page?.rowsCount ?? 0) > PAGE_SIZE
              ? { current: pageNumber, pageSize: PAGE_SIZE, total: page?.rowsCount ?? 0, onChange: setPageNumber, size: 'small' }
              : false
          }
        />
      )}
    </Card>
  );
}

/**
 * /notifications (spec 1 §2 "Common"; docs/notifications.md): what waits for the user — unread messages, unseen
 * upcoming events, polls without an answer, unseen notices — each a paged list with links to the item.
 */
export default function NotificationsPage() {
  return (
    <Flex vertical gap={16}>
      <PageTitle>{notificationsTexts.title}</PageTitle>
      {(['messages', 'events', 'polls', 'notices'] as const).map((kind) => (
        <NotificationList key={kind} kind={kind} />
      ))}
    </Flex>
  );
}
