import { MenuAgeBand, type NutritionNorm, type NutritionNormRequest } from '@kg/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { LoadError } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useRecordId } from '../../storage/components/record-form-card';
import { bandOptions } from '../components/norm-parts';
import {
  useCreateNutritionNormMutation,
  useDeleteNutritionNormMutation,
  useGetNutritionNormQuery,
  useGetNutritionNormsQuery,
  useUpdateNutritionNormMutation,
} from '../nutrition-norms-api';
import { NORMS_BASE } from './nutrition-norms-page';

interface Values {
  ageBand: MenuAgeBand;
  effectiveFrom: string;
  citation: string;
  energyKcal?: string;
  protein?: string;
  fat?: string;
  carbohydrate?: string;
  note?: string;
  groups?: { categoryId?: number; grams?: string }[];
}

const valuesOf = (norm: NutritionNorm): Values => ({
  ageBand: norm.ageBand,
  effectiveFrom: norm.effectiveFrom,
  citation: norm.citation,
  energyKcal: norm.energyKcal ?? undefined,
  protein: norm.protein ?? undefined,
  fat: norm.fat ?? undefined,
  carbohydrate: norm.carbohydrate ?? undefined,
  note: norm.note ?? undefined,
  groups: norm.groups.map((group) => ({ categoryId: group.categoryId, grams: group.grams })),
});

const requestOf = (values: Values): NutritionNormRequest => ({
  ageBand: values.ageBand,
  effectiveFrom: values.effectiveFrom,
  citation: values.citation,
  energyKcal: values.energyKcal || null,
  protein: values.protein || null,
  fat: values.fat || null,
  carbohydrate: values.carbohydrate || null,
  note: values.note || null,
  groups: (values.groups ?? []).map((group) => ({ categoryId: group.categoryId ?? 0, grams: group.grams ?? '' })),
});

const NUTRIENTS = [
  { name: 'energyKcal', label: 'Енергия, kcal на ден' },
  { name: 'protein', label: 'Белтъчини, g на ден' },
  { name: 'fat', label: 'Мазнини, g на ден' },
  { name: 'carbohydrate', label: 'Въглехидрати, g на ден' },
] as const;

function NormForm({ norm }: { norm: NutritionNorm | undefined }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const list = useGetNutritionNormsQuery();
  const [create] = useCreateNutritionNormMutation();
  const [update] = useUpdateNutritionNormMutation();
  const [remove, removal] = useDeleteNutritionNormMutation();
  const { form, submit, saving } = useSaveForm<Values, { entityId: number | string | null }>({
    save: (values) => (norm ? update({ id: norm.id, body: requestOf(values) }) : create(requestOf(values))),
    success: 'Нормата е запазена.',
    onSaved: (result) => {
      if (!norm) void navigate(`${NORMS_BASE}/${String(result.entityId)}`);
    },
  });
  const deleteNorm = async () => {
    if (!norm) return;
    const result = await remove(norm.id);
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Нормата е изтрита.');
      void navigate(NORMS_BASE);
    }
  };
  const groupOptions = (list.data?.groups ?? []).map((group) => ({ value: group.id, label: group.name }));
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={norm ? valuesOf(norm) : { ageBand: MenuAgeBand.Senior, groups: [] }}
    >
      <Form.Item name="ageBand" label="Възрастова група" rules={[{ required: true, message: 'Изберете възрастова група.' }]}>
        <Select aria-label="Възрастова група" options={bandOptions} />
      </Form.Item>
      <Form.Item
        name="effectiveFrom"
        label="В сила от"
        rules={[{ required: true, message: 'Посочете датата, от която нормата е в сила (ДД.ММ.ГГГГ).' }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="citation"
        label="Основание (акт, член или приложение, брой на ДВ)"
        rules={[{ required: true, message: 'Посочете акта, члена или приложението и броя на Държавен вестник (до 500 знака).' }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Flex gap={12} wrap>
        {NUTRIENTS.map((nutrient) => (
          <Form.Item key={nutrient.name} name={nutrient.name} label={nutrient.label} style={{ minWidth: 160, flex: 1 }}>
            <DecimalInput precision={2} />
          </Form.Item>
        ))}
      </Flex>
      <Form.List name="groups">
        {(fields, { add, remove: removeGroup }) => (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontSize: 16, fontWeight: 600 }}>Продуктови групи, g на ден</legend>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} wrap align="start">
                <Form.Item
                  name={[field.name, 'categoryId']}
                  label={`Група ${index + 1}`}
                  rules={[{ required: true, message: 'Изберете продуктова група (основна категория на продуктите).' }]}
                  style={{ minWidth: 200, flex: 2 }}
                >
                  <Select aria-label={`Група ${index + 1}`} options={groupOptions} loading={list.isFetching} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'grams']}
                  label={`Грамове ${index + 1}`}
                  rules={[{ required: true, message: 'Въведете грамове на ден.' }]}
                  style={{ minWidth: 120, flex: 1 }}
                >
                  <DecimalInput precision={2} />
                </Form.Item>
                <Button onClick={() => removeGroup(field.name)} style={{ marginTop: 30 }}>
                  Премахни
                </Button>
              </Flex>
            ))}
            <Button onClick={() => add({})}>Добави група</Button>
          </fieldset>
        )}
      </Form.List>
      <Form.Item name="note" label="Бележка">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Запази
        </Button>
        {norm && (
          <Popconfirm
            title="Изтриване на нормата"
            description="Да се изтрие ли нормата?"
            okText="Изтрий"
            cancelText="Отказ"
            okButtonProps={{ danger: true }}
            onConfirm={deleteNorm}
          >
            <Button danger loading={removal.isLoading}>
              Изтрий
            </Button>
          </Popconfirm>
        )}
        <Link to={NORMS_BASE}>Отказ</Link>
      </Flex>
    </Form>
  );
}

/** /admin/nutrition-norms/create and /:id: a norm of an age band in force from a date, with its citation. */
export default function NutritionNormsFormPage() {
  const { id, invalid } = useRecordId();
  const norm = useGetNutritionNormQuery(id ?? 0, { skip: id === undefined });
  let body;
  if (invalid) body = <Alert type="error" showIcon title="Нормата не е намерена." />;
  else if (id !== undefined && norm.isError) body = <LoadError list={norm} />;
  else if (id !== undefined && !norm.data) body = <Spin description="Зареждане…" />;
  else body = <NormForm key={norm.data?.id ?? 'new'} norm={norm.data} />;
  return (
    <Card
      title={<PageTitle>{id === undefined ? 'Нова норма за хранене' : 'Норма за хранене'}</PageTitle>}
      extra={<Link to={NORMS_BASE}>Към нормите</Link>}
      style={{ maxWidth: 760 }}
    >
      {body}
    </Card>
  );
}
