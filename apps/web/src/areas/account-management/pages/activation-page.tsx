import type { AccountInfo } from '@kg/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { errorMessage } from '../../../shared/api/errors';
import { useChangeAccountActivationMutation, useResetPasswordMutation } from '../api';
import { useSubmit } from '../components/submit';
import { AccountResults, AccountSearchBox, useAccountSearch } from '../components/account-search';
import { AdminPage } from '../components/admin-page';

/** /admin/user/activation: an account's state, its activation or password link sent again, and blocking or unblocking it. */
export default function ActivationPage() {
  const { term, setTerm } = useAccountSearch();
  return (
    <AdminPage title="Активиране и парола">
      <AccountSearchBox term={term} onSearch={setTerm} />
      <AccountResults term={term}>
        {(account) => (
          <Flex gap={24} wrap>
            <SendLink account={account} />
            {account.hasPassword && <ActiveSwitch account={account} />}
          </Flex>
        )}
      </AccountResults>
    </AdminPage>
  );
}

function SendLink({ account }: { account: AccountInfo }) {
  const [reset, state] = useResetPasswordMutation();
  const { message } = App.useApp();
  const send = async (): Promise<void> => {
    const result = await reset(account.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(result.data.message);
  };
  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text type="secondary">
        {account.hasPassword
          ? 'Акаунтът е активиран. Писмото съдържа връзка за избор на нова парола, валидна 1 час.'
          : 'Акаунтът още не е активиран. Писмото съдържа нова връзка за активиране, валидна 7 дни.'}
      </Typography.Text>
      <Button type="primary" disabled={!account.email} loading={state.isLoading} onClick={() => void send()}>
        {account.hasPassword ? 'Изпрати връзка за нова парола' : 'Изпрати отново връзка за активиране'}
      </Button>
    </Flex>
  );
}

/** Blocks an activated account in every kindergarten (its sign-ins stop at their next request), or unblocks it. */
function ActiveSwitch({ account }: { account: AccountInfo }) {
  const [change, state] = useChangeAccountActivationMutation();
  const submit = useSubmit();
  const next = !account.isActive;
  const run = () =>
    submit(change({ userId: account.id, isActive: next }), next ? 'Акаунтът е активиран.' : 'Акаунтът е деактивиран.');
  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text type="secondary">
        {account.isActive
          ? 'Деактивираният акаунт не може да влиза в никоя детска градина; данните му остават.'
          : 'Акаунтът е деактивиран и не може да влиза в системата.'}
      </Typography.Text>
      {account.isActive ? (
        <Popconfirm
          title="Деактивиране на акаунт"
          description={`Да се деактивира ли акаунтът на ${account.fullName}? Влизането ще бъде спряно веднага.`}
          okText="Деактивирай"
          cancelText="Отказ"
          onConfirm={run}
        >
          <Button danger loading={state.isLoading}>
            Деактивирай акаунта
          </Button>
        </Popconfirm>
      ) : (
        <Button loading={state.isLoading} onClick={() => void run()}>
          Активирай акаунта
        </Button>
      )}
    </Flex>
  );
}
