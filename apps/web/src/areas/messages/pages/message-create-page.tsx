import { MAX_MESSAGE_ATTACHMENTS, type UploadedFile } from '@kg/contracts';
import { Button, Card, Flex, Form } from 'antd';
import { useNavigate } from 'react-router';
import { withFormNames } from '../../../shared/communication/form-names';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { AttachmentsInput } from '../../../shared/upload';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useCreateMessageMutation } from '../api';
import { MessageFields, messageFieldName } from '../components/message-fields';
import { audienceOf, RecipientsFields, type RecipientsValues, targetsFor } from '../components/recipients-fields';

interface MessageFormValues extends RecipientsValues {
  title: string;
  content: string;
  files?: UploadedFile[];
}

/** /messages/create: a new message; the server decides who it reaches from the chosen audience. */
export default function MessageCreatePage() {
  const user = useGetUserDataQuery().data;
  const targets = targetsFor(user);
  const [create] = useCreateMessageMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm({
    save: async (values: MessageFormValues) =>
      withFormNames(
        await create({
          title: values.title,
          content: values.content,
          fileIds: (values.files ?? []).map((file) => file.id),
          ...audienceOf(values),
        }),
        messageFieldName,
      ),
    success: 'Съобщението е изпратено.',
    onSaved: (result) => void navigate(`/messages/${result.entityId}`),
  });

  return (
    <Card title={<PageTitle>Ново съобщение</PageTitle>} style={{ maxWidth: 900 }}>
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
            <Button type="primary" htmlType="submit" loading={saving}>
              Изпрати
            </Button>
            <Button onClick={() => void navigate('/messages')}>Отказ</Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
