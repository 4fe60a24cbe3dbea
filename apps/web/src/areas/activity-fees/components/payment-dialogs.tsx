import { DESK_PAYMENT_METHODS, type DeskPaymentMethod, type FeeRow, PaymentMethod, paymentMethodLabels } from '@kg/contracts';
import { Alert, App, Checkbox, DatePicker, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { showFieldErrors } from '../../../shared/forms/use-save-form';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { centsFromText, formatCents, textFromCents } from '../../../shared/money/money';
import {
  batchReceiptPath,
  receiptPath,
  useAnnulPaymentMutation,
  useRecordBatchPaymentMutation,
  useRecordPaymentMutation,
} from '../api';

const methodOptions = DESK_PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabels[method] }));
const noFuture = (day: Dayjs): boolean => day.isAfter(dayjs(), 'day');
const AMOUNT_REQUIRED = 'Въведете сума в евро, например 22,80.';

interface Done {
  text: string;
  receipt: string | null;
}

/** What the dialog shows after a payment was recorded: the result and its receipt. */
function Recorded({ done }: { done: Done }) {
  return (
    <Flex vertical gap={12}>
      <Alert type="success" showIcon title={done.text} />
      {done.receipt && (
        <DownloadButton path={done.receipt} type="primary">
          Изтегли квитанцията
        </DownloadButton>
      )}
    </Flex>
  );
}

interface PayValues {
  /** The euro text ("12.80"): named as the answer's field, so that the server's message lands under it. */
  amountCents: string;
  method: DeskPaymentMethod;
  paidOn: Dayjs;
  note?: string;
  asCredit?: boolean;
}

/** One fee paid at the desk: the amount (what is due by default), cash, bank or POS, the day, a note, a credit. */
export function PayDialog({ fee, onClose }: { fee: FeeRow | null; onClose: () => void }) {
  const [form] = Form.useForm<PayValues>();
  const [pay, paying] = useRecordPaymentMutation();
  const { message } = App.useApp();
  const [done, setDone] = useState<Done | null>(null);
  const close = (): void => {
    setDone(null);
    onClose();
  };
  const submit = async (values: PayValues): Promise<void> => {
    const result = await pay({
      feeId: fee!.id,
      amountCents: centsFromText(values.amountCents) ?? 0,
      method: values.method,
      paidOn: toApiDate(values.paidOn),
      note: values.note?.trim() || undefined,
      asCredit: values.asCredit || undefined,
    });
    if (result.error) {
      showFieldErrors(form, result.error);
      void message.error(errorMessage(result.error));
      return;
    }
    setDone({
      text:
        `Плащането от ${formatCents(centsFromText(values.amountCents) ?? 0)} е записано.` +
        (result.data.receiptNumber ? ` Квитанция № ${result.data.receiptNumber}.` : '') +
        (result.data.dueCents > 0 ? ` Остава за плащане ${formatCents(result.data.dueCents)}.` : ''),
      receipt: receiptPath(result.data.id),
    });
  };
  return (
    <Modal
      open={fee !== null}
      title="Плащане на такса"
      okText="Запиши плащането"
      cancelText="Затвори"
      confirmLoading={paying.isLoading}
      okButtonProps={{ hidden: done !== null }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {fee && (
        <Typography.Paragraph>
          {fee.studentName}, „{fee.activityName}“: такса {formatCents(fee.amountCents)}, платено {formatCents(fee.paidCents)},
          остава <strong>{formatCents(fee.dueCents)}</strong>.
        </Typography.Paragraph>
      )}
      {done ? (
        <Recorded done={done} />
      ) : (
        fee && (
          <Form<PayValues>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ amountCents: textFromCents(fee.dueCents), method: PaymentMethod.Cash, paidOn: dayjs() }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item
              name="amountCents"
              label="Сума (€)"
              rules={[
                {
                  validator: (_rule, value: string) =>
                    (centsFromText(value) ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error(AMOUNT_REQUIRED)),
                },
              ]}
            >
              <DecimalInput precision={2} />
            </Form.Item>
            <Form.Item name="method" label="Начин на плащане">
              <Radio.Group options={methodOptions} />
            </Form.Item>
            <Form.Item name="paidOn" label="Дата на плащане" rules={[{ required: true, message: 'Изберете дата.' }]}>
              <DatePicker format={DATE_FORMAT} disabledDate={noFuture} allowClear={false} />
            </Form.Item>
            <Form.Item name="note" label="Бележка">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item name="asCredit" valuePropName="checked">
              <Checkbox>Записване като кредит (приема се и сума над дължимото)</Checkbox>
            </Form.Item>
          </Form>
        )
      )}
    </Modal>
  );
}

