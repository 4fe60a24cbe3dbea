import { useState } from 'react';
import { UserType } from '@kg/contracts';
import { useNavigate, useParams } from 'react-router';
import { activationCalls, useActivateAccountMutation } from '../api';
import { GuestPageHeading } from '../components/guest-page';
import { InvalidLink } from '../components/invalid-link';
import { NewPasswordForm } from '../components/new-password-form';
import { linkToken, positiveId } from '../link-params';

export const ACTIVATION_HINT = 'Помолете детската градина да ви изпрати нова покана.';
export const NATIONAL_ACTIVATION_HINT = 'Помолете главния администратор да ви изпрати нова покана.';

/**
 * /account-activation/:userType/:token — the invitation of a staff member (userType 1), a parent (2), or a MON (3)
 * or municipality (4) account invited by the master administrator:
 * choosing a password activates the account.
 */
export default function AccountActivationPage() {
  const params = useParams();
  const userType = positiveId(params.userType) as UserType | null;
  const token = linkToken(params.token);
  const known = userType !== null && activationCalls[userType] !== undefined;
  const national = userType === UserType.MON || userType === UserType.Municipality;
  const [activate] = useActivateAccountMutation();
  const [invalid, setInvalid] = useState<string | null>(known && token ? null : '');
  const navigate = useNavigate();

  if (invalid !== null || !known || !token) {
    return (
      <>
        <GuestPageHeading title="Активиране на профил" />
        <InvalidLink message={invalid || undefined} hint={national ? NATIONAL_ACTIVATION_HINT : ACTIVATION_HINT} />
      </>
    );
  }

  return (
    <>
      <GuestPageHeading title="Активиране на профил">
        {userType === UserType.Parent ? 'Добре дошли! ' : ''}Изберете парола, с която ще влизате в системата.
      </GuestPageHeading>
      <NewPasswordForm
        submitLabel="Активирай профила"
        onInvalidLink={setInvalid}
        submit={async (values) => {
          const result = await activate({ userType, token, ...values });
          if (result.error) return result.error;
          await navigate('/login', { replace: true, state: { notice: result.data.message } });
          return undefined;
        }}
      />
    </>
  );
}
