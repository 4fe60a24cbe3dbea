import { type SaveResult, todayInBulgaria } from '@kg/contracts';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Select, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { formatCents } from '../../../shared/money/money';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCreateCashVoucherMutation, useGetCashVoucherPreparationQuery, useGetCashVoucherPreviewQuery } from '../api';
import { ACCOUNTING, useProviderOptions } from '../components/filters';
import { periodLabel, whole } from '../components/format';
import { VoucherView } from '../components/voucher-view';

interface Values {
  voucherDate?: Dayjs;
  receivedBy?: string;
}

/** The protocol to pay out: the provider, then one of its protocols not paid out yet. */
function ProtocolPicker({ onPick }: { onPick: (protocolId: number) => void }) {
  const [params, setParams] = useSearchParams();
  const providerId = whole(params.get('providerId'));
  const providers = useProviderOptions();
  const preparation = useGetCashVoucherPreparationQuery(providerId ?? 0, { skip: !providerId });
  const options = (preparation.data?.protocols ?? []).map((row) => ({
    value: row.protocolId,
    label:
      `№ ${row.number} от ${formatDate(row.protocolDate)} – ${periodLabel(row.year, row.month)}, ${formatCents(row.totalCents)}` +
      (row.invoiceNumber ? `, фактура № ${row.invoiceNumber}` : ''),
  }));
  return (
    <Form layout="vertical">
      <Form.Item label="Доставчик" htmlFor="order-provider">
        <Select
          id="order-provider"
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
          htmlFor="order-protocol"
          help={preparation.isSuccess && !options.length ? 'Няма протоколи за изплащане.' : undefined}
        >
          <Select
            id="order-protocol"
            aria-label="Протокол"
            placeholder="Изберете протокол"
            loading={preparation.isFetching}
            options={options}
            onChange={(value: number) => onPick(value)}
          />
        </Form.Item>
      )}
    </Form>
  );
}

/**
 * /activities/accounting/order/create?protocolId=: the разходен касов ордер paying a protocol's amount to the
 * provider in cash — the preview, the date and who received the money, then „Издай ордер“ (numbered then).
 */
export default function OrderCreatePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const protocolId = whole(params.get('protocolId'));
  const preview = useGetCashVoucherPreviewQuery({ protocolId: protocolId ?? 0 }, { skip: !protocolId });
  const [create] = useCreateCashVoucherMutation();
  const { form, submit, saving } = useSaveForm<Values, SaveResult>({
    save: (values) =>
      create({ protocolId: protocolId!, voucherDate: toApiDate(values.voucherDate!), receivedBy: values.receivedBy ?? '' }),
    success: 'Ордерът е издаден.',
    onSaved: (result) => navigate(`${ACCOUNTING}/order/${result.entityId}`),
  });

  return (
    <Card title={<PageTitle>Нов разходен касов ордер</PageTitle>} extra={<Link to={`${ACCOUNTING}/order`}>Към ордерите</Link>}>
      {!protocolId && <ProtocolPicker onPick={(id) => setParams({ protocolId: String(id) })} />}
      {protocolId && preview.isLoading && <Skeleton active />}
      {protocolId && preview.isError && <Alert type="error" showIcon message={errorMessage(preview.error)} />}
      {protocolId && preview.data && (
        <>
          <VoucherView voucher={preview.data} />
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ voucherDate: dayjs(todayInBulgaria()) }}
            style={{ marginTop: 16, maxWidth: 480 }}
          >
            <Form.Item name="voucherDate" label="Дата на ордера" rules={[rules.required()]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="receivedBy" label="Получил сумата (име)" rules={[rules.required(), rules.max(150)]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" loading={saving}>
                Издай ордер
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
