import {
  commissionMember,
  type CreateInventoryDeclarationRequest,
  createInventoryDeclarationRequest,
  inventoryLineRequest,
  exact,
  type ProductUnit,
  productUnitSymbols,
  round,
  type SaveResult,
  subtract,
} from '@kg/contracts';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { DATE_FORMAT, sofiaToday, toApiDate } from '../../../shared/dates/dates';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetProductLookupQuery } from '../../products/api';
import { useGetWarehouseLookupQuery } from '../api';
import { bgNumber } from '../components/decimal-text';
import { useCreateInventoryDeclarationMutation, useGetBookStockQuery, useGetInventoryNextNumberQuery } from '../references-api';
import { REGISTER } from './inventory-declarations-page';

const fields = createInventoryDeclarationRequest.shape;
const lineFields = inventoryLineRequest.shape;
const memberFields = commissionMember.shape;

interface LineValues {
  productId: number;
  productName: string;
  unit: ProductUnit;
  bookQuantity: string;
  countedQuantity?: string;
  unitPrice?: string;
}

interface DeclarationValues {
  warehouseId?: number;
  declarationDate: Dayjs;
  commission: { name?: string; position?: string }[];
  note?: string;
  lines: LineValues[];
}

/** counted − book, exactly (3 decimals), or null while the counted quantity is not a number yet. */
export function differenceOf(counted: string | undefined, book: string): string | null {
  if (!counted || !/^\d+(\.\d+)?$/.test(counted)) return null;
  return round(subtract(exact(counted), exact(book)), 3);
}

export function declarationRequestOf(values: DeclarationValues): CreateInventoryDeclarationRequest {
  return {
    warehouseId: values.warehouseId!,
    declarationDate: toApiDate(values.declarationDate),
    commission: values.commission.map((member) => ({ name: member.name?.trim() ?? '', position: member.position?.trim() ?? '' })),
    note: values.note?.trim() || null,
    lines: values.lines.map((line) => ({
      productId: line.productId,
      countedQuantity: line.countedQuantity ?? '',
      unitPrice: line.unitPrice?.trim() || null,
    })),
  };
}

/**
 * /storage/references/stock-inventory-register/create: a commission counts a warehouse on a date. The lines come
 * prefilled with the book stock on that date; the counted quantity is entered and the difference shown, exactly. Saving
 * posts the surpluses and shortages (docs/storage.md "Inventory declarations").
 */
