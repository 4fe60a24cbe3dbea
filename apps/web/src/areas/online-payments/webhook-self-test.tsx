import { PaymentProviderConfigurationFlags as Flags } from '@kg/contracts';
import { Alert, App, Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/dates/dates';
import { useInitiateWebhookTestMutation } from './api';

const ONLINE = Flags.EPayIdSet | Flags.EPaySecretSet;

/**
 * The master's webhook self-test on a provider's page (docs/online-payments.md "Webhook self-test"): ePay registers a
 * short-lived EasyPay obligation; its signed EXPIRED notification to the provider's URL turns the status to Verified.
 */
export function WebhookSelfTest({ providerId, flags }: { providerId: number; flags: number }) {
  const [initiate, state] = useInitiateWebhookTestMutation();
  const [started, setStarted] = useState<{ idn: string; expiresAt: string } | null>(null);
  const { message } = App.useApp();
  const ready = (flags & ONLINE) === ONLINE;
  const run = async () => {
    const answer = await initiate(providerId);
    if (answer.error) void message.error(errorMessage(answer.error));
    else setStarted({ idn: answer.data.idn, expiresAt: answer.data.expiresAt });
  };
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap align="center">
        <Typography.Text>Известяванията от ePay:</Typography.Text>
        {flags & Flags.EPayWebHookVerified ? (
          <Tag color="success">Потвърдени</Tag>
        ) : flags & Flags.EPayWebHookVerifying ? (
          <Tag color="processing">Проверката е в ход</Tag>
        ) : (
          <Tag>Непроверени</Tag>
        )}
        <Button onClick={() => void run()} loading={state.isLoading} disabled={!ready}>
          Провери известяванията
        </Button>
      </Flex>
      {!ready && (
        <Typography.Text type="secondary">Въведете и запазете КИН и таен ключ, за да проверите известяванията.</Typography.Text>
      )}
      {started && (
        <Alert
          type="info"
          showIcon
          title={`Проверката е заявена (код ${started.idn}, изтича в ${formatDateTime(started.expiresAt)}). Щом ePay изпрати известието за изтичането, статусът става „Потвърдени“; презаредете страницата.`}
        />
      )}
    </Flex>
  );
}
