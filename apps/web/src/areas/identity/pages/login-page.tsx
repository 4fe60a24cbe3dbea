import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { LoginIdentifierType, loginIdentifierTypeLabels } from '@kg/contracts/login-identifiers';
import { validationMessages } from '@kg/contracts/validation-messages';
import { Alert, Button, theme } from 'antd';
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

const autoComplete: Record<LoginIdentifierType, string> = {
  [LoginIdentifierType.Email]: 'username',
  [LoginIdentifierType.IdentificationNumber]: 'off',
  [LoginIdentifierType.PhoneNumber]: 'tel',
};

const inputMode: Record<LoginIdentifierType, 'email' | 'numeric' | 'tel'> = {
  [LoginIdentifierType.Email]: 'email',
  [LoginIdentifierType.IdentificationNumber]: 'numeric',
  [LoginIdentifierType.PhoneNumber]: 'tel',
};

/**
 * The rules of `loginRequest` (libs/contracts/src/identity.ts), checked here by hand: this page is every visitor's
 * first download, and antd's Form (with its validator, tooltips and scrolling) or zod with the contracts' schemas
 * would add a fifth to it (docs/decisions/004; the 200 KB budget of e2e/shell.test.mjs). The server validates
 * with the schema itself.
 */
const MAX_LENGTH = 200;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

interface Values {
  identifierType: LoginIdentifierType;
  identifier: string;
  password: string;
}
type FieldName = 'identifier' | 'password';
type Errors = Partial<Record<FieldName, string>>;

function validate({ identifierType, identifier, password }: Values): Errors {
  const errors: Errors = {};
  if (!identifier.trim()) errors.identifier = validationMessages.required;
  else if (identifier.length > MAX_LENGTH) errors.identifier = validationMessages.max(MAX_LENGTH);
  else if (identifierType === LoginIdentifierType.Email && !EMAIL.test(identifier.trim()))
    errors.identifier = validationMessages.email;
  if (!password) errors.password = validationMessages.required;
  else if (password.length > MAX_LENGTH) errors.password = validationMessages.max(MAX_LENGTH);
  return errors;
}

/** What a visitor did in login.html's form before the app loaded (apps/web/vite-early-sign-in.ts). */
interface EarlySignIn {
  values: Values;
  submitted: boolean;
  focused: FieldName | null;
}

/**
 * The form of login.html, read when the app first draws this page over it (in the same task, so no keystroke falls
 * between) and kept until the page's first effect takes it.
 */
let earlySignIn: EarlySignIn | undefined;

function readEarlySignIn(): EarlySignIn | null {
  if (earlySignIn) return earlySignIn;
  const form = document.getElementById('kg-early-sign-in');
  if (!form) return null;
  const field = (id: string) => document.getElementById(id) as HTMLInputElement | null;
  const checked = form.querySelector<HTMLInputElement>('input[name="kg-early-identifier-type"]:checked');
  const type = Number(checked?.value) as LoginIdentifierType;
  const focused = document.activeElement?.id;
  earlySignIn = {
    values: {
      identifierType: identifierTypes.includes(type) ? type : LoginIdentifierType.Email,
      identifier: field('kg-early-identifier')?.value ?? '',
      password: field('kg-early-password')?.value ?? '',
    },
    submitted: form.getAttribute('data-submitted') === 'true',
    focused: focused === 'kg-early-password' ? 'password' : focused === 'kg-early-identifier' ? 'identifier' : null,
  };
  return earlySignIn;
}

/** Hands the early form over once: the app's page replaced it (it is removed should it still be there). */
function takeEarlySignIn(): EarlySignIn | null {
  const early = readEarlySignIn();
  earlySignIn = undefined;
  document.getElementById('kg-early-sign-in')?.remove();
  return early;
}

/** A labelled field with its message below, in the look of antd's vertical form. */
function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {error}
        </div>
      )}
      {extra}
    </div>
  );
}

