import { messageMessages, updateMessageRequest } from '@kg/contracts';
import { Form, Input } from 'antd';
import { RichTextEditor } from '../../../shared/forms/rich-text/rich-text-editor';
import { zodRule } from '../../../shared/forms/zod-rule';

const fields = updateMessageRequest.shape;

/** Title and rich-text content, shared by writing and editing a message. */
export function MessageFields() {
  return (
    <>
      <Form.Item name="title" label="Заглавие" required rules={[zodRule(fields.title)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="content"
        label="Съдържание"
        required
        rules={[{ required: true, whitespace: true, message: messageMessages.contentRequired }]}
      >
        <RichTextEditor aria-label="Съдържание" minHeight={180} />
      </Form.Item>
    </>
  );
}

const formNames = new Map([
  ['audience', 'target'],
  ['fileIds', 'files'],
]);

/** The message forms' name of an answer's field: the audience goes under "До кого", the files under theirs. */
export const messageFieldName = (field: string): string => formNames.get(field) ?? field;
