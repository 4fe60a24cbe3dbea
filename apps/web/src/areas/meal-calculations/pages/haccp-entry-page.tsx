import {
  type HaccpEntry,
  HaccpEntryKind,
  haccpEntryKindLabels,
  type HaccpEntryRequest,
  MealType,
  mealTypeLabels,
  outsideChilledRange,
} from '@kg/contracts';
import { Alert, App, Button, Card, Checkbox, Flex, Form, Input, Select, Spin, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { sofiaDay } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { LoadError } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useGetWarehouseLookupQuery } from '../../storage/api';
import { useRecordId } from '../../storage/components/record-form-card';
import {
  useCreateHaccpEntryMutation,
  useDeleteHaccpEntryMutation,
  useGetHaccpEntryQuery,
  useUpdateHaccpEntryMutation,
} from '../kitchen-reports-api';
import { moment } from './haccp-page';

const BASE = '/storage/references/HACCP';
const KINDS = [HaccpEntryKind.Temperature, HaccpEntryKind.Cleaning, HaccpEntryKind.FoodSample];
const MEALS = [MealType.Breakfast, MealType.MorningSnack, MealType.Lunch, MealType.AfternoonSnack];

type Values = Omit<HaccpEntryRequest, 'warehouseId' | 'mealType'> & { warehouseId?: number | null; mealType?: MealType | null };

const valuesOf = (entry: HaccpEntry): Values => ({
  kind: entry.kind,
  entryDate: entry.entryDate,
  place: entry.place,
  warehouseId: entry.warehouseId,
  temperature: entry.temperature ? entry.temperature.replace('.', ',') : undefined,
  chilled: entry.chilled,
  description: entry.description ?? undefined,
  mealType: entry.mealType,
  takenAt: entry.takenAt ? entry.takenAt.slice(11, 16) : undefined,
  recordedBy: entry.recordedBy,
  note: entry.note ?? undefined,
});

/** The request from the form: only the fields the kind uses. */
function requestOf(values: Values): HaccpEntryRequest {
  const kind = values.kind as HaccpEntryKind;
  const empty = (text: string | null | undefined) => (text ? text : null);
  return {
    kind,
    entryDate: values.entryDate,
    place: values.place,
    warehouseId: values.warehouseId ?? null,
    temperature: kind === HaccpEntryKind.Cleaning ? null : empty(values.temperature),
    chilled: values.chilled ?? true,
    description: empty(values.description),
    mealType: kind === HaccpEntryKind.FoodSample ? (values.mealType ?? null) : null,
    takenAt: kind === HaccpEntryKind.FoodSample ? empty(values.takenAt) : null,
    recordedBy: values.recordedBy,
    note: empty(values.note),
  };
}

