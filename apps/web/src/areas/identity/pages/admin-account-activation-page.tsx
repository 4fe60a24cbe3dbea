import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCreateAdminAccountMutation } from '../api';
import { GuestPageHeading } from '../components/guest-page';
import { InvalidLink } from '../components/invalid-link';
import { NewPasswordForm } from '../components/new-password-form';
import { linkToken, positiveId } from '../link-params';

/** /admin-account-activation/:token/:kindergartenId — the administrator invitation of a new kindergarten. */
export default function AdminAccountActivationPage() {
  const params = useParams();
  const token = linkToken(params.token);
  const kindergartenId = positiveId(params.kindergartenId);
  const [createAdminAccount] = useCreateAdminAccountMutation();
  const [invalid, setInvalid] = useState<string | null>(token && kindergartenId ? null : '');
  const navigate = useNavigate();

  if (invalid !== null || !token || !kindergartenId) {
    return (
      <>
        <GuestPageHeading title="Профил на администратор" />
        <InvalidLink message={invalid || undefined} hint="Помолете за нова покана за администратор на детската градина." />
      </>
    );
  }

  return (
    <>
      <GuestPageHeading title="Профил на администратор">
        Изберете парола за администраторския профил на детската градина.
      </GuestPageHeading>
      <NewPasswordForm
        submitLabel="Създай профила"
        onInvalidLink={setInvalid}
        submit={async (values) => {
          const result = await createAdminAccount({ kindergartenId, token, ...values });
          if (result.error) return result.error;
          await navigate('/login', { replace: true, state: { notice: result.data.message } });
          return undefined;
        }}
      />
    </>
  );
}
