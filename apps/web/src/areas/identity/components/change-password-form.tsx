import { changePasswordRequest, type ChangePasswordRequest } from '@kg/contracts';
import { App, Button, Col, Form, Input, Row } from 'antd';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { showFieldErrors } from '../../../shared/forms/use-save-form';
import { confirmPasswordRules, NEW_PASSWORD_HINT, newPasswordRules } from '../../../shared/forms/password-rules';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useChangePasswordMutation } from '../profile-api';
import { Section } from './section';

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Current, new and repeated password (POST /api/identity/change-password); other sign-ins end. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { message } = App.useApp();

  const submit = async (values: ChangePasswordRequest): Promise<void> => {
    const result = await changePassword(values);
    if (result.error) {
      // A wrong current password or a refused new one shows under its field; anything else in a toast.
      const errors = fieldErrors(result.error);
      showFieldErrors(form, result.error);
      if (!fields.some((name) => errors[name])) void message.error(errorMessage(result.error));
      return;
    }
    form.resetFields();
    void message.success(result.data.message);
  };

  return (
    <Section
      id="profile-password"
      title="Смяна на парола"
      description="След смяната ще излезете от профила си на другите устройства."
    >
      <Form<ChangePasswordRequest>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        disabled={isLoading}
      >
        {/* For password managers: which account the new password belongs to. */}
        <input type="text" autoComplete="username" hidden readOnly />
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="currentPassword"
              label="Текуща парола"
              rules={[zodRule(changePasswordRequest.shape.currentPassword)]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="password" label="Нова парола" rules={newPasswordRules} extra={NEW_PASSWORD_HINT}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="confirmPassword"
              label="Повторете новата парола"
              dependencies={['password']}
              rules={confirmPasswordRules}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Смени паролата
          </Button>
        </Form.Item>
      </Form>
    </Section>
  );
}
