import { PaymentProviderConfigurationFlags as Flags, paymentProviderConfigurationFlagsLabels } from '@kg/contracts';
import { Flex, Tag } from 'antd';

const BITS = [
  Flags.EPayIdSet,
  Flags.EPaySecretSet,
  Flags.EPayWebHookVerifying,
  Flags.EPayWebHookVerified,
  Flags.EPayTransferPaymentReady,
  Flags.EPayTransferPaymentEnabled,
] as const;

const COLORS: Partial<Record<Flags, string>> = {
  [Flags.EPayWebHookVerifying]: 'gold',
  [Flags.EPayWebHookVerified]: 'green',
  [Flags.EPayTransferPaymentEnabled]: 'green',
};

/** A provider's ePay configuration bits (spec 1 §3) as tags; none set: „Не е конфигуриран“. */
export function ConfigurationTags({ flags }: { flags: number }) {
  const set = BITS.filter((bit) => (flags & bit) !== 0);
  return (
    <Flex gap={4} wrap>
      {set.length === 0 ? (
        <Tag>{paymentProviderConfigurationFlagsLabels[Flags.NotConfigured]}</Tag>
      ) : (
        set.map((bit) => (
          <Tag key={bit} color={COLORS[bit] ?? 'blue'}>
            {paymentProviderConfigurationFlagsLabels[bit]}
          </Tag>
        ))
      )}
    </Flex>
  );
}
