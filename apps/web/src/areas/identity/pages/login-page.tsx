import { useState } from 'react';
import {
  LoginIdentifierType,
  loginIdentifierTypeLabels,
  loginRequest,
  type LoginRequest,
  validationMessages,
} from '@kg/contracts';
import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { signedIn } from '../../../shared/auth/auth-slice';
import { safeRedirect } from '../../../shared/auth/safe-redirect';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useLoginMutation } from '../api';

const identifierTypes = [LoginIdentifierType.Email, LoginIdentifierType.IdentificationNumber, LoginIdentifierType.PhoneNumber];
const identifierTypeOptions = identifierTypes.map((value) => ({ value, label: loginIdentifierTypeLabels[value] }));

const autoComplete: Record<LoginIdentifierType, string> = {
  [LoginIdentifierType.Email]: 'username',
  [LoginIdentifierType.IdentificationNumber]: 'off',
  [LoginIdentifierType.PhoneNumber]: 'tel',
};

const rules = {
  identifier: [zodRule(loginRequest.shape.identifier)],
  email: [{ type: 'email' as const, message: validationMessages.email }],
  password: [zodRule(loginRequest.shape.password)],
};

/** Sign-in (/login): identifier type, identifier and password; back to the remembered page afterwards. */
export default function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  const identifierType = Form.useWatch('identifierType', form) ?? LoginIdentifierType.Email;
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const submit = async (values: LoginRequest): Promise<void> => {
    setFailure(null);
    const result = await login(values);
    if (result.error) {
      const fields = fieldErrors(result.error);
      form.setFields(
        Object.entries(fields)
          .filter(([name]) => name === 'identifier' || name === 'password')
          .map(([name, errors]) => ({ name: name as keyof LoginRequest, errors })),
      );
      setFailure(errorMessage(result.error));
      return;
    }
    dispatch(signedIn(result.data.token));
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 24, textAlign: 'center' }}>
        Вход
      </Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Form<LoginRequest>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ identifierType: LoginIdentifierType.Email, identifier: '', password: '' }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => failure && setFailure(null)}
        disabled={isLoading}
      >
        <Form.Item name="identifierType" label="Вход с">
          <Select options={identifierTypeOptions} aria-label="Вход с" />
        </Form.Item>
        <Form.Item
          name="identifier"
          label={loginIdentifierTypeLabels[identifierType]}
          rules={identifierType === LoginIdentifierType.Email ? [...rules.identifier, ...rules.email] : rules.identifier}
          validateFirst
        >
          <Input
            type={identifierType === LoginIdentifierType.Email ? 'email' : 'text'}
            inputMode={
              identifierType === LoginIdentifierType.Email
                ? 'email'
                : identifierType === LoginIdentifierType.PhoneNumber
                  ? 'tel'
                  : 'numeric'
            }
            autoComplete={autoComplete[identifierType]}
            autoFocus
          />
        </Form.Item>
        <Form.Item name="password" label="Парола" rules={rules.password}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Вход
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
