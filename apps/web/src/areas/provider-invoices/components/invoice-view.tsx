import type { InvoiceParty, InvoicePreparation, ProviderInvoiceDetail } from '@kg/contracts';
import { Descriptions, Typography } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { formatCents } from '../../../shared/money/money';

type InvoiceLike = Pick<
  InvoicePreparation & ProviderInvoiceDetail,
  | 'description'
  | 'vatRegistered'
  | 'vatPercent'
  | 'baseCents'
  | 'vatCents'
  | 'totalCents'
  | 'noVatReason'
  | 'supplier'
  | 'recipient'
> & { invoiceDate?: string; taxEventDate?: string };

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <Descriptions title={title} size="small" column={1} bordered>
      <Descriptions.Item label="Име">{party.name}</Descriptions.Item>
      <Descriptions.Item label="ЕИК/БУЛСТАТ">{party.eik ?? '—'}</Descriptions.Item>
      {party.vatNumber && <Descriptions.Item label="ДДС №">{party.vatNumber}</Descriptions.Item>}
      <Descriptions.Item label="Адрес">{party.address}</Descriptions.Item>
      {party.iban && <Descriptions.Item label="IBAN">{party.iban}</Descriptions.Item>}
      {party.bank && <Descriptions.Item label="Банка">{party.bank}</Descriptions.Item>}
    </Descriptions>
  );
}

/** An invoice as it reads (the preview before it is issued, or the issued one): parties, service and amounts. */
export function InvoiceView({ invoice }: { invoice: InvoiceLike }) {
  return (
    <>
      {invoice.invoiceDate && (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Дата на издаване">{formatDate(invoice.invoiceDate)}</Descriptions.Item>
          {invoice.taxEventDate && (
            <Descriptions.Item label="Дата на данъчното събитие">{formatDate(invoice.taxEventDate)}</Descriptions.Item>
          )}
        </Descriptions>
      )}
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
          marginBottom: 16,
        }}
      >
        <Party title="Доставчик" party={invoice.supplier} />
        <Party title="Получател" party={invoice.recipient} />
      </div>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Услуга">{invoice.description}</Descriptions.Item>
        <Descriptions.Item label="Данъчна основа">{formatCents(invoice.baseCents)}</Descriptions.Item>
        <Descriptions.Item label={invoice.vatRegistered ? `ДДС ${Number(invoice.vatPercent)} %` : 'ДДС'}>
          {formatCents(invoice.vatCents)}
        </Descriptions.Item>
        <Descriptions.Item label="Сума за плащане">
          <Typography.Text strong>{formatCents(invoice.totalCents)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {invoice.noVatReason && <Typography.Paragraph style={{ marginTop: 12 }}>{invoice.noVatReason}</Typography.Paragraph>}
    </>
  );
}
