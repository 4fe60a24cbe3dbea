import { type SaveResult, todayInBulgaria } from '@kg/contracts';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { useCreateCashVoucherMutation, useGetCashVoucherPreparationQuery, useGetCashVoucherPreviewQuery } from '../api';
import { CreateOnProtocolCard, IssueForm, type ProtocolChoices, useChosenProtocol } from '../components/create-on-protocol';
import { ACCOUNTING } from '../components/filters';
import { VoucherView } from '../components/voucher-view';

interface Values {
  voucherDate?: Dayjs;
  receivedBy?: string;
}

/** The provider's protocols not paid out yet. */
function useProtocolsToPay(providerId: number | undefined): ProtocolChoices {
  const preparation = useGetCashVoucherPreparationQuery(providerId ?? 0, { skip: !providerId });
  return {
    protocols: (preparation.data?.protocols ?? []).map(({ protocolId, ...row }) => ({ id: protocolId, ...row })),
    loading: preparation.isFetching,
    loaded: preparation.isSuccess,
  };
}

/**
 * /activities/accounting/order/create?protocolId=: the разходен касов ордер paying a protocol's amount to the
 * provider in cash — the preview, the date and who received the money, then „Издай ордер“ (numbered then).
 */
export default function OrderCreatePage() {
  const navigate = useNavigate();
  const { protocolId } = useChosenProtocol();
  const preview = useGetCashVoucherPreviewQuery({ protocolId: protocolId ?? 0 }, { skip: !protocolId });
  const [create] = useCreateCashVoucherMutation();
  const { form, submit, saving } = useSaveForm<Values, SaveResult>({
    save: (values) =>
      create({ protocolId: protocolId!, voucherDate: toApiDate(values.voucherDate!), receivedBy: values.receivedBy ?? '' }),
    success: 'Ордерът е издаден.',
    onSaved: (result) => navigate(`${ACCOUNTING}/order/${result.entityId}`),
  });

  return (
    <CreateOnProtocolCard
      title="Нов разходен касов ордер"
      back={{ path: 'order', label: 'Към ордерите' }}
      picker={{ idPrefix: 'order', useProtocols: useProtocolsToPay, emptyText: 'Няма протоколи за изплащане.' }}
      preview={preview}
    >
      {(voucher) => (
        <>
          <VoucherView voucher={voucher} />
          <IssueForm<Values>
            form={form}
            submit={submit}
            saving={saving}
            initialValues={{ voucherDate: dayjs(todayInBulgaria()) }}
            submitLabel="Издай ордер"
          >
            <Form.Item name="voucherDate" label="Дата на ордера" rules={[rules.required()]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="receivedBy" label="Получил сумата (име)" rules={[rules.required(), rules.max(150)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </IssueForm>
        </>
      )}
    </CreateOnProtocolCard>
  );
}
