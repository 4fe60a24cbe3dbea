import { messageMessages, updateMessageRequest } from '@kg/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Input, type FormInstance } from 'antd';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
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

/** A refused save: the answer's field messages under the form's fields (the audience under "До кого"), and a toast. */
export function showMessageErrors<Values>(
  form: FormInstance<Values>,
  error: FetchBaseQueryError | SerializedError,
  toast: (text: string) => unknown,
): void {
  const shown = new Set(['title', 'content', 'classIds', 'userIds', 'threadUserId', 'files']);
  const formName: Record<string, string> = { audience: 'target', fileIds: 'files' };
  form.setFields(
    Object.entries(fieldErrors(error))
      .map(([name, errors]) => ({ name: (formName[name] ?? name) as never, errors }))
      .filter((field) => shown.has(field.name) || field.name === 'target'),
  );
  void toast(errorMessage(error));
}
