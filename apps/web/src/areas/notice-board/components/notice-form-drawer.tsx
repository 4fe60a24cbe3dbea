import { Audience, createNoticeRequest } from '@kg/contracts';
import { Button, Drawer, Flex, Form, Input } from 'antd';
import { AudienceFields, type AudienceValues, audienceSpecOf } from '../../../shared/communication/audience-fields';
import { RichTextEditor } from '../../../shared/forms/rich-text/rich-text-editor';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useCreateNoticeMutation } from '../api';

interface Values extends AudienceValues {
  title: string;
  content: string;
}

const fields = createNoticeRequest.shape;

/** A new notice: title, rich text and who it is for; it goes to the top of the board. */
export function NoticeFormDrawer({ open, allowAll, onClose }: { open: boolean; allowAll: boolean; onClose: () => void }) {
  const [create] = useCreateNoticeMutation();
  const { form, submit, saving } = useSaveForm({
    save: (values: Values) => create({ title: values.title, content: values.content, ...audienceSpecOf(values) }),
    success: 'Обявата е публикувана.',
    onSaved: () => {
      form.resetFields();
      onClose();
    },
  });

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
          <Button type="primary" htmlType="submit" loading={saving}>
            Публикувай
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
