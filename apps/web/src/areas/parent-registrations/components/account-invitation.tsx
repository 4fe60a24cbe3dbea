import { AccountState, accountStateLabels, type UserType } from '@kg/contracts';
import { App, Button, Flex, Tag, Tooltip } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { useGetInvitationStateQuery, useSendInvitationMutation } from '../api';

const colors: Record<AccountState, string | undefined> = {
  [AccountState.None]: undefined,
  [AccountState.Invited]: 'gold',
  [AccountState.Active]: 'green',
};

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
      <Tag color={colors[account]}>{accountStateLabels[account]}</Tag>
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
