import {
  type EasyPayIdn,
  type EpayData,
  FeePaymentStatus,
  feePaymentStatusLabels,
  InvoicePaymentStatus,
  type ParentFeeRow,
  paymentMethodLabels,
  RealtimeEvent,
} from '@kg/contracts';
import { Alert, App, Button, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { formatCents } from '../../../shared/money/money';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import {
  FEES_TAG,
  onlinePaymentsApi,
  useEpayRedirectResponseMutation,
  useRequestEasyPayIdnMutation,
  useRequestTransferEasyPayIdnMutation,
  useStartEpayPaymentMutation,
  useStartTransferEpayPaymentMutation,
} from '../../online-payments/api';
import { useGetParentFeesQuery, useGetParentNotPaidFeesQuery } from '../api';
import { EasyPayCode, EpayAutoSubmit } from '../components/payment-parts';
import { LoadError } from '../../../shared/list';

const PAGE_SIZE = 10;

const statusColors: Record<FeePaymentStatus, string> = {
  [FeePaymentStatus.Undefined]: 'default',
  [FeePaymentStatus.Paid]: 'success',
  [FeePaymentStatus.PartiallyPaid]: 'warning',
  [FeePaymentStatus.NotPaid]: 'error',
  [FeePaymentStatus.WaitingExternal]: 'processing',
};

const period = (fee: Pick<ParentFeeRow, 'month' | 'year'>) => `${String(fee.month).padStart(2, '0')}.${fee.year}`;

/** The providers with at least two unpaid fees of the family that one transfer order may pay. */
function transferGroups(fees: ParentFeeRow[]) {
  const groups = new Map<number, { providerId: number; providerName: string; count: number; dueCents: number }>();
  for (const fee of fees) {
    if (!fee.canPayOnline || (fee.status !== FeePaymentStatus.NotPaid && fee.status !== FeePaymentStatus.PartiallyPaid)) continue;
    const group = groups.get(fee.providerId) ?? {
      providerId: fee.providerId,
      providerName: fee.providerName,
      count: 0,
      dueCents: 0,
    };
    group.count += 1;
    group.dueCents += fee.dueCents;
    groups.set(fee.providerId, group);
  }
  return [...groups.values()].filter((group) => group.count >= 2);
}

/**
 * /parents-fees and /activities/parents/fees: the fees of the parent's children per child and month, what is due, the
 * payments made, and paying online: ePay (account or card: the form is posted to ePay), an EasyPay code to pay at a cash
 * desk, or one transfer order for several fees. Coming back from ePay only tells the page to wait: the fee turns paid
 * when ePay's notification lands, which the server pushes (ActivityFeesChanged) (docs/parent-fees.md).
 */
export default function ParentFeesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const fees = useGetParentFeesQuery({ pageNumber: page, pageSize: PAGE_SIZE });
  const notPaid = useGetParentNotPaidFeesQuery({ pageNumber: 1, pageSize: 100 });
  const dispatch = useAppDispatch();
  const { message, notification } = App.useApp();
  const [post, setPost] = useState<EpayData | null>(null);
  const [codes, setCodes] = useState<Record<number, EasyPayIdn>>({});
  const [returned, setReturned] = useState<{ message: string; waiting: boolean; paid: boolean; feeIds: number[] } | null>(null);
  const [startEpay, epayState] = useStartEpayPaymentMutation();
  const [requestIdn, idnState] = useRequestEasyPayIdnMutation();
  const [startTransfer, transferState] = useStartTransferEpayPaymentMutation();
  const [requestTransferIdn, transferIdnState] = useRequestTransferEasyPayIdnMutation();
  const [redirectResponse] = useEpayRedirectResponseMutation();
  const busy = epayState.isLoading || idnState.isLoading || transferState.isLoading || transferIdnState.isLoading;

  useRealtimeEvent(RealtimeEvent.ActivityFeesChanged, (payload) => {
    if (payload.text) notification.success({ key: `fees-${payload.feeIds.join('-')}`, title: payload.text });
    dispatch(onlinePaymentsApi.util.invalidateTags([FEES_TAG]));
    // The order the parent came back from is decided: paid (a payment's text) or closed unpaid.
    setReturned((current) =>
      current?.waiting && payload.feeIds.some((id) => current.feeIds.includes(id))
        ? payload.text
          ? { ...current, message: 'Плащането е потвърдено от ePay.', waiting: false, paid: true }
          : { ...current, message: 'Плащането не е извършено. Таксата остава неплатена.', waiting: false }
        : current,
    );
  });

  // Back from ePay (URL_OK / URL_CANCEL): ask what the server knows; never take the return itself as a payment.
  const handled = useRef(false);
  useEffect(() => {
    const result = params.get('epay');
    const invoice = params.get('invoice');
    if (handled.current || (result !== 'ok' && result !== 'cancel') || !invoice) return;
    handled.current = true;
    void redirectResponse({ invoice, result }).then((answer) => {
      if (answer.data) {
        setReturned({
          message: answer.data.message,
          waiting: answer.data.waitForNotification && result === 'ok',
          paid: answer.data.status === InvoicePaymentStatus.Paid,
          feeIds: answer.data.feeIds,
        });
      } else setReturned({ message: errorMessage(answer.error), waiting: false, paid: false, feeIds: [] });
    });
    const next = new URLSearchParams(params);
    next.delete('epay');
    next.delete('invoice');
    setParams(next, { replace: true });
  }, [params, redirectResponse, setParams]);

  const payEpay = async (id: number, card: boolean) => {
    const answer = await startEpay({ id, card });
    if (answer.error) void message.error(errorMessage(answer.error));
    else setPost(answer.data);
  };
  const easyPay = async (id: number) => {
    const answer = await requestIdn(id);
    if (answer.error) void message.error(errorMessage(answer.error));
    else setCodes((current) => ({ ...current, [id]: answer.data }));
  };
  const transferEpay = async (providerId: number, card: boolean) => {
    const answer = await startTransfer({ providerId, card });
    if (answer.error) void message.error(errorMessage(answer.error));
    else setPost(answer.data);
  };
  const transferEasyPay = async (providerId: number) => {
    const answer = await requestTransferIdn({ providerId });
    if (answer.error) void message.error(errorMessage(answer.error));
  };

  const groups = useMemo(() => transferGroups(notPaid.data?.result ?? []), [notPaid.data]);
  const totalDue = (notPaid.data?.result ?? []).reduce((sum, fee) => sum + fee.dueCents, 0);

  const feeCard = (fee: ParentFeeRow) => {
    const code = codes[fee.id] ?? (fee.easyPayIdn ? { idn: fee.easyPayIdn, expiresAt: fee.easyPayIdnExpiresAt! } : null);
    const label = `${fee.studentName}, „${fee.activityName}“, ${period(fee)}`;
    return (
      <List.Item key={fee.id}>
        <Flex vertical gap={6} style={{ width: '100%' }}>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text strong>
              {fee.studentName} · {period(fee)}
            </Typography.Text>
            <Tag color={statusColors[fee.status]}>{feePaymentStatusLabels[fee.status]}</Tag>
          </Flex>
          <Typography.Text>
            „{fee.activityName}“ <Typography.Text type="secondary">({fee.providerName})</Typography.Text>
          </Typography.Text>
          <Typography.Text>
            Такса: {formatCents(fee.amountCents)}
            {fee.discountName ? ` (отстъпка „${fee.discountName}“)` : ''} · Платено: {formatCents(fee.paidCents)} ·{' '}
            <Typography.Text strong>Дължимо: {formatCents(fee.dueCents)}</Typography.Text>
          </Typography.Text>
          {fee.payments.length > 0 && (
            <ul aria-label={`Плащания: ${label}`} style={{ margin: 0, paddingLeft: 18 }}>
              {fee.payments.map((payment) => (
                <li key={payment.id}>
                  {formatDate(payment.paidOn)} — {formatCents(payment.amountCents)}, {paymentMethodLabels[payment.method]}
                </li>
              ))}
            </ul>
          )}
          {fee.status === FeePaymentStatus.WaitingExternal && (
            <Typography.Text type="secondary">Плащането ще се отрази, щом ePay го потвърди.</Typography.Text>
          )}
          {code && <EasyPayCode idn={code.idn} expiresAt={code.expiresAt} />}
          {fee.dueCents > 0 && fee.canPayOnline && (
            <Flex gap={8} wrap>
              <Button
                type="primary"
                disabled={busy}
                onClick={() => void payEpay(fee.id, false)}
                aria-label={`Плати с ePay: ${label}`}
              >
                Плати с ePay
              </Button>
              <Button disabled={busy} onClick={() => void payEpay(fee.id, true)} aria-label={`С банкова карта: ${label}`}>
                С банкова карта
              </Button>
              {!code && (
                <Button disabled={busy} onClick={() => void easyPay(fee.id)} aria-label={`Код за EasyPay: ${label}`}>
                  Код за EasyPay
                </Button>
              )}
            </Flex>
          )}
          {fee.dueCents > 0 && !fee.canPayOnline && (
            <Typography.Text type="secondary">Таксата се плаща в детската градина.</Typography.Text>
          )}
        </Flex>
      </List.Item>
    );
  };

  return (
    <Card title={<PageTitle>Такси за дейности</PageTitle>}>
      {post && <EpayAutoSubmit data={post} />}
      {returned && (
        <Alert
          type={returned.paid ? 'success' : returned.waiting ? 'info' : 'warning'}
          showIcon
          closable
          onClose={() => setReturned(null)}
          title={returned.message}
          style={{ marginBottom: 12 }}
        />
      )}
      {notPaid.data && totalDue > 0 && (
        <Typography.Paragraph>
          Общо дължимо: <Typography.Text strong>{formatCents(totalDue)}</Typography.Text>
        </Typography.Paragraph>
      )}
      {fees.data?.transferPaymentEasyPayIdn && fees.data.transferPaymentEasyPayIdnExpirationDate && (
        <Card size="small" title="Код за плащане на няколко такси" style={{ marginBottom: 12 }}>
          <EasyPayCode idn={fees.data.transferPaymentEasyPayIdn} expiresAt={fees.data.transferPaymentEasyPayIdnExpirationDate} />
        </Card>
      )}
      {fees.data?.isTransferPaymentPossible &&
        groups.map((group) => (
          <Card
            key={group.providerId}
            size="small"
            style={{ marginBottom: 12 }}
            title={`Плащане на ${group.count} такси наведнъж`}
          >
            <Typography.Paragraph>
              {group.providerName}: {formatCents(group.dueCents)} с едно плащане.
            </Typography.Paragraph>
            <Flex gap={8} wrap>
              <Button type="primary" disabled={busy} onClick={() => void transferEpay(group.providerId, false)}>
                Плати всички с ePay
              </Button>
              <Button disabled={busy} onClick={() => void transferEpay(group.providerId, true)}>
                Всички с банкова карта
              </Button>
              <Button disabled={busy} onClick={() => void transferEasyPay(group.providerId)}>
                Общ код за EasyPay
              </Button>
            </Flex>
          </Card>
        ))}
      {fees.isLoading ? (
        <Skeleton active />
      ) : fees.isError ? (
        <LoadError list={fees} />
      ) : !fees.data?.result.length ? (
        <Empty description="Няма такси за допълнителни дейности." />
      ) : (
        <List
          aria-label="Такси"
          dataSource={fees.data.result}
          renderItem={feeCard}
          loading={fees.isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: fees.data.rowsCount,
            hideOnSinglePage: true,
            onChange: (next) => {
              const changed = new URLSearchParams(params);
              if (next > 1) changed.set('page', String(next));
              else changed.delete('page');
              setParams(changed, { replace: true });
            },
          }}
        />
      )}
    </Card>
  );
}
