import { AccountState, type UserType } from '@kg/contracts';
import { App, Button, Flex, Tooltip } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { AccountStateTag } from '../../../shared/ui/account-state-tag';
import { useGetInvitationStateQuery, useSendInvitationMutation } from '../api';

interface AccountInvitationProps {
  userType: UserType.Teacher | UserType.Parent;
  id: number;
  /** Whether the signed-in user may update the record (and so send the invitation). */
  canInvite: boolean;
}

/**
 * A staff member's or a parent's sign-in account: Няма профил / Поканен / Активен, and "Изпрати покана", which
 * (re)sends the activation link to the record's e-mail (POST /api/Mails/send-invitation).
 */
export function AccountInvitation({ userType, id, canInvite }: AccountInvitationProps) {
  const state = useGetInvitationStateQuery({ userType, id });
  const [send, sending] = useSendInvitationMutation();
  const { message } = App.useApp();
  if (!state.data) return null;
  const { state: account, email } = state.data;

  const invite = async (): Promise<void> => {
    const result = await send({ userType, id });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`${result.data.message} (${result.data.email})`);
  };

  return (
    <Flex gap={8} align="center">
      <AccountStateTag state={account} />
      {canInvite && account !== AccountState.Active && (
        <Tooltip title={email ? undefined : 'Добавете имейл, за да изпратите покана.'}>
          <Button size="small" disabled={!email} loading={sending.isLoading} onClick={() => void invite()}>
            {account === AccountState.Invited ? 'Изпрати поканата отново' : 'Изпрати покана'}
          </Button>
        </Tooltip>
      )}
    </Flex>
  );
}
