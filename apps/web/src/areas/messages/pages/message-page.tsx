import { audienceLabels, type MessageDetails, RealtimeEvent } from '@kg/contracts';
import { Alert, App, Button, Card, Collapse, Descriptions, Flex, Form, Modal, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { RichTextView } from '../../../shared/communication/rich-text-view';
import { formatDateTime } from '../../../shared/dates/dates';
import { LoadError } from '../../../shared/list';
import { useRealtimeEvent } from '../../../shared/realtime';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useDeleteMessageMutation, useGetMessageQuery, useSetMessageSeenMutation, useUpdateMessageMutation } from '../api';
import { Conversation } from '../components/conversation';
import { MessageAttachments } from '../components/message-attachments';
import { MessageFields, showMessageErrors } from '../components/message-fields';
import { isUnread } from '../components/message-state';

interface EditValues {
  title: string;
  content: string;
}

function Recipients({ message }: { message: MessageDetails }) {
  const recipients = message.recipients;
  if (!recipients) return null;
  const to = [
    ...(recipients.audience !== null ? [audienceLabels[recipients.audience]] : []),
    ...recipients.classes.map((group) => group.name),
    ...recipients.people.map((person) => person.name),
  ];
  return (
    <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="До">
        <Flex gap={4} wrap>
          {to.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label="Прочетено от">
        {recipients.seenCount} от {recipients.count} получатели
      </Descriptions.Item>
    </Descriptions>
  );
}

/** /messages/:id: the message, its recipients (for the author), the conversations; opening it marks it seen. */
export default function MessagePage() {
  const id = Number(useParams().id);
  const query = useGetMessageQuery(id, { skip: !(id > 0) });
  const message = query.data;
  usePageTitle(message?.title ?? 'Съобщение');
  const [setSeen] = useSetMessageSeenMutation();
  const [update, { isLoading: saving }] = useUpdateMessageMutation();
  const [remove] = useDeleteMessageMutation();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<EditValues>();
  const { message: toast } = App.useApp();
  const navigate = useNavigate();

  const unread = message ? isUnread(message) : false;
  useEffect(() => {
    if (unread) void setSeen(id);
  }, [id, unread, setSeen]);
  useRealtimeEvent(RealtimeEvent.ReceiveMessage, (payload) => {
    if (payload.id === id) void query.refetch();
  });

  const save = async (values: EditValues): Promise<void> => {
    const result = await update({ id, ...values });
    if (result.error) return showMessageErrors(form, result.error, toast.error);
    setEditing(false);
    void toast.success('Съобщението е редактирано.');
  };
  const destroy = async (): Promise<void> => {
    const result = await remove(id);
    if (result.error) return void toast.error(errorMessage(result.error));
    void toast.success('Съобщението е изтрито.');
    void navigate('/messages');
  };

  if (query.isError) return <LoadError list={query} />;
  if (!message) return <Skeleton active />;
  const own = message.conversations[0];

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {message.title}
        </Typography.Title>
      }
      extra={
        <Flex gap={8}>
          {message.isAuthor && (
            <Button
              onClick={() => {
                form.setFieldsValue({ title: message.title, content: message.content });
                setEditing(true);
              }}
            >
              Редактиране
            </Button>
          )}
          {message.canDelete && (
            <Popconfirm
              title="Изтриване на съобщение"
              description="Съобщението и всички отговори ще бъдат изтрити за всички получатели."
              okText="Изтрий"
              cancelText="Отказ"
              okButtonProps={{ danger: true }}
              onConfirm={() => destroy()}
            >
              <Button danger>Изтриване</Button>
            </Popconfirm>
          )}
        </Flex>
      }
      style={{ maxWidth: 960 }}
    >
      <Typography.Paragraph type="secondary">
        {message.isAuthor ? 'Изпратено от вас' : `От ${message.createdBy.name}`} на {formatDateTime(message.creationTime)}
        {message.updateTime !== message.creationTime && ` · редактирано ${formatDateTime(message.updateTime)}`}
      </Typography.Paragraph>
      <Recipients message={message} />
      <RichTextView html={message.content} />
      <MessageAttachments attachments={message.attachments} />

      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        Отговори
      </Typography.Title>
      {message.isAuthor ? (
        message.conversations.length === 0 ? (
          <Alert type="info" showIcon title="Още никой не е отговорил." />
        ) : (
          <Collapse
            items={message.conversations.map((conversation) => ({
              key: conversation.user.id,
              label: `${conversation.user.name} (${conversation.replies.length})`,
              children: <Conversation messageId={id} replies={conversation.replies} threadUserId={conversation.user.id} />,
            }))}
          />
        )
      ) : (
        <Conversation messageId={id} replies={own?.replies ?? []} />
      )}

      <Modal
        title="Редактиране на съобщение"
        open={editing}
        okText="Запази"
        cancelText="Отказ"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(false)}
        width={760}
        forceRender
      >
        <Form<EditValues> form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <MessageFields />
        </Form>
      </Modal>
    </Card>
  );
}
