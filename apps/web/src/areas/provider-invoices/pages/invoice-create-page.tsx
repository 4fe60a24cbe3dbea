import { isValidEik, type SaveResult, todayInBulgaria } from '@kg/contracts';
import { Alert, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { useCreateInvoiceMutation, useGetInvoicePreparationQuery, useGetProviderDocumentsQuery } from '../api';
import { CreateOnProtocolCard, IssueForm, type ProtocolChoices, useChosenProtocol } from '../components/create-on-protocol';
import { ACCOUNTING } from '../components/filters';
import { periodLabel } from '../components/format';
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

/** The provider's protocols without an invoice, above 0 €. */
function useProtocolsToInvoice(providerId: number | undefined): ProtocolChoices {
  const protocols = useGetProviderDocumentsQuery(
    { providerId, withInvoice: false, pageNumber: 1, pageSize: 100, orderByColumn: 'protocolDate', orderByDescending: true },
    { skip: !providerId },
  );
  return {
    protocols: (protocols.data?.result ?? []).filter((row) => row.totalCents > 0),
    loading: protocols.isFetching,
    loaded: protocols.isSuccess,
  };
}

/**
 * /activities/accounting/invoice/create?protocolId=: the invoice a protocol gets in its provider's name — the preview
 * with the VAT as the provider's registration says, the date and the kindergarten's ЕИК, then „Издай фактура“ (the
 * number is given only then; docs/provider-invoices.md).
 */
export default function InvoiceCreatePage() {
  const navigate = useNavigate();
  const { protocolId } = useChosenProtocol();
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
    <CreateOnProtocolCard
      title="Нова фактура"
      back={{ path: 'invoice', label: 'Към фактурите' }}
      picker={{ idPrefix: 'invoice', useProtocols: useProtocolsToInvoice, emptyText: 'Няма протоколи без фактура.' }}
      preview={preparation}
    >
      {(invoice) => (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`По протокол № ${invoice.protocolNumber} от ${formatDate(invoice.protocolDate)} за ${periodLabel(invoice.year, invoice.month)}. Номерът на фактурата се дава при издаването.`}
          />
          <InvoiceView invoice={invoice} />
          <IssueForm<Values>
            form={form}
            submit={submit}
            saving={saving}
            initialValues={{ invoiceDate: dayjs(todayInBulgaria()) }}
            submitLabel="Издай фактура"
          >
            <Form.Item name="invoiceDate" label="Дата на фактурата" rules={[rules.required()]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="recipientEik" label="ЕИК/БУЛСТАТ на детската градина (по желание)" rules={[eikRule]}>
              <Input inputMode="numeric" maxLength={13} />
            </Form.Item>
          </IssueForm>
        </>
      )}
    </CreateOnProtocolCard>
  );
}
