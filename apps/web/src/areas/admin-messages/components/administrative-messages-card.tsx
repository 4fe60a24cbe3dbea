import { RealtimeEvent } from '@kg/contracts/realtime';
import { Badge, Button, Card, Flex, List, Typography } from 'antd';
import { formatDateTime } from '../../../shared/dates/dates';
import { realtime, type RealtimeConnection, useRealtimeEvent } from '../../../shared/realtime';
import { useDispatch } from 'react-redux';
import { adminMessagesApi, useGetMyAdminMessagesQuery, useMarkAdminMessageSeenMutation } from '../api';
import { RichTextView } from '../../../shared/communication/rich-text-view';

const SHOWN = 5;

/**
 * "Административни съобщения" on the home page: the newest messages the master addressed to the user, unseen ones
 * marked; reloads when a new one is pushed. Renders nothing when there are none (or they could not be loaded).
 */
export function AdministrativeMessagesCard({ connection = realtime }: { connection?: RealtimeConnection }) {
  const messages = useGetMyAdminMessagesQuery({ pageSize: SHOWN });
  const [markSeen, marking] = useMarkAdminMessageSeenMutation();
  const dispatch = useDispatch();
  useRealtimeEvent(
    RealtimeEvent.ReceiveMasterAdministrativeMessage,
    () => dispatch(adminMessagesApi.util.invalidateTags(['MyAdminMessages'])),
    connection,
  );
  const rows = messages.data?.result ?? [];
  if (rows.length === 0) return null;

  return (
    <Card title="Административни съобщения" style={{ marginBottom: 16 }} aria-label="Административни съобщения">
      <List
        itemLayout="vertical"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item
            key={row.id}
            extra={
              !row.seen && (
                <Button
                  size="small"
                  loading={marking.isLoading && marking.originalArgs === row.id}
                  onClick={() => void markSeen(row.id)}
                >
                  Прочетено
                </Button>
              )
            }
          >
            <Flex gap={8} align="center">
              {!row.seen && <Badge color="blue" role="img" aria-label="Ново" />}
              <Typography.Text strong>{row.title}</Typography.Text>
              <Typography.Text type="secondary">{formatDateTime(row.createdAt)}</Typography.Text>
            </Flex>
            <RichTextView html={row.content} />
          </List.Item>
        )}
      />
    </Card>
  );
}
