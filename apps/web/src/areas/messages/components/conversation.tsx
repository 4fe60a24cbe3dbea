import type { MessageReply } from '@kg/contracts';
import { App, Button, Empty, Flex, Form, Input, List, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { RichTextView } from '../../../shared/communication/rich-text-view';
import { formatDateTime } from '../../../shared/dates/dates';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteReplyMutation, useReplyToMessageMutation } from '../api';

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** A reply typed as plain text, as the rich text the API stores: one paragraph per line. */
export const replyHtml = (text: string): string =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');

interface ConversationProps {
  messageId: number;
  replies: MessageReply[];
  /** The recipient of the conversation when the author answers; absent for a recipient (their own conversation). */
  threadUserId?: number;
}

/** One conversation between the author and a recipient: the replies, oldest first, and the box to answer. */
export function Conversation({ messageId, replies, threadUserId }: ConversationProps) {
  const [form] = Form.useForm<{ text: string }>();
  const [reply, { isLoading }] = useReplyToMessageMutation();
  const [removeReply] = useDeleteReplyMutation();
  const { message } = App.useApp();

  const send = async ({ text }: { text: string }): Promise<void> => {
    const result = await reply({ id: messageId, content: replyHtml(text), ...(threadUserId ? { threadUserId } : {}) });
    if (result.error) return void message.error(errorMessage(result.error));
    form.resetFields();
    void message.success('Отговорът е изпратен.');
  };
  const remove = async (replyId: number): Promise<void> => {
    const result = await removeReply({ messageId, replyId });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Отговорът е изтрит.');
  };

  return (
    <Flex vertical gap={12}>
      <List<MessageReply>
        dataSource={replies}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Още няма отговори." /> }}
        renderItem={(item) => (
          <List.Item
            actions={
              item.isMine
                ? [
                    <ConfirmDeleteButton
                      key="delete"
                      title="Изтриване на отговор"
                      description="Сигурни ли сте, че искате да изтриете този отговор?"
                      onConfirm={() => remove(item.id)}
                    />,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Flex gap={8}>
                  <Typography.Text strong>{item.isMine ? 'Вие' : item.createdBy.name}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(item.creationTime)}</Typography.Text>
                </Flex>
              }
              description={<RichTextView html={item.content} />}
            />
          </List.Item>
        )}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void send(values)}>
        <Form.Item
          name="text"
          label="Отговор"
          rules={[{ required: true, whitespace: true, message: 'Напишете отговор.' }]}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Изпрати отговор
        </Button>
      </Form>
    </Flex>
  );
}
