import { isValidEik, type SaveResult, todayInBulgaria } from '@kg/contracts';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Select, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { formatCents } from '../../../shared/money/money';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCreateInvoiceMutation, useGetInvoicePreparationQuery, useGetProviderDocumentsQuery } from '../api';
import { ACCOUNTING, useProviderOptions } from '../components/filters';
import { periodLabel, whole } from '../components/format';
import { InvoiceView } from '../components/invoice-view';

interface Values {
  invoiceDate?: Dayjs;
  recipientEik?: string;
}

const eikRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !isValidEik(text)) throw new Error('Невалиден ЕИК/БУЛСТАТ: въведете 9 или 13 цифри с вярна контролна цифра.');
  },
};

/** The protocol to invoice: the provider, then one of its protocols without an invoice. */
function ProtocolPicker({ onPick }: { onPick: (protocolId: number) => void }) {
  const [params, setParams] = useSearchParams();
  const providerId = whole(params.get('providerId'));
  const providers = useProviderOptions();
  const protocols = useGetProviderDocumentsQuery(
    { providerId, withInvoice: false, pageNumber: 1, pageSize: 100, orderByColumn: 'protocolDate', orderByDescending: true },
    { skip: !providerId },
  );
  const options = (protocols.data?.result ?? [])
    .filter((row) => row.totalCents > 0)
    .map((row) => ({
      value: row.id,
      label: `№ ${row.number} от ${formatDate(row.protocolDate)} – ${periodLabel(row.year, row.month)}, ${formatCents(row.totalCents)}`,
    }));
  return (
    <Form layout="vertical">
      <Form.Item label="Доставчик" htmlFor="invoice-provider">
        <Select
          id="invoice-provider"
          aria-label="Доставчик"
          placeholder="Изберете доставчик"
          showSearch={{ optionFilterProp: 'label' }}
          loading={providers.loading}
          value={providerId}
          options={providers.options}
          onChange={(value: number) => setParams({ providerId: String(value) }, { replace: true })}
        />
      </Form.Item>
      {providerId && (
        <Form.Item
          label="Протокол"
          htmlFor="invoice-protocol"
          help={protocols.isSuccess && !options.length ? 'Няма протоколи без фактура.' : undefined}
        >
          <Select
            id="invoice-protocol"
            aria-label="Протокол"
            placeholder="Изберете протокол"
            loading={protocols.isFetching}
            options={options}
            onChange={(value: number) => onPick(value)}
          />
        </Form.Item>
      )}
    </Form>
  );
}

/**
 * /activities/accounting/invoice/create?protocolId=: the invoice a protocol gets in its provider's name — the preview
 * with the VAT as the provider's registration says, the date and the kindergarten's ЕИК, then „Издай фактура“ (the
 * number is given only then; docs/provider-invoices.md).
 */
export default function InvoiceCreatePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const protocolId = whole(params.get('protocolId'));
  const preparation = useGetInvoicePreparationQuery(protocolId ?? 0, { skip: !protocolId });
  const [create] = useCreateInvoiceMutation();
  const { form, submit, saving } = useSaveForm<Values, SaveResult>({
    save: (values) =>
      create({
        protocolId: protocolId!,
        invoiceDate: toApiDate(values.invoiceDate!),
        recipientEik: values.recipientEik?.trim() || undefined,
      }),
    success: 'Фактурата е издадена.',
    onSaved: (result) => navigate(`${ACCOUNTING}/invoice/${result.entityId}`),
  });

  return (
    <Card title={<PageTitle>Нова фактура</PageTitle>} extra={<Link to={`${ACCOUNTING}/invoice`}>Към фактурите</Link>}>
      {!protocolId && <ProtocolPicker onPick={(id) => setParams({ protocolId: String(id) })} />}
      {protocolId && preparation.isLoading && <Skeleton active />}
      {protocolId && preparation.isError && <Alert type="error" showIcon message={errorMessage(preparation.error)} />}
      {protocolId && preparation.data && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={`По протокол № ${preparation.data.protocolNumber} от ${formatDate(preparation.data.protocolDate)} за ${periodLabel(preparation.data.year, preparation.data.month)}. Номерът на фактурата се дава при издаването.`}
          />
          <InvoiceView invoice={preparation.data} />
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ invoiceDate: dayjs(todayInBulgaria()) }}
            style={{ marginTop: 16, maxWidth: 480 }}
          >
            <Form.Item name="invoiceDate" label="Дата на фактурата" rules={[rules.required()]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="recipientEik" label="ЕИК/БУЛСТАТ на детската градина (по желание)" rules={[eikRule]}>
              <Input inputMode="numeric" maxLength={13} />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" loading={saving}>
                Издай фактура
              </Button>
              <Link to={ACCOUNTING}>
                <Button>Отказ</Button>
              </Link>
            </Flex>
          </Form>
        </>
      )}
    </Card>
  );
}
