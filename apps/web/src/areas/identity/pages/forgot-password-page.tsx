import { useState } from 'react';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@kg/contracts';
import { Alert, Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { rules } from '../../../shared/forms/rules';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useForgotPasswordMutation } from '../api';
import { GuestPageHeading } from '../components/guest-page';

const emailRules = [rules.required(), zodRule(forgotPasswordRequest.shape.email)];

/** /login/reset: the e-mail of the account; the answer is the same whether or not it has one. */
export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ForgotPasswordRequest): Promise<void> => {
    setFailure(null);
    const result = await forgotPassword(values);
    if (result.error) setFailure(errorMessage(result.error));
    else setSent(result.data.message);
  };

  if (sent) {
    return (
      <>
        <GuestPageHeading title="Забравена парола" />
        <Result
          status="success"
          title="Проверете пощата си"
          subTitle={<span role="status">{sent}</span>}
          style={{ padding: '0 0 24px' }}
          extra={<Link to="/login">Към входа</Link>}
        />
      </>
    );
  }

  return (
    <>
      <GuestPageHeading title="Забравена парола">
        Въведете имейл адреса на профила си и ще ви изпратим връзка за смяна на паролата.
      </GuestPageHeading>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Form<ForgotPasswordRequest>
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ email: '' }}
        onFinish={(values) => void submit(values)}
        disabled={isLoading}
      >
        <Form.Item name="email" label="Имейл адрес" rules={emailRules} validateFirst>
          <Input type="email" inputMode="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Изпрати връзка
          </Button>
        </Form.Item>
        <Form.Item style={{ textAlign: 'center' }}>
          <Link to="/login">Обратно към входа</Link>
        </Form.Item>
      </Form>
    </>
  );
}