interface BatchValues {
  feeIds: number[];
  method: DeskPaymentMethod;
  paidOn: Dayjs;
  payerName?: string;
  note?: string;
}

/** Several unpaid fees of one family at once: one batch, one receipt, what is due of each. */
export function BatchDialog({ fees, onClose }: { fees: FeeRow[] | null; onClose: () => void }) {
  const [form] = Form.useForm<BatchValues>();
  const [payBatch, paying] = useRecordBatchPaymentMutation();
  const { message } = App.useApp();
  const [done, setDone] = useState<Done | null>(null);
  const chosen = Form.useWatch('feeIds', form) ?? [];
  const total = (fees ?? []).filter((fee) => chosen.includes(fee.id)).reduce((sum, fee) => sum + fee.dueCents, 0);
  const close = (): void => {
    setDone(null);
    onClose();
  };
  const submit = async (values: BatchValues): Promise<void> => {
    const result = await payBatch({
      items: values.feeIds.map((feeId) => ({ feeId })),
      method: values.method,
      paidOn: toApiDate(values.paidOn),
      payerName: values.payerName?.trim() || undefined,
      note: values.note?.trim() || undefined,
    });
    if (result.error) {
      void message.error(errorMessage(result.error));
      return;
    }
    setDone({
      text:
        `Груповото плащане от ${formatCents(result.data.totalCents)} е записано.` +
        (result.data.receiptNumber ? ` Квитанция № ${result.data.receiptNumber}.` : ''),
      receipt: batchReceiptPath(result.data.id),
    });
  };
  return (
    <Modal
      open={fees !== null}
      title={`Групово плащане на семейство${fees?.[0]?.familyName ? ` (${fees[0].familyName})` : ''}`}
      okText={`Плати ${formatCents(total)}`}
      cancelText="Затвори"
      confirmLoading={paying.isLoading}
      okButtonProps={{ hidden: done !== null, disabled: chosen.length === 0 }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {done ? (
        <Recorded done={done} />
      ) : (
        fees && (
          <Form<BatchValues>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{
              feeIds: fees.map((fee) => fee.id),
              method: PaymentMethod.Cash,
              paidOn: dayjs(),
              payerName: fees[0]?.familyName ?? undefined,
            }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="feeIds" label="Такси" rules={[{ required: true, message: 'Изберете поне една такса.' }]}>
              <Checkbox.Group>
                <Flex vertical gap={4}>
                  {fees.map((fee) => (
                    <Checkbox key={fee.id} value={fee.id}>
                      {fee.studentName}, „{fee.activityName}“ — {formatCents(fee.dueCents)}
                    </Checkbox>
                  ))}
                </Flex>
              </Checkbox.Group>
            </Form.Item>
            <Form.Item name="method" label="Начин на плащане">
              <Radio.Group options={methodOptions} />
            </Form.Item>
            <Form.Item name="paidOn" label="Дата на плащане" rules={[{ required: true, message: 'Изберете дата.' }]}>
              <DatePicker format={DATE_FORMAT} disabledDate={noFuture} allowClear={false} />
            </Form.Item>
            <Form.Item name="payerName" label="Платец">
              <Input maxLength={150} />
            </Form.Item>
            <Form.Item name="note" label="Бележка">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Form>
        )
      )}
    </Modal>
  );
}

/** Annuls a payment (of a batch: the whole batch) with a reason. */
export function AnnulDialog({
  payment,
  onClose,
}: {
  payment: { id: number; amountCents: number; batchId: number | null } | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [annul, annulling] = useAnnulPaymentMutation();
  const { message } = App.useApp();
  const submit = async ({ reason }: { reason: string }): Promise<void> => {
    const result = await annul({ id: payment!.id, reason: reason.trim() });
    if (result.error) {
      showFieldErrors(form, result.error);
      void message.error(errorMessage(result.error));
      return;
    }
    void message.success(
      result.data.annulledPaymentIds.length > 1
        ? `Анулирани са ${result.data.annulledPaymentIds.length} плащания от груповото плащане.`
        : 'Плащането е анулирано.',
    );
    onClose();
  };
  return (
    <Modal
      open={payment !== null}
      title="Анулиране на плащане"
      okText="Анулирай"
      okButtonProps={{ danger: true }}
      cancelText="Затвори"
      confirmLoading={annulling.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {payment && (
        <Typography.Paragraph>
          Плащане от {formatCents(payment.amountCents)}.{' '}
          {payment.batchId !== null && 'То е част от групово плащане: ще се анулират всички плащания с тази квитанция.'}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label="Причина за анулирането"
          rules={[{ required: true, min: 3, whitespace: true, message: 'Посочете причина за анулирането.' }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
