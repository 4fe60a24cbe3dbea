import { type FeeRow, FeePaymentStatus, feePaymentStatusLabels } from '@kg/contracts';
import { Flex, Select, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { dayjs, toApiDate } from '../../../shared/dates/dates';
import { formatCents } from '../../../shared/money/money';
import { recentMonths } from '../../activity-attendances/month-options';

export const statusColors: Record<FeePaymentStatus, string> = {
  [FeePaymentStatus.Undefined]: 'default',
  [FeePaymentStatus.Paid]: 'green',
  [FeePaymentStatus.PartiallyPaid]: 'gold',
  [FeePaymentStatus.NotPaid]: 'red',
  [FeePaymentStatus.WaitingExternal]: 'blue',
};

export const StatusTag = ({ status }: { status: FeePaymentStatus }) => (
  <Tag color={statusColors[status]}>{feePaymentStatusLabels[status]}</Tag>
);

/** The fee's amount with what it was computed from: "25,00 €", "3 посещения", "Братя и сестри −12.50 %". */
export function FeeAmount({ fee }: { fee: FeeRow }) {
  return (
    <Flex vertical>
      <span>{formatCents(fee.amountCents)}</span>
      {fee.sessions > 0 && (
        <Typography.Text type="secondary">
          {fee.sessions} {fee.sessions === 1 ? 'посещение' : 'посещения'}
        </Typography.Text>
      )}
      {fee.discountName && (
        <Typography.Text type="secondary">
          {fee.discountName} −{fee.discountPercent?.replace('.', ',')} %
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Paid and still due, with a credit when overpaid. */
export function FeeBalance({ fee }: { fee: FeeRow }) {
  return (
    <Flex vertical>
      <span>Платено: {formatCents(fee.paidCents)}</span>
      <span>
        Остава: <strong>{formatCents(fee.dueCents)}</strong>
      </span>
      {fee.creditCents > 0 && <Typography.Text type="success">Кредит: {formatCents(fee.creditCents)}</Typography.Text>}
    </Flex>
  );
}

/** The month picker of the fee pages: the last twelve months and the next one. */
export function MonthPicker({
  year,
  month,
  onChange,
}: {
  year: number;
  month: number;
  onChange: (year: number, month: number) => void;
}) {
  const today = toApiDate(dayjs());
  const months = useMemo(() => recentMonths(today), [today]);
  return (
    <Select
      aria-label="Месец"
      style={{ minWidth: 170 }}
      value={`${year}-${month}`}
      onChange={(value: string) => {
        const [pickedYear, pickedMonth] = value.split('-').map(Number);
        onChange(pickedYear!, pickedMonth!);
      }}
      options={months.map(({ value, label }) => ({ value, label }))}
    />
  );
}

/** The month in the URL (`?year=&month=`), the current one by default. */
export function monthFrom(params: URLSearchParams): { year: number; month: number } {
  const today = toApiDate(dayjs());
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : Number(today.slice(0, 4)),
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : Number(today.slice(5, 7)),
  };
}
