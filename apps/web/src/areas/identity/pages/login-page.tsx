import { useState } from 'react';
import type { LoginRequest } from '@kg/contracts';
import { LoginIdentifierType, loginIdentifierTypeLabels } from '@kg/contracts/login-identifiers';
import { validationMessages } from '@kg/contracts/validation-messages';
import { Alert, Button, Form, Radio, theme } from 'antd';
// The two inputs on their own: `Input` from 'antd' brings TextArea, Search and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { signedIn } from '../../../shared/auth/auth-slice';
import { safeRedirect } from '../../../shared/auth/safe-redirect';
import { useLoginMutation } from '../sign-in-api';

const identifierTypes = [LoginIdentifierType.Email, LoginIdentifierType.IdentificationNumber, LoginIdentifierType.PhoneNumber];
const identifierTypeOptions = identifierTypes.map((value) => ({ value, label: loginIdentifierTypeLabels[value] }));

const autoComplete: Record<LoginIdentifierType, string> = {
  [LoginIdentifierType.Email]: 'username',
  [LoginIdentifierType.IdentificationNumber]: 'off',
  [LoginIdentifierType.PhoneNumber]: 'tel',
};

/**
 * The rules of `loginRequest` (libs/contracts/src/identity.ts), written as antd rules: this page is the first
 * download of every visitor, and zod with the contracts' schemas would add a quarter to it (docs/decisions/004).
 * The server validates with the schema itself.
 */
const MAX_LENGTH = 200;
const required = { required: true, whitespace: true, message: validationMessages.required };
const maxLength = { max: MAX_LENGTH, message: validationMessages.max(MAX_LENGTH) };
const rules = {
  identifier: [required, maxLength],
  email: [{ type: 'email' as const, message: validationMessages.email }],
  password: [{ required: true, message: validationMessages.required }, maxLength],
};

/** Sign-in (/login): identifier type, identifier and password; back to the remembered page afterwards. */
export default function LoginPage() {
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginRequest>();
  const identifierType = Form.useWatch('identifierType', form) ?? LoginIdentifierType.Email;
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A page that sends the user here after success (new password, activated account) says so in the state.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

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
      {/* Plain elements instead of Typography/Select: this is every visitor's first page, and they weigh (docs/decisions/004). */}
      <h1
        style={{
          margin: '0 0 24px',
          textAlign: 'center',
          fontSize: token.fontSizeHeading2,
          lineHeight: token.lineHeightHeading2,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
        }}
      >
        Вход
      </h1>
      {typeof notice === 'string' && !failure && (
        <Alert type="success" showIcon title={notice} role="status" style={{ marginBottom: 16 }} />
      )}
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
          <Radio.Group options={identifierTypeOptions} aria-label="Вход с" size="middle" />
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
        <Form.Item
          name="password"
          label="Парола"
          rules={rules.password}
          extra={
            <Link to="/login/reset" style={{ display: 'inline-block', marginTop: 4 }}>
              Забравена парола?
            </Link>
          }
        >
          <Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Вход
          </Button>
        </Form.Item>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 0 }}>
        <Link to="/login/signup">Регистрация на родител</Link>
      </p>
    </>
  );
}