/** Sign-in (/login): identifier type, identifier and password; back to the remembered page afterwards. */
export default function LoginPage() {
  const { token } = theme.useToken();
  const ids = useId();
  const [values, setValues] = useState<Values>(
    () => readEarlySignIn()?.values ?? { identifierType: LoginIdentifierType.Email, identifier: '', password: '' },
  );
  // Once the form was submitted, every change checks the fields again (as antd's Form does).
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A page that sends the user here after success (new password, activated account) says so in the state.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const { identifierType } = values;

  const change = (patch: Partial<Values>): void => {
    const next = { ...values, ...patch };
    setValues(next);
    if (failure) setFailure(null);
    if (submitted) setErrors(validate(next));
  };

  const signIn = async (values: Values): Promise<void> => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (found.identifier || found.password) {
      document.getElementById(`${ids}-${found.identifier ? 'identifier' : 'password'}`)?.focus();
      return;
    }
    setFailure(null);
    const result = await login(values);
    if (result.error) {
      const fields = fieldErrors(result.error);
      setErrors({ identifier: fields.identifier?.[0], password: fields.password?.[0] });
      setFailure(errorMessage(result.error));
      return;
    }
    dispatch(signedIn(result.data.token));
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void signIn(values);
  };

  // Taking over login.html's form: the caret goes back to the field it was in, and a form already sent is sent.
  useEffect(() => {
    const early = takeEarlySignIn();
    if (!early) return;
    if (early.focused) document.getElementById(`${ids}-${early.focused}`)?.focus();
    if (early.submitted) void signIn(early.values);
    // Once, on the first drawing of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const identifierId = `${ids}-identifier`;
  const passwordId = `${ids}-password`;
  const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);

  return (
    <>
      {/* Plain elements instead of Typography/Select/Form: this is every visitor's first page, and they weigh (docs/decisions/004). */}
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
      <form noValidate onSubmit={submit} style={{ fontSize: token.fontSizeLG }}>
        <div style={{ marginBottom: token.marginLG }}>
          <div id={`${ids}-kind`} style={{ paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
            Вход с
          </div>
          <div role="radiogroup" aria-labelledby={`${ids}-kind`} style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}>
            {identifierTypes.map((type) => (
              <label
                key={type}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: token.fontSize, cursor: 'pointer' }}
              >
                <input
                  type="radio"
                  name={`${ids}-identifier-type`}
                  value={type}
                  checked={identifierType === type}
                  disabled={isLoading}
                  onChange={() => change({ identifierType: type })}
                  style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary }}
                />
                {loginIdentifierTypeLabels[type]}
              </label>
            ))}
          </div>
        </div>
        <Field id={identifierId} label={loginIdentifierTypeLabels[identifierType]} error={errors.identifier}>
          <Input
            id={identifierId}
            size="large"
            type={identifierType === LoginIdentifierType.Email ? 'email' : 'text'}
            inputMode={inputMode[identifierType]}
            autoComplete={autoComplete[identifierType]}
            autoFocus
            value={values.identifier}
            onChange={(event) => change({ identifier: event.target.value })}
            status={errors.identifier ? 'error' : undefined}
            aria-invalid={errors.identifier ? true : undefined}
            aria-describedby={describedBy(identifierId, errors.identifier)}
            aria-required
            disabled={isLoading}
          />
        </Field>
        <Field
          id={passwordId}
          label="Парола"
          error={errors.password}
          extra={
            <Link to="/login/reset" style={{ display: 'inline-block', marginTop: 8, fontSize: token.fontSize }}>
              Забравена парола?
            </Link>
          }
        >
          <Password
            id={passwordId}
            size="large"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change({ password: event.target.value })}
            status={errors.password ? 'error' : undefined}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(passwordId, errors.password)}
            aria-required
            disabled={isLoading}
          />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} style={{ marginBottom: token.marginLG }}>
          Вход
        </Button>
      </form>
      <p style={{ textAlign: 'center', marginTop: 0 }}>
        <Link to="/login/signup">Регистрация на родител</Link>
      </p>
    </>
  );
}
