import { type ProtocolPaymentRow, paymentMethodLabels, todayInBulgaria } from '@kg/contracts';
import { Alert, Button, Checkbox, DatePicker, Drawer, Flex, Form, Input, List, Select, Typography } from 'antd';
import { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { centsFromText, formatCents } from '../../../shared/money/money';
import { useCreateManualProtocolMutation, useCreateProtocolMutation, useGetProtocolPreparationQuery } from '../api';
import { recentMonths } from './format';

export interface ProviderOption {
  value: number;
  label: string;
}

interface PeriodValues {
  providerId?: number;
  period?: string;
  protocolDate?: Dayjs;
}

const required = rules.required();

/** A drawer as wide as asked, never wider than the screen (phones). */
export const drawerWidth = (width = 640): number => Math.min(width, window.innerWidth);

/** "2026-10" → { year, month }. */
const periodOf = (value: string | undefined) => {
  if (!value) return undefined;
  const [year, month] = value.split('-').map(Number);
  return { year: year!, month: month! };
};

/** The fields every protocol has: provider, month, date. */
function PeriodFields({ providers }: { providers: ProviderOption[] }) {
  const months = useMemo(() => recentMonths(), []);
  return (
    <>
      <Form.Item name="providerId" label="Доставчик" rules={[required]}>
        <Select options={providers} showSearch={{ optionFilterProp: 'label' }} placeholder="Изберете доставчик" />
      </Form.Item>
      <Form.Item name="period" label="Месец" rules={[required]}>
        <Select options={months.map(({ value, label }) => ({ value, label }))} placeholder="Изберете месец" />
      </Form.Item>
      <Form.Item name="protocolDate" label="Дата на протокола" rules={[required]}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

/** One pending payment as a line of the checklist. */
function PaymentLine({ row }: { row: ProtocolPaymentRow }) {
  return (
    <Flex vertical gap={0}>
      <span>
        {row.studentName} – {formatCents(row.amountCents)}
      </span>
      <Typography.Text type="secondary">
        {row.activityName} · {paymentMethodLabels[row.method]} · {formatDate(row.paidOn)}
      </Typography.Text>
    </Flex>
  );
}

/**
 * „Нов протокол“: the provider's desk payments of the month that no protocol holds, all chosen at first; the director
 * may leave some out. Creating it freezes the chosen ones.
 */
export function ProtocolDrawer({
  open,
  onClose,
  providers,
}: {
  open: boolean;
  onClose: () => void;
  providers: ProviderOption[];
}) {
  const [create] = useCreateProtocolMutation();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  /** The chosen payments in the checklist's order, as the save sends them. */
  const chosenIds = useRef<number[]>([]);
  const { form, submit, saving } = useSaveForm<PeriodValues>({
    save: (values) =>
      create({
        providerId: values.providerId!,
        ...periodOf(values.period)!,
        protocolDate: toApiDate(values.protocolDate!),
        paymentIds: chosenIds.current,
      }),
    success: 'Протоколът е създаден.',
    onSaved: () => {
      form.resetFields();
      onClose();
    },
  });
  const providerId: number | undefined = Form.useWatch('providerId', form);
  const period = periodOf(Form.useWatch('period', form) as string | undefined);
  const preparation = useGetProtocolPreparationQuery(
    { providerId: providerId ?? 0, year: period?.year ?? 0, month: period?.month ?? 0 },
    { skip: !providerId || !period },
  );
  const ready = Boolean(providerId && period);
  const rows: ProtocolPaymentRow[] = useMemo(() => (ready ? (preparation.data?.rows ?? []) : []), [preparation.data, ready]);
  useEffect(() => setChosen(new Set(rows.map((row) => row.paymentId))), [rows]);
  const picked = rows.filter((row) => chosen.has(row.paymentId));
  chosenIds.current = picked.map((row) => row.paymentId);
  const total = picked.reduce((sum, row) => sum + row.amountCents, 0);
  const toggle = (paymentId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(paymentId);
      else next.delete(paymentId);
      return next;
    });

  return (
    <Drawer title="Нов приемо-предавателен протокол" open={open} onClose={onClose} size={drawerWidth()} destroyOnHidden>
      <Form<PeriodValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ protocolDate: dayjs(todayInBulgaria()) }}
      >
        <PeriodFields providers={providers} />
        {ready && (
          <>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Плащания за предаване
            </Typography.Title>
            {preparation.isError ? (
              <Alert type="error" showIcon title="Плащанията не можаха да бъдат заредени." />
            ) : (
              <List
                loading={preparation.isFetching}
                dataSource={rows}
                locale={{ emptyText: 'Няма събрани плащания, които още не са в протокол.' }}
                renderItem={(row) => (
                  <List.Item>
                    <Checkbox
                      checked={chosen.has(row.paymentId)}
                      onChange={(event) => toggle(row.paymentId, event.target.checked)}
                      aria-label={`${row.studentName}, ${row.activityName}, ${formatCents(row.amountCents)}`}
                    >
                      <PaymentLine row={row} />
                    </Checkbox>
                  </List.Item>
                )}
              />
            )}
            <Typography.Paragraph strong>
              Избрани: {chosen.size} плащания, общо {formatCents(total)}
            </Typography.Paragraph>
          </>
        )}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={chosen.size === 0}>
            Създай протокол
          </Button>
          <Button onClick={onClose}>Отказ</Button>
        </Flex>
      </Form>
    </Drawer>
  );
}

interface ManualValues extends PeriodValues {
  amountCents?: string;
  reason?: string;
}

/** „Протокол с ръчна сума“: a typed amount with its reason, no payments. */
export function ManualProtocolDrawer({
  open,
  onClose,
  providers,
}: {
  open: boolean;
  onClose: () => void;
  providers: ProviderOption[];
}) {
  const [create] = useCreateManualProtocolMutation();
  const { form, submit, saving } = useSaveForm<ManualValues>({
    save: (values) =>
      create({
        providerId: values.providerId!,
        ...periodOf(values.period)!,
        protocolDate: toApiDate(values.protocolDate!),
        amountCents: centsFromText(values.amountCents) ?? 0,
        reason: values.reason ?? '',
      }),
    success: 'Протоколът е създаден.',
    onSaved: () => {
      form.resetFields();
      onClose();
    },
  });
  return (
    <Drawer title="Протокол с ръчно въведена сума" open={open} onClose={onClose} size={drawerWidth(480)} destroyOnHidden>
      <Form<ManualValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ protocolDate: dayjs(todayInBulgaria()) }}
      >
        <PeriodFields providers={providers} />
        <Form.Item name="amountCents" label="Сума (€)" rules={[required, rules.positive()]}>
          <DecimalInput precision={2} />
        </Form.Item>
        <Form.Item name="reason" label="Основание" rules={[required, rules.max(500)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Създай протокол
          </Button>
          <Button onClick={onClose}>Отказ</Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