function EntryForm({ entry }: { entry: HaccpEntry | undefined }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const warehouses = useGetWarehouseLookupQuery();
  const [create] = useCreateHaccpEntryMutation();
  const [update] = useUpdateHaccpEntryMutation();
  const [remove, removal] = useDeleteHaccpEntryMutation();
  const { form, submit, saving } = useSaveForm<Values, { entityId: number | string | null }>({
    save: (values) => (entry ? update({ id: entry.id, body: requestOf(values) }) : create(requestOf(values))),
    success: 'Записът е запазен.',
    onSaved: (result) => {
      if (!entry) void navigate(`${BASE}/${String(result.entityId)}`);
    },
  });
  const kind = Form.useWatch('kind', form) as HaccpEntryKind | undefined;
  const temperature = Form.useWatch('temperature', form) as string | undefined;
  const chilled = Form.useWatch('chilled', form) as boolean | undefined;
  const readOnly = entry !== undefined && !entry.mayEdit;
  const flagged =
    !!temperature &&
    (chilled || kind === HaccpEntryKind.FoodSample) &&
    kind !== HaccpEntryKind.Cleaning &&
    outsideChilledRange(temperature);
  const deleteEntry = async () => {
    if (!entry) return;
    const result = await remove(entry.id);
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Записът е изтрит.');
      void navigate(BASE);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={readOnly}
      onFinish={submit}
      initialValues={entry ? valuesOf(entry) : { kind: HaccpEntryKind.Temperature, entryDate: sofiaDay(), chilled: true }}
    >
      {readOnly && (
        <Alert
          type="info"
          showIcon
          title="Денят е в заключен период на модула „Склад и кухня“ — записът не може да се променя."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="kind" label="Вид на записа" rules={[{ required: true, message: 'Изберете вид на записа.' }]}>
        <Select aria-label="Вид на записа" options={KINDS.map((value) => ({ value, label: haccpEntryKindLabels[value] }))} />
      </Form.Item>
      <Form.Item name="entryDate" label="Дата" rules={[{ required: true, message: 'Изберете дата.' }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="place"
        label="Място (склад, хладилник, помещение)"
        rules={[{ required: true, message: 'Посочете мястото (склад, хладилник, помещение).' }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="warehouseId" label="Склад">
        <Select
          aria-label="Склад"
          allowClear
          placeholder="Без склад"
          loading={warehouses.isFetching}
          options={(warehouses.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
        />
      </Form.Item>
      {kind !== HaccpEntryKind.Cleaning && (
        <>
          <Form.Item
            name="temperature"
            label="Температура, °C"
            rules={kind === HaccpEntryKind.Temperature ? [{ required: true, message: 'Въведете измерената температура.' }] : []}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          {flagged && (
            <Tag color="red" style={{ marginBottom: 16 }}>
              Извън 0–4 °C
            </Tag>
          )}
        </>
      )}
      {kind === HaccpEntryKind.Temperature && (
        <Form.Item name="chilled" valuePropName="checked">
          <Checkbox>Хладилно съхранение (0–4 °C)</Checkbox>
        </Form.Item>
      )}
      {kind === HaccpEntryKind.FoodSample && (
        <>
          <Form.Item name="mealType" label="Хранене" rules={[{ required: true, message: 'Изберете хранене.' }]}>
            <Select aria-label="Хранене" options={MEALS.map((value) => ({ value, label: mealTypeLabels[value] }))} />
          </Form.Item>
          <Form.Item
            name="takenAt"
            label="Час на вземане"
            rules={[{ required: true, message: 'Посочете часа на вземане на пробата (ЧЧ:ММ).' }]}
          >
            <Input type="time" />
          </Form.Item>
        </>
      )}
      {kind !== HaccpEntryKind.Temperature && (
        <Form.Item
          name="description"
          label={kind === HaccpEntryKind.Cleaning ? 'Извършено почистване' : 'Ястия в пробата'}
          rules={[
            {
              required: true,
              message:
                kind === HaccpEntryKind.Cleaning
                  ? 'Опишете извършеното почистване.'
                  : 'Посочете ястията, от които е взета пробата.',
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      )}
      <Form.Item name="recordedBy" label="Записал" rules={[{ required: true, message: 'Посочете кой е направил записа.' }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="note" label="Бележка">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      {entry?.kind === HaccpEntryKind.FoodSample && entry.discardAt && (
        <Alert
          type="info"
          showIcon
          title={`Пробата се пази до ${moment(entry.discardAt)} (48 часа при 0–4 °C).`}
          style={{ marginBottom: 16 }}
        />
      )}
      {!readOnly && (
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          {entry && (
            <Popconfirm
              title="Изтриване на записа"
              description="Да се изтрие ли записът?"
              okText="Изтрий"
              cancelText="Отказ"
              okButtonProps={{ danger: true }}
              onConfirm={deleteEntry}
            >
              <Button danger loading={removal.isLoading}>
                Изтрий
              </Button>
            </Popconfirm>
          )}
          <Link to={BASE}>Отказ</Link>
        </Flex>
      )}
    </Form>
  );
}

/** /storage/references/HACCP/create and /:id: a temperature, cleaning or food-sample log entry (docs/storage.md "HACCP"). */
export default function HaccpEntryPage() {
  const { id, invalid } = useRecordId();
  const entry = useGetHaccpEntryQuery(id ?? 0, { skip: id === undefined });
  const title =
    id === undefined ? 'Нов запис HACCP' : entry.data ? `${haccpEntryKindLabels[entry.data.kind]} — запис HACCP` : 'Запис HACCP';
  let body;
  if (invalid) body = <Alert type="error" showIcon title="Записът не е намерен." />;
  else if (id !== undefined && entry.isError) body = <LoadError list={entry} />;
  else if (id !== undefined && !entry.data) body = <Spin description="Зареждане…" />;
  else body = <EntryForm key={entry.data?.id ?? 'new'} entry={entry.data} />;
  return (
    <Card title={<PageTitle>{title}</PageTitle>} extra={<Link to={BASE}>Към HACCP</Link>} style={{ maxWidth: 640 }}>
      {body}
    </Card>
  );
}
