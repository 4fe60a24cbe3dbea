import { MAX_MESSAGE_ATTACHMENTS, type UploadedFile } from '@kg/contracts';
import { App, Button, Card, Flex, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { AttachmentsInput } from '../../../shared/upload';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useCreateMessageMutation } from '../api';
import { MessageFields, showMessageErrors } from '../components/message-fields';
import { audienceOf, RecipientsFields, type RecipientsValues, targetsFor } from '../components/recipients-fields';

interface MessageFormValues extends RecipientsValues {
  title: string;
  content: string;
  files?: UploadedFile[];
}

/** /messages/create: a new message; the server decides who it reaches from the chosen audience. */
export default function MessageCreatePage() {
  usePageTitle('Ново съобщение');
  const [form] = Form.useForm<MessageFormValues>();
  const user = useGetUserDataQuery().data;
  const targets = targetsFor(user);
  const [create, { isLoading }] = useCreateMessageMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const submit = async (values: MessageFormValues): Promise<void> => {
    const result = await create({
      title: values.title,
      content: values.content,
      fileIds: (values.files ?? []).map((file) => file.id),
      ...audienceOf(values),
    });
    if (result.error) return showMessageErrors(form, result.error, message.error);
    void message.success('Съобщението е изпратено.');
    void navigate(`/messages/${result.data.entityId}`);
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Ново съобщение
        </Typography.Title>
      }
      style={{ maxWidth: 900 }}
    >
      {user && (
        <Form<MessageFormValues>
          form={form}
          layout="vertical"
          initialValues={{ target: targets[0] ?? 'people', classIds: [], userIds: [] }}
          onFinish={(values) => void submit(values)}
        >
          <RecipientsFields targets={targets} />
          <MessageFields />
          <Form.Item
            name="files"
            label="Прикачени файлове"
            extra={`До ${MAX_MESSAGE_ATTACHMENTS} файла: PDF, снимки, документи на Office или текст.`}
          >
            <AttachmentsInput maxFiles={MAX_MESSAGE_ATTACHMENTS} />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Изпрати
            </Button>
            <Button onClick={() => void navigate('/messages')}>Отказ</Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
