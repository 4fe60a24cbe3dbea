import { Audience, createNoticeRequest } from '@kg/contracts';
import { App, Button, Drawer, Flex, Form, Input } from 'antd';
import { AudienceFields, type AudienceValues, audienceSpecOf } from '../../../shared/communication/audience-fields';
import { RichTextEditor } from '../../../shared/forms/rich-text/rich-text-editor';
import { showSaveErrors } from '../../../shared/forms/save-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useCreateNoticeMutation } from '../api';

interface Values extends AudienceValues {
  title: string;
  content: string;
}

const FIELDS = new Set(['title', 'content', 'audience', 'classIds']);
const fields = createNoticeRequest.shape;

/** A new notice: title, rich text and who it is for; it goes to the top of the board. */
export function NoticeFormDrawer({ open, allowAll, onClose }: { open: boolean; allowAll: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [create, { isLoading }] = useCreateNoticeMutation();
  const { message } = App.useApp();

  const submit = async (values: Values): Promise<void> => {
    const result = await create({ title: values.title, content: values.content, ...audienceSpecOf(values) });
    if (result.error) return showSaveErrors(form, result.error, FIELDS, message.error);
    void message.success('Обявата е публикувана.');
    form.resetFields();
    onClose();
  };

  return (
    <Drawer title="Нова обява" open={open} onClose={onClose} size={640} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ audience: allowAll ? Audience.All : Audience.OnlyClasses, classIds: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label="Заглавие" required rules={[zodRule(fields.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <AudienceFields allowAll={allowAll} />
        <Form.Item name="content" label="Съдържание" required rules={[zodRule(fields.content)]}>
          <RichTextEditor aria-label="Съдържание" minHeight={200} />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Отказ</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Публикувай
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
