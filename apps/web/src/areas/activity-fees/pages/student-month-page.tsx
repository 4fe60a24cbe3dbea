import { allows, type FeePayment, FeePaymentStatus, paymentMethodLabels, Resource, type StudentMonthFee } from '@kg/contracts';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { LoadError } from '../../../shared/list';
import { formatCents } from '../../../shared/money/money';
import { PageTitle } from '../../../shared/ui/page-title';
import { monthLabels, type Month } from '@kg/contracts';
import { useGetUserDataQuery } from '../../identity/api';
import { batchReceiptPath, receiptPath, useFeesLiveReload, useGetStudentMonthQuery } from '../api';
import { FeeAmount, FeeBalance, StatusTag } from '../components/fee-parts';
import { AnnulDialog, PayDialog } from '../components/payment-dialogs';

const whole = (value: string | undefined): number | undefined => {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
};

function PaymentLine({
  payment,
  canAnnul,
  onAnnul,
}: {
  payment: FeePayment;
  canAnnul: boolean;
  onAnnul: (payment: FeePayment) => void;
}) {
  const annulled = payment.annulledAt !== null;
  return (
    <List.Item>
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex gap={8} wrap align="center">
          <strong style={annulled ? { textDecoration: 'line-through' } : undefined}>{formatCents(payment.amountCents)}</strong>
          <span>{paymentMethodLabels[payment.method]}</span>
          <span>{formatDate(payment.paidOn)}</span>
          {payment.receiptNumber && <span>Квитанция № {payment.receiptNumber}</span>}
          {payment.batchId !== null && <Tag>Групово плащане</Tag>}
          {annulled && <Tag color="red">Анулирано</Tag>}
        </Flex>
        {payment.cashierName && <Typography.Text type="secondary">Приел: {payment.cashierName}</Typography.Text>}
        {payment.note && <Typography.Text type="secondary">Бележка: {payment.note}</Typography.Text>}
        {annulled && (
          <Typography.Text type="secondary">
            Анулирано на {formatDateTime(payment.annulledAt)} от {payment.annulledByName}: {payment.annulReason}
          </Typography.Text>
        )}
        <Flex gap={4} wrap>
          <DownloadButton
            size="small"
            path={payment.batchId !== null ? batchReceiptPath(payment.batchId) : receiptPath(payment.id)}
            aria-label={`Квитанция за плащането от ${formatCents(payment.amountCents)}`}
          >
            Квитанция
          </DownloadButton>
          {canAnnul && !annulled && (
            <Button size="small" danger onClick={() => onAnnul(payment)}>
              Анулирай
            </Button>
          )}
        </Flex>
      </Flex>
    </List.Item>
  );
}

/**
 * /activities/fees/:year/:month?/:studentId?/:id?: a child's month — each fee with how it was computed, what is paid
 * and every payment (annulled ones too) with its receipt; pay and annul from here. Without a child it goes to the list
 * of the month (docs/activity-fees.md).
 */
export default function StudentMonthPage() {
  const params = useParams();
  const year = whole(params.year);
  const month = whole(params.month);
  const studentId = whole(params.studentId);
  const highlighted = whole(params.id);
  const access = useGetUserDataQuery().data?.access ?? [];
  const canPay = allows(access, Resource.ActivityFees, 'create');
  const canAnnul = allows(access, Resource.ActivityFees, 'delete');
  const valid =
    year !== undefined && year >= 2000 && year <= 2100 && month !== undefined && month <= 12 && studentId !== undefined;
  const data = useGetStudentMonthQuery({ year: year ?? 0, month: month ?? 0, studentId: studentId ?? 0 }, { skip: !valid });
  const [paying, setPaying] = useState<StudentMonthFee | null>(null);
  const [annulling, setAnnulling] = useState<FeePayment | null>(null);
  useFeesLiveReload();

  if (!valid) {
    const query = year && month && month <= 12 ? `?year=${year}&month=${month}` : year ? `?year=${year}` : '';
    return <Navigate to={`/activities/fees${query}`} replace />;
  }
  const period = `${monthLabels[month as Month]} ${year}`;
  const back = <Link to={`/activities/fees?year=${year}&month=${month}`}>Към всички такси за {period.toLowerCase()}</Link>;

  return (
    <Card
      title={
        <PageTitle tab={data.data ? `Такси – ${data.data.studentName}` : 'Такси на дете'}>
          {data.data ? `${data.data.studentName}: такси за ${period.toLowerCase()}` : 'Такси на дете'}
        </PageTitle>
      }
    >
      <Flex vertical gap={16}>
        {back}
        {data.isLoading && <Skeleton active />}
        {data.isError && <LoadError list={data} />}
        {data.data && (
          <>
            <Typography.Text type="secondary">Група: {data.data.className ?? '—'}</Typography.Text>
            <Flex gap={24} wrap>
              <span>Начислено: {formatCents(data.data.totals.amountCents)}</span>
              <span>Платено: {formatCents(data.data.totals.paidCents)}</span>
              <strong>Остава: {formatCents(data.data.totals.dueCents)}</strong>
            </Flex>
            {data.data.fees.length === 0 && <Empty description="Няма такси за този месец." />}
            {data.data.fees.map((fee) => (
              <Card
                key={fee.id}
                size="small"
                title={fee.activityName}
                style={fee.id === highlighted ? { borderColor: '#1677ff' } : undefined}
                extra={<StatusTag status={fee.status} />}
              >
                <Flex vertical gap={8}>
                  <Typography.Text type="secondary">{fee.providerName}</Typography.Text>
                  <Flex gap={24} wrap>
                    <FeeAmount fee={fee} />
                    <FeeBalance fee={fee} />
                  </Flex>
                  {fee.status === FeePaymentStatus.WaitingExternal && (
                    <Alert type="info" showIcon title="Родителят е започнал плащане през ePay/EasyPay: чака се потвърждение." />
                  )}
                  {canPay && fee.dueCents > 0 && fee.status !== FeePaymentStatus.WaitingExternal && (
                    <Button type="primary" onClick={() => setPaying(fee)} style={{ alignSelf: 'start' }}>
                      Плати
                    </Button>
                  )}
                  <List
                    header="Плащания"
                    locale={{ emptyText: 'Няма плащания.' }}
                    dataSource={fee.payments}
                    renderItem={(payment) => (
                      <PaymentLine key={payment.id} payment={payment} canAnnul={canAnnul} onAnnul={setAnnulling} />
                    )}
                  />
                </Flex>
              </Card>
            ))}
          </>
        )}
      </Flex>
      <PayDialog fee={paying} onClose={() => setPaying(null)} />
      <AnnulDialog payment={annulling} onClose={() => setAnnulling(null)} />
    </Card>
  );
}
