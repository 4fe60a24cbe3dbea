import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useResetPasswordMutation } from '../api';
import { GuestPageHeading } from '../components/guest-page';
import { InvalidLink } from '../components/invalid-link';
import { NewPasswordForm } from '../components/new-password-form';
import { linkToken, positiveId } from '../link-params';

/** /password-recovery/:userId/:token — the link of the recovery e-mail: a new password, then sign in with it. */
export default function PasswordRecoveryPage() {
  const params = useParams();
  const userId = positiveId(params.userId);
  const token = linkToken(params.token);
  const [resetPassword] = useResetPasswordMutation();
  const [invalid, setInvalid] = useState<string | null>(userId && token ? null : '');
  const navigate = useNavigate();

  if (invalid !== null || !userId || !token) {
    return (
      <>
        <GuestPageHeading title="Нова парола" />
        <InvalidLink
          message={invalid || undefined}
          hint="Поискайте нова връзка за смяна на паролата."
          action={{ to: '/login/reset', label: 'Поискай нова връзка' }}
        />
      </>
    );
  }

  return (
    <>
      <GuestPageHeading title="Нова парола">Изберете нова парола за профила си.</GuestPageHeading>
      <NewPasswordForm
        submitLabel="Запази паролата"
        onInvalidLink={setInvalid}
        submit={async (values) => {
          const result = await resetPassword({ userId, token, ...values });
          if (result.error) return result.error;
          await navigate('/login', { replace: true, state: { notice: result.data.message } });
          return undefined;
        }}
      />
    </>
  );
}
