import {
  allows,
  exact,
  type InventoryDeclarationLine,
  inventoryDeclarationsRoutes,
  productUnitSymbols,
  Resource,
  stockReferenceMessages,
} from '@kg/contracts';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Spin, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { type ResponsiveColumns, ResponsiveTable } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useGetUserDataQuery } from '../../identity/api';
import { bgNumber, euro } from '../components/decimal-text';
import { useRecordId } from '../components/record-form-card';
import { useDeleteInventoryDeclarationMutation, useGetInventoryDeclarationQuery } from '../references-api';
import { REGISTER } from './inventory-declarations-page';

const signed = (value: string, places: number) => `${exact(value).digits > 0n ? '+' : ''}${bgNumber(value, places)}`;

/**
 * /storage/references/stock-inventory-register/:id: a posted inventory declaration — commission, counted against the
 * book, the differences and their values — its PDF protocol, and its deletion while allowed.
 */
export default function InventoryDeclarationPage() {
  const { id, invalid } = useRecordId();
  const declaration = useGetInventoryDeclarationQuery(id ?? 0, { skip: id === undefined });
  const access = useGetUserDataQuery().data?.access ?? [];
  const [remove, removal] = useDeleteInventoryDeclarationMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const missing = declaration.isError && 'status' in declaration.error && declaration.error.status === 404;
  if (invalid || missing) {
    return (
      <Result status="404" title={stockReferenceMessages.declarationNotFound} extra={<Link to={REGISTER}>Към списъка</Link>} />
    );
  }
  if (declaration.isError) return <Alert type="error" showIcon title={errorMessage(declaration.error)} />;
  if (!declaration.data) return <Spin description="Зареждане…" />;
  const data = declaration.data;
  const unit = (line: InventoryDeclarationLine) => productUnitSymbols[line.unit];

  const columns: ResponsiveColumns<InventoryDeclarationLine> = [
    { title: 'Продукт', key: 'product', render: (_v, line) => `${line.position}. ${line.productName}` },
    { title: 'По книга', key: 'book', align: 'right', render: (_v, line) => `${bgNumber(line.bookQuantity, 3)} ${unit(line)}` },
    {
      title: 'Преброено',
      key: 'counted',
      align: 'right',
      render: (_v, line) => `${bgNumber(line.countedQuantity, 3)} ${unit(line)}`,
    },
    {
      title: 'Разлика',
      key: 'difference',
      align: 'right',
      render: (_v, line) => `${signed(line.differenceQuantity, 3)} ${unit(line)}`,
    },
    { title: 'Разлика, €', key: 'value', align: 'right', render: (_v, line) => euro(line.differenceValue) },
  ];

  const deleteDeclaration = async (): Promise<void> => {
    const result = await remove(data.id);
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Инвентаризацията е изтрита.');
      void navigate(REGISTER);
    }
  };

  return (
    <Card
      title={<PageTitle>{`Инвентаризация № ${data.number}/${data.year}`}</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <DownloadButton path={routePath(inventoryDeclarationsRoutes.pdf, { params: { id: data.id } })}>
            Протокол (PDF)
          </DownloadButton>
          {data.canDelete && allows(access, Resource.Inventory, 'delete') && (
            <Popconfirm
              title="Изтриване на инвентаризация"
              description="Излишъците и липсите ѝ ще бъдат сторнирани, а номерът ѝ — освободен."
              okText="Изтрий"
              cancelText="Отказ"
              okButtonProps={{ danger: true }}
              onConfirm={deleteDeclaration}
            >
              <Button danger loading={removal.isLoading}>
                Изтрий
              </Button>
            </Popconfirm>
          )}
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'date', label: 'Дата', children: formatDate(data.declarationDate) },
          { key: 'warehouse', label: 'Склад', children: data.warehouseName },
          { key: 'by', label: 'Съставил', children: data.createdByName ?? '—' },
          {
            key: 'commission',
            label: 'Комисия',
            children: data.commission.map((member) => `${member.name} (${member.position})`).join(', '),
          },
          ...(data.note ? [{ key: 'note', label: 'Бележка', children: data.note }] : []),
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <ResponsiveTable<InventoryDeclarationLine>
          cardsLabel="Преброени продукти"
          rowKey="position"
          columns={columns}
          dataSource={data.lines}
          pagination={false}
          summary={() => (
            <>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  Излишъци
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {euro(data.surplusValue)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  Липси
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {euro(data.shortageValue)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </>
          )}
        />
      </div>
      {!data.canDelete && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          Изтрива се само последната инвентаризация за годината, докато след нея в склада няма движения.
        </Typography.Paragraph>
      )}
      <Link to={REGISTER}>Към списъка</Link>
    </Card>
  );
}
