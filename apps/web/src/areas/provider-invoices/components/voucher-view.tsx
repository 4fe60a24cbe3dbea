import type { CashVoucherDocument } from '@kg/contracts';
import { Descriptions, Typography } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { formatCents } from '../../../shared/money/money';

/** A разходен касов ордер as it reads (the preview or a stored one). */
export function VoucherView({ voucher }: { voucher: CashVoucherDocument }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="Дата">{formatDate(voucher.voucherDate)}</Descriptions.Item>
      <Descriptions.Item label="Да се изплати на">
        {voucher.provider.name}, ЕИК {voucher.provider.eik}
      </Descriptions.Item>
      <Descriptions.Item label="Сума">
        <Typography.Text strong>{formatCents(voucher.amountCents)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="Основание">{voucher.basis}</Descriptions.Item>
      {voucher.receivedBy && <Descriptions.Item label="Получил сумата">{voucher.receivedBy}</Descriptions.Item>}
    </Descriptions>
  );
}
