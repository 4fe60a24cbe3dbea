import { audienceLabels, type MessageDetails, RealtimeEvent } from '@kg/contracts';
import { Alert, App, Button, Card, Collapse, Descriptions, Flex, Form, Modal, Skeleton, Tag, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { withFormNames } from '../../../shared/communication/form-names';
import { RichTextView } from '../../../shared/communication/rich-text-view';
import { formatDateTime } from '../../../shared/dates/dates';
import { LoadError } from '../../../shared/list';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDeleteMessageMutation, useGetMessageQuery, useSetMessageSeenMutation, useUpdateMessageMutation } from '../api';
import { Conversation } from '../components/conversation';
import { MessageAttachments } from '../components/message-attachments';
import { MessageFields, messageFieldName } from '../components/message-fields';
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
  const [setSeen] = useSetMessageSeenMutation();
  const [update] = useUpdateMessageMutation();
  const [remove] = useDeleteMessageMutation();
  const [editing, setEditing] = useState(false);
  const { message: toast } = App.useApp();
  const { form, submit, saving } = useSaveForm({
    save: async (values: EditValues) => withFormNames(await update({ id, ...values }), messageFieldName),
    success: 'Съобщението е редактирано.',
    onSaved: () => setEditing(false),
  });
  const navigate = useNavigate();

  const unread = message ? isUnread(message) : false;
  useEffect(() => {
    if (unread) void setSeen(id);
  }, [id, unread, setSeen]);
  useRealtimeEvent(RealtimeEvent.ReceiveMessage, (payload) => {
    if (payload.id === id) void query.refetch();
  });

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
      title={<PageTitle>{message.title}</PageTitle>}
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
        <Form<EditValues> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <MessageFields />
        </Form>
      </Modal>
    </Card>
  );
}
