import { type ReactNode, useState } from 'react';
import { type LoggedInUser, type NotificationMessage, roleLabels, userTypeLabels } from '@kg/contracts';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Avatar, Badge, Button, Divider, Dropdown, Flex, Spin, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetAvatarQuery } from '../../identity/api';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { useGetNotificationCountersQuery, useGetNotificationsQuery } from '../api';
import { hasCounters } from '../use-notification-counters';

export const headerTexts = {
  messages: (count: number) => (count ? `Съобщения: ${count} непрочетени` : 'Съобщения'),
  notifications: (count: number) => (count ? `Известия: ${count} нови` : 'Известия'),
  noMessages: 'Няма непрочетени съобщения.',
  noNotifications: 'Няма нови събития и анкети.',
  allMessages: 'Всички съобщения',
  allNotifications: 'Всички известия',
  events: 'Събития',
  polls: 'Анкети без отговор',
  until: 'до',
} as const;

/** How many items a header dropdown shows; the rest are on /notifications. */
const DROPDOWN_SIZE = 5;

function useCounters(user: LoggedInUser) {
  return useGetNotificationCountersQuery(undefined, { skip: !hasCounters(user) }).data;
}

function Panel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: 360,
        maxWidth: 'calc(100vw - 24px)',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        padding: 12,
      }}
    >
      {children}
    </div>
  );
}

function SenderAvatar({ userId, name }: { userId: number; name: string }) {
  const { data } = useGetAvatarQuery(userId);
  return (
    <Avatar src={data} alt="" size={32} style={{ flex: 'none' }}>
      {name.slice(0, 1)}
    </Avatar>
  );
}

/** One unread message: avatar, name, role, time, title, stripped content (spec 1 §2); the link's name is what it shows. */
export function MessageRow({ message }: { message: NotificationMessage }) {
  return (
    // Inside a list item (a flex row on /notifications) it takes the row's width, not its text's: the texts shorten.
    <Link to={`/messages/${message.id}`} style={{ display: 'block', flex: 'auto', minWidth: 0, color: 'inherit' }}>
      <Flex gap={10} align="start">
        <SenderAvatar userId={message.createdBy.id} name={message.createdBy.name} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong ellipsis>
              {message.createdBy.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
              {formatDateTime(message.creationTime)}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {message.createdBy.role !== null ? roleLabels[message.createdBy.role] : userTypeLabels[message.createdBy.userType]}
          </Typography.Text>
          <Typography.Text ellipsis>{message.title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {message.content}
          </Typography.Text>
        </Flex>
      </Flex>
    </Link>
  );
}

/**
 * A top-bar item: an icon with its count; opened, a panel that loads its items (`body`, only while open) and ends
 * with the link to the whole list. Clicking an item closes it.
 */
function HeaderDropdown({
  icon,
  label,
  count,
  all,
  body,
}: {
  icon: ReactNode;
  label: string;
  count: number;
  all: { to: string; text: string };
  body: (open: boolean) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const content = body(open);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      popupRender={() => (
        <Panel>
          <div onClick={() => setOpen(false)}>{content}</div>
          <Divider style={{ margin: '12px 0 8px' }} />
          <Link to={all.to} onClick={() => setOpen(false)}>
            {all.text}
          </Link>
        </Panel>
      )}
    >
      <Button type="text" size="large" aria-label={label} aria-haspopup="dialog">
        <Badge count={count} size="small" offset={[4, -2]}>
          {icon}
        </Badge>
      </Button>
    </Dropdown>
  );
}

function ListOrEmpty({ loading, empty, children }: { loading: boolean; empty: string; children: ReactNode[] }) {
  if (loading) return <Spin size="small" />;
  if (children.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Flex vertical gap={10}>
      {children}
    </Flex>
  );
}

function MessagesList({ open }: { open: boolean }) {
  const list = useGetNotificationsQuery({ kind: 'messages', pageSize: DROPDOWN_SIZE }, { skip: !open });
  return (
    <ListOrEmpty loading={list.isFetching && !list.data} empty={headerTexts.noMessages}>
      {(list.data?.messages?.result ?? []).map((message) => (
        <MessageRow key={message.id} message={message} />
      ))}
    </ListOrEmpty>
  );
}

function EventsAndPolls({ open }: { open: boolean }) {
  const events = useGetNotificationsQuery({ kind: 'events', pageSize: DROPDOWN_SIZE }, { skip: !open });
  const polls = useGetNotificationsQuery({ kind: 'polls', pageSize: DROPDOWN_SIZE }, { skip: !open });
  const eventItems = events.data?.events?.result ?? [];
  const pollItems = polls.data?.polls?.result ?? [];
  const line = (key: string, to: string, icon: ReactNode, title: string, when: string) => (
    <Link key={key} to={to}>
      <Flex gap={8} align="center">
        {icon}
        <Typography.Text ellipsis style={{ flex: 1 }}>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
          {when}
        </Typography.Text>
      </Flex>
    </Link>
  );
  return (
    <ListOrEmpty
      loading={(events.isFetching && !events.data) || (polls.isFetching && !polls.data)}
      empty={headerTexts.noNotifications}
    >
      {[
        ...(eventItems.length
          ? [
              <Typography.Text key="events" type="secondary">
                {headerTexts.events}
              </Typography.Text>,
            ]
          : []),
        ...eventItems.map((event) =>
          line(
            `e${event.id}`,
            `/calendar?id=${event.id}`,
            <CalendarOutlined />,
            event.title,
            event.allDay ? formatDate(event.fromDate) : formatDateTime(event.fromDate),
          ),
        ),
        ...(pollItems.length
          ? [
              <Typography.Text key="polls" type="secondary">
                {headerTexts.polls}
              </Typography.Text>,
            ]
          : []),
        ...pollItems.map((poll) =>
          line(
            `p${poll.id}`,
            `/polls/${poll.id}`,
            <FormOutlined />,
            poll.title,
            poll.expirationTime ? `${headerTexts.until} ${formatDateTime(poll.expirationTime)}` : '',
          ),
        ),
      ]}
    </ListOrEmpty>
  );
}

/** The messages item of the top bar: envelope with the unread count; opened, the latest unread messages. */
export function MessagesItem({ user }: { user: LoggedInUser }) {
  const count = useCounters(user)?.unseenMessages ?? 0;
  return (
    <HeaderDropdown
      icon={<MailOutlined style={{ fontSize: 18 }} />}
      label={headerTexts.messages(count)}
      count={count}
      all={{ to: '/messages', text: headerTexts.allMessages }}
      body={(open) => <MessagesList open={open} />}
    />
  );
}

/** The notifications item of the top bar: bell with unseen events + unanswered polls; opened, both lists. */
export function NotificationsItem({ user }: { user: LoggedInUser }) {
  const counters = useCounters(user);
  const count = (counters?.unseenEvents ?? 0) + (counters?.unvotedPolls ?? 0);
  return (
    <HeaderDropdown
      icon={<BellOutlined style={{ fontSize: 18 }} />}
      label={headerTexts.notifications(count)}
      count={count}
      all={{ to: '/notifications', text: headerTexts.allNotifications }}
      body={(open) => <EventsAndPolls open={open} />}
    />
  );
}