export default function InventoryDeclarationCreatePage() {
  const navigate = useNavigate();
  const [create] = useCreateInventoryDeclarationMutation();
  // The lines' product and book stock are not fields of their own: the save takes them from the form's store.
  const linesNow = useRef<LineValues[]>([]);
  const { form, submit, saving } = useSaveForm<DeclarationValues, SaveResult>({
    save: (values) => create(declarationRequestOf({ ...values, lines: linesNow.current })),
    success: 'Инвентаризацията е записана и осчетоводена.',
    onSaved: (result) => void navigate(`${REGISTER}/${result.entityId}`),
  });
  const warehouses = useGetWarehouseLookupQuery();
  const products = useGetProductLookupQuery();
  const warehouseId = Form.useWatch('warehouseId', form);
  const day = Form.useWatch('declarationDate', form) as Dayjs | undefined;
  const lines = (Form.useWatch('lines', { form, preserve: true }) as LineValues[] | undefined) ?? [];
  linesNow.current = lines;
  const date = day ? toApiDate(day) : toApiDate(sofiaToday());
  const book = useGetBookStockQuery({ warehouseId: warehouseId ?? 0, date }, { skip: !warehouseId });
  const next = useGetInventoryNextNumberQuery(Number(date.slice(0, 4)));

  // The lines follow the book stock of the chosen warehouse and date.
  useEffect(() => {
    if (!book.data) return;
    form.setFieldValue(
      'lines',
      book.data.map((row) => ({
        productId: row.productId,
        productName: row.productName,
        unit: row.unit,
        bookQuantity: row.quantity,
      })),
    );
  }, [book.data, form]);

  const listed = new Set(lines.map((line) => line.productId));
  const addProduct = (productId: number) => {
    const product = products.data?.find((row) => row.id === productId);
    if (!product) return;
    form.setFieldValue('lines', [...lines, { productId, productName: product.name, unit: product.unit, bookQuantity: '0' }]);
  };

  return (
    <Card title={<PageTitle>{`Нова инвентаризация № ${next.data?.number ?? 0}`}</PageTitle>}>
      <Form<DeclarationValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          declarationDate: sofiaToday(),
          commission: [{}, {}],
          lines: [],
        }}
        style={{ maxWidth: 960 }}
      >
        <Flex gap={16} wrap>
          <Form.Item name="warehouseId" label="Склад" rules={[{ required: true, message: 'Изберете склад.' }]}>
            <Select
              options={(warehouses.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
              style={{ width: 240, maxWidth: '100%' }}
            />
          </Form.Item>
          <Form.Item name="declarationDate" label="Дата" rules={[{ required: true, message: 'Изберете дата.' }]}>
            <DatePicker format={DATE_FORMAT} allowClear={false} />
          </Form.Item>
        </Flex>

        <Typography.Title level={5}>Комисия (председателят е първи)</Typography.Title>
        <Form.List name="commission">
          {(members, { add, remove }) => (
            <>
              {members.map((member, index) => (
                <Flex key={member.key} gap={12} wrap align="end">
                  <Form.Item
                    name={[member.name, 'name']}
                    label={index === 0 ? 'Председател' : `Член ${index}`}
                    rules={[zodRule(memberFields.name)]}
                  >
                    <Input style={{ width: 240, maxWidth: '100%' }} />
                  </Form.Item>
                  <Form.Item
                    name={[member.name, 'position']}
                    label={`Длъжност на ${index === 0 ? 'председателя' : `член ${index}`}`}
                    rules={[zodRule(memberFields.position)]}
                  >
                    <Input style={{ width: 220, maxWidth: '100%' }} />
                  </Form.Item>
                  {members.length > 2 && (
                    <Form.Item>
                      <Button onClick={() => remove(member.name)}>Премахни член {index}</Button>
                    </Form.Item>
                  )}
                </Flex>
              ))}
              {members.length < 5 && (
                <Form.Item>
                  <Button onClick={() => add({})}>Добави член на комисията</Button>
                </Form.Item>
              )}
            </>
          )}
        </Form.List>

        <Typography.Title level={5}>Продукти</Typography.Title>
        {!warehouseId && <Alert type="info" showIcon title="Изберете склад: редовете се попълват с наличността по книга." />}
        <Form.List name="lines">
          {(rows, { remove }) => (
            <Flex vertical gap={8} component="ol" style={{ padding: 0, margin: 0, listStyle: 'none' }}>
              {rows.map((row, index) => {
                const line = lines[index];
                if (!line) return null;
                const unit = productUnitSymbols[line.unit];
                const difference = differenceOf(line.countedQuantity, line.bookQuantity);
                const needsPrice = exact(line.bookQuantity).digits === 0n && difference !== null && exact(difference).digits > 0n;
                return (
                  <li key={row.key}>
                    <Card size="small" title={line.productName}>
                      <Flex gap={16} wrap align="end">
                        <Typography.Text>
                          По книга: {bgNumber(line.bookQuantity, 3)} {unit}
                        </Typography.Text>
                        <Form.Item
                          name={[row.name, 'countedQuantity']}
                          label={`Преброено, ${unit}`}
                          rules={[zodRule(lineFields.countedQuantity)]}
                          style={{ marginBottom: 0 }}
                        >
                          <DecimalInput aria-label={`Преброено количество на ${line.productName}`} style={{ width: 140 }} />
                        </Form.Item>
                        {needsPrice && (
                          <Form.Item
                            name={[row.name, 'unitPrice']}
                            label={`Единична цена, € / ${unit}`}
                            rules={[{ required: true, message: 'Въведете единична цена за излишъка.' }]}
                            style={{ marginBottom: 0 }}
                          >
                            <DecimalInput
                              precision={5}
                              aria-label={`Единична цена на ${line.productName}`}
                              style={{ width: 140 }}
                            />
                          </Form.Item>
                        )}
                        <Typography.Text
                          aria-label={`Разлика за ${line.productName}`}
                          type={
                            difference === null || exact(difference).digits === 0n
                              ? undefined
                              : exact(difference).digits > 0n
                                ? 'success'
                                : 'danger'
                          }
                        >
                          Разлика:{' '}
                          {difference === null
                            ? '—'
                            : `${exact(difference).digits > 0n ? '+' : ''}${bgNumber(difference, 3)} ${unit}`}
                        </Typography.Text>
                        {exact(line.bookQuantity).digits === 0n && (
                          <Button onClick={() => remove(row.name)}>Премахни {line.productName}</Button>
                        )}
                      </Flex>
                    </Card>
                  </li>
                );
              })}
            </Flex>
          )}
        </Form.List>
        {warehouseId && (
          <Form.Item label="Добави продукт без наличност по книга" style={{ marginTop: 12 }}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="Търсене на продукт"
              value={null}
              options={(products.data ?? [])
                .filter((product) => !listed.has(product.id))
                .map((product) => ({ value: product.id, label: product.name }))}
              onChange={(productId: number) => addProduct(productId)}
              style={{ width: 320, maxWidth: '100%' }}
            />
          </Form.Item>
        )}
        <Form.Item name="note" label="Бележка" rules={[zodRule(fields.note)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={lines.length === 0}>
            Запиши и осчетоводи
          </Button>
          <Link to={REGISTER}>
            <Button>Отказ</Button>
          </Link>
        </Flex>
      </Form>
    </Card>
  );
}
