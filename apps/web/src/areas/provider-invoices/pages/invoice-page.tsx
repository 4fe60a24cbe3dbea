import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { PageTitle } from '../../../shared/ui/page-title';
import { exportPaths, useGetProtocolSummaryQuery } from '../api';
import { ACCOUNTING } from '../components/filters';
import { periodLabel, whole } from '../components/format';
import { InvoiceView } from '../components/invoice-view';

/** /activities/accounting/invoice/:id: the invoice of protocol :id as issued, with its PDF. */
export default function InvoicePage() {
  const id = whole(useParams().id ?? null);
  const summary = useGetProtocolSummaryQuery(id ?? 0, { skip: !id });
  const invoice = summary.data?.invoice;
  const title = invoice ? `Фактура № ${invoice.number}` : 'Фактура';
  return (
    <Card title={<PageTitle>{title}</PageTitle>}>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {invoice && id && <DownloadButton path={exportPaths.invoice(id)}>Изтегли PDF</DownloadButton>}
        <Link to={`${ACCOUNTING}/invoice`}>
          <Button>Към фактурите</Button>
        </Link>
      </Flex>
      {!id && <Alert type="error" showIcon title="Фактурата не е намерена." />}
      {summary.isLoading && <Skeleton active />}
      {summary.isError && <Alert type="error" showIcon title={errorMessage(summary.error)} />}
      {summary.data && !invoice && (
        <Alert
          type="warning"
          showIcon
          title="По този протокол няма издадена фактура."
          action={<Link to={`${ACCOUNTING}/invoice/create?protocolId=${summary.data.id}`}>Издай фактура</Link>}
        />
      )}
      {summary.data && invoice && (
        <>
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            title={`Издадена по приемо-предавателен протокол № ${summary.data.number} от ${formatDate(summary.data.protocolDate)} за ${periodLabel(summary.data.year, summary.data.month)} – ${summary.data.provider.name}.`}
          />
          <InvoiceView invoice={invoice} />
        </>
      )}
    </Card>
  );
}
