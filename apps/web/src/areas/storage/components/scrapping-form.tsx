import {
  type CommissionMember,
  type SaveResult,
  type SaveScrappingRequest,
  saveScrappingRequest,
  type ScrappingDetails,
  type ScrappingType,
  stockOutflowMessages,
} from '@kg/contracts';
import { Button, Card, Flex, Form, Input, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs, sofiaToday, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { DocumentDayField, WarehouseField } from './document-fields';
import { useGetNextScrappingNumberQuery, useGetScrappingTypesQuery, useSaveScrappingMutation } from '../outflows-api';
import { OutflowLinesEditor, type OutflowLineValues } from './outflow-lines-editor';

const fields = saveScrappingRequest.shape;

interface ScrappingValues {
  scrappingDate: Dayjs;
  warehouseId?: number;
  type?: ScrappingType;
  reason?: string;
  commission: Partial<CommissionMember>[];
  lines: OutflowLineValues[];
}

/** The request the form's values make. */
export function scrappingRequestOf(values: ScrappingValues, id?: number): SaveScrappingRequest {
  return {
    ...(id ? { id } : {}),
    warehouseId: values.warehouseId!,
    scrappingDate: toApiDate(values.scrappingDate),
    type: values.type!,
    reason: (values.reason ?? '').trim(),
    commission: values.commission.map((member) => ({
      name: (member.name ?? '').trim(),
      position: (member.position ?? '').trim(),
    })),
    lines: values.lines.map((line) => ({
      productId: line.productId!,
      lotId: line.lotId!,
      unit: line.unit!,
      quantity: line.quantity ?? '',
    })),
  } as SaveScrappingRequest;
}

interface ScrappingFormProps {
  scrapping?: ScrappingDetails;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** The scrapping protocol's form: date, warehouse, type, reason, the commission (chairman first) and the lots written off. */
export function ScrappingForm({ scrapping, onSaved, onCancel }: ScrappingFormProps) {
  const types = useGetScrappingTypesQuery();
  const [save] = useSaveScrappingMutation();
  const { form, submit, saving } = useSaveForm<ScrappingValues, SaveResult>({
    save: (values) => save(scrappingRequestOf(values, scrapping?.id)),
    success: 'Протоколът за бракуване е записан. Наличността ще се промени, когато го приключите.',
    onSaved: (result) => onSaved(Number(result.entityId)),
  });
  const scrappingDate = Form.useWatch('scrappingDate', form) as Dayjs | undefined;
  const warehouseId = Form.useWatch('warehouseId', form) as number | undefined;
  const next = useGetNextScrappingNumberQuery(scrappingDate?.year() ?? sofiaToday().year(), { skip: Boolean(scrapping) });
  const initialValues: ScrappingValues = scrapping
    ? {
        scrappingDate: dayjs(scrapping.scrappingDate),
        warehouseId: scrapping.warehouseId,
        type: scrapping.type,
        reason: scrapping.reason,
        commission: scrapping.commission,
        lines: scrapping.lines.map((line) => ({
          productId: line.productId,
          lotId: line.lotId,
          unit: line.unit,
          quantity: line.quantity,
        })),
      }
    : { scrappingDate: sofiaToday(), commission: [{}, {}, {}], lines: [{}] };
  return (
    <Form<ScrappingValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
    >
      {!scrapping && (
        <Typography.Paragraph type="secondary">
          Номер на протокола: {next.data ? next.data.number : 0} (дава се при записване, без пропуски за годината)
        </Typography.Paragraph>
      )}
      <Flex gap={12} wrap>
        <DocumentDayField name="scrappingDate" label="Дата" />
        <WarehouseField />
        <Form.Item
          name="type"
          label="Вид бракуване"
          rules={[{ required: true, message: 'Изберете вид бракуване.' }]}
          style={{ flex: '1 1 220px' }}
        >
          <Select aria-label="Вид бракуване" options={(types.data ?? []).map((row) => ({ value: row.id, label: row.name }))} />
        </Form.Item>
      </Flex>
      <Form.Item name="reason" label="Причина" rules={[zodRule(fields.reason)]}>
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Typography.Title level={4}>Комисия</Typography.Title>
      <Form.List
        name="commission"
        rules={[
          {
            validator: async (_rule, members?: unknown[]) => {
              if (!members || members.length < 2 || members.length > 5) throw new Error(stockOutflowMessages.commissionSize);
            },
          },
        ]}
      >
        {(members, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {members.map((member, index) => {
              const role = index === 0 ? 'Председател' : `Член ${index}`;
              return (
                <Card size="small" key={member.key} title={role}>
                  <Flex gap={12} wrap align="end">
                    <Form.Item
                      name={[member.name, 'name']}
                      label="Име"
                      rules={[{ required: true, whitespace: true, message: stockOutflowMessages.memberName }]}
                      style={{ flex: '2 1 200px', marginBottom: 0 }}
                    >
                      <Input maxLength={120} aria-label={`Име, ${role.toLowerCase()}`} />
                    </Form.Item>
                    <Form.Item
                      name={[member.name, 'position']}
                      label="Длъжност"
                      rules={[{ required: true, whitespace: true, message: stockOutflowMessages.memberPosition }]}
                      style={{ flex: '1 1 160px', marginBottom: 0 }}
                    >
                      <Input maxLength={120} aria-label={`Длъжност, ${role.toLowerCase()}`} />
                    </Form.Item>
                    {members.length > 2 && (
                      <Button
                        type="link"
                        danger
                        onClick={() => remove(member.name)}
                        aria-label={`Премахни ${role.toLowerCase()}`}
                      >
                        Премахни
                      </Button>
                    )}
                  </Flex>
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            {members.length < 5 && <Button onClick={() => add({})}>Добави член на комисията</Button>}
          </Flex>
        )}
      </Form.List>
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        Бракувани продукти
      </Typography.Title>
      <OutflowLinesEditor
        form={form}
        date={scrappingDate ? toApiDate(scrappingDate) : undefined}
        warehouseId={warehouseId}
        withLot
        named={scrapping?.lines.map((line) => ({
          productId: line.productId,
          productName: line.productName,
          unit: line.productUnit,
        }))}
      />
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          Запиши протокола
        </Button>
        <Button onClick={onCancel}>Откажи</Button>
      </Space>
    </Form>
  );
}
