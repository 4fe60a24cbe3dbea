import type { EpayData } from '@kg/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../shared/dates/dates';
import { formatCents } from '../../../shared/money/money';

/**
 * Posts the payment request to ePay at once (ePay takes a POST only): PAGE, ENCODED, CHECKSUM, URL_OK, URL_CANCEL and,
 * for a card, LANG. The button is there for a browser that blocked the automatic submit.
 */
export function EpayAutoSubmit({ data }: { data: EpayData }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [data]);
  return (
    <form ref={form} method="post" action={data.url} aria-label="Плащане в ePay">
      {Object.entries(data.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Alert
        type="info"
        showIcon
        title={`Пренасочване към ePay за плащане на ${formatCents(data.amountCents)}…`}
        action={<Button htmlType="submit">Към ePay</Button>}
      />
    </form>
  );
}

/** A 10-digit EasyPay code with its amount and expiry, to pay at a cash desk; printable. */
export function EasyPayCode({ idn, expiresAt, amountCents }: { idn: string; expiresAt: string; amountCents?: number }) {
  return (
    <Flex vertical gap={4} className="easypay-code" role="group" aria-label="Код за плащане в EasyPay">
      <Typography.Text>
        Код за плащане в EasyPay{amountCents === undefined ? '' : ` (${formatCents(amountCents)})`}:
      </Typography.Text>
      <Typography.Text strong copyable style={{ fontSize: 22, letterSpacing: 2 }}>
        {idn}
      </Typography.Text>
      <Typography.Text type="secondary">Валиден до {formatDateTime(expiresAt)}</Typography.Text>
      <Button size="small" style={{ alignSelf: 'start' }} onClick={() => window.print()}>
        Печат на кода
      </Button>
    </Flex>
  );
}
