import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { Alert, Button, Form, Input } from 'antd';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { showFieldErrors } from '../../../shared/forms/use-save-form';
import { confirmPasswordRules, NEW_PASSWORD_HINT, newPasswordRules } from '../../../shared/forms/password-rules';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

type Failure = FetchBaseQueryError | SerializedError;

/**
 * The new password and its confirmation (spec 1 §5 password rule), for password recovery and account activation.
 * `submit` answers the call's error, if any: an error on `token` means the link is bad and goes to `onInvalidLink`.
 */
export function NewPasswordForm({
  submitLabel,
  submit,
  onInvalidLink,
}: {
  submitLabel: string;
  submit: (values: NewPasswordValues) => Promise<Failure | undefined>;
  onInvalidLink: (message: string) => void;
}) {
  const [form] = Form.useForm<NewPasswordValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async (values: NewPasswordValues): Promise<void> => {
    setFailure(null);
    setBusy(true);
    const error = await submit(values).finally(() => setBusy(false));
    if (!error) return;
    if (fieldErrors(error).token) {
      onInvalidLink(errorMessage(error));
      return;
    }
    showFieldErrors(form, error);
    setFailure(errorMessage(error));
  };

  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Form<NewPasswordValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={busy}
      >
        <Form.Item name="password" label="Нова парола" rules={newPasswordRules} extra={NEW_PASSWORD_HINT}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item name="confirmPassword" label="Повторете паролата" dependencies={['password']} rules={confirmPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {submitLabel}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
