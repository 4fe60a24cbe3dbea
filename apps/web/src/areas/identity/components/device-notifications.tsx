import { useEffect, useState } from 'react';
import { Alert, App, Flex, Switch, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { deviceSubscription, pushSupport, subscribeDevice, unsubscribeDevice } from '../../../shared/pwa/device-push';
import { useGetPushPublicKeyQuery, useSubscribePushMutation, useUnsubscribePushMutation } from '../push-api';
import { Section } from './section';

const LABEL = 'Известия на това устройство';

/**
 * Web Push on this device (docs/pwa.md): a switch that asks the browser's permission, subscribes and tells the server;
 * off unsubscribes on both sides. Each device is turned on by itself, and a notification can turn it off too.
 */
export function DeviceNotifications() {
  const support = pushSupport();
  const key = useGetPushPublicKeyQuery(undefined, { skip: support !== 'available' });
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { message } = App.useApp();

  useEffect(() => {
    let current = true;
    void deviceSubscription()
      .then((subscription) => current && setOn(subscription !== null))
      .catch(() => current && setOn(false));
    return () => {
      current = false;
    };
  }, []);

  const change = async (wanted: boolean): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) {
        const publicKey = key.data?.publicKey;
        if (!publicKey) return;
        const result = await subscribe(await subscribeDevice(publicKey));
        if (result.error) {
          await unsubscribeDevice();
          setProblem(errorMessage(result.error));
          return;
        }
        setOn(true);
        void message.success('Известията на това устройство са включени.');
      } else {
        const endpoint = await unsubscribeDevice();
        if (endpoint) await unsubscribe({ endpoint });
        setOn(false);
        void message.success('Известията на това устройство са изключени.');
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Известията не можаха да бъдат променени.');
    } finally {
      setBusy(false);
    }
  };

  const unavailable =
    support === 'unsupported'
      ? 'Този браузър не поддържа известия. На телефон инсталирайте приложението от менюто на браузъра („Добавяне към началния екран“).'
      : support === 'denied'
        ? 'Известията са забранени за този сайт в настройките на браузъра. Разрешете ги там, за да ги включите.'
        : key.data && !key.data.publicKey
          ? 'Известията на устройството не са настроени на този сървър.'
          : null;

  return (
    <Section
      id="profile-push"
      title={LABEL}
      description="Известие за ново съобщение, събитие, анкета или обява, дори когато приложението е затворено. Включва се поотделно на всяко устройство; известието показва само заглавието."
    >
      {unavailable ? (
        <Alert type="info" showIcon title={unavailable} />
      ) : (
        <Flex vertical gap={12}>
          <Flex align="center" gap={12}>
            <Switch
              id="profile-push-switch"
              aria-label={LABEL}
              checked={on === true}
              loading={busy || on === null || key.isLoading}
              disabled={busy || on === null || !key.data?.publicKey}
              onChange={(checked) => void change(checked)}
            />
            <Typography.Text>{on ? 'Включени' : 'Изключени'}</Typography.Text>
          </Flex>
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        </Flex>
      )}
    </Section>
  );
}
