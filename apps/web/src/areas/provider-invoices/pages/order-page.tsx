import { allows, Resource } from '@kg/contracts';
import { Alert, App, Button, Card, Flex, Skeleton, Tag } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DownloadButton } from '../../../shared/download';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { exportPaths, useAnnulCashVoucherMutation, useGetCashVoucherQuery } from '../api';
import { ACCOUNTING } from '../components/filters';
import { whole } from '../components/format';
import { VoucherView } from '../components/voucher-view';

/** /activities/accounting/order/:id: a разходен касов ордер with its PDF; the director annuls it (it keeps its number). */
export default function OrderPage() {
  const id = whole(useParams().id ?? null);
  const voucher = useGetCashVoucherQuery(id ?? 0, { skip: !id });
  const access = useGetUserDataQuery().data?.access ?? [];
  const canAnnul = allows(access, Resource.ActivityAccounting, 'delete');
  const [annul, annulling] = useAnnulCashVoucherMutation();
  const { message } = App.useApp();
  const data = voucher.data;

  const annulVoucher = async () => {
    const result = await annul(id!);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Ордерът е анулиран.');
  };

  return (
    <Card title={<PageTitle>{data ? `Разходен касов ордер № ${data.number}` : 'Разходен касов ордер'}</PageTitle>}>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {data && id && <DownloadButton path={exportPaths.cashVoucher(id)}>Изтегли PDF</DownloadButton>}
        {data && !data.annulled && canAnnul && (
          <Popconfirm
            title="Анулиране на ордер"
            description={`Да се анулира ли РКО № ${data.number}? Номерът остава зает, а протоколът отново може да бъде изплатен.`}
            okText="Анулирай"
            cancelText="Отказ"
            okButtonProps={{ danger: true }}
            onConfirm={annulVoucher}
          >
            <Button danger loading={annulling.isLoading}>
              Анулирай
            </Button>
          </Popconfirm>
        )}
        <Link to={`${ACCOUNTING}/order`}>
          <Button>Към ордерите</Button>
        </Link>
      </Flex>
      {!id && <Alert type="error" showIcon title="Ордерът не е намерен." />}
      {voucher.isLoading && <Skeleton active />}
      {voucher.isError && <Alert type="error" showIcon title={errorMessage(voucher.error)} />}
      {data && (
        <>
          {data.annulled && (
            <Tag color="red" style={{ marginBottom: 12 }}>
              Анулиран
            </Tag>
          )}
          <VoucherView voucher={data} />
        </>
      )}
    </Card>
  );
}
