import { Allergen, allergenLabels, saveStudentHealthRequest, type StudentHealth } from '@kg/contracts';
import { Alert, Button, Card, Checkbox, Form, Input, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/errors';
import { formatDateTime } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetStudentHealthQuery, useSaveStudentHealthMutation } from '../care-api';

interface HealthValues {
  allergens: Allergen[];
  foodRestrictions?: string;
  healthNotes?: string;
}

const shape = saveStudentHealthRequest.shape;
const allergens = Object.values(Allergen).filter((value): value is Allergen => typeof value === 'number');

/**
 * Allergies (the 14 allergens, numbered as menus print them), other food restrictions and health notes: health data,
 * shown only to those who may read them (resource 74; docs/students.md "Care").
 */
export function KidHealthCard({ studentId, editable }: { studentId: number; editable: boolean }) {
  const health = useGetStudentHealthQuery(studentId);
  return (
    <Card title="Алергии, хранене и здраве">
      {health.isError ? (
        <Alert type="error" showIcon message={errorMessage(health.error)} />
      ) : !health.data ? (
        <Skeleton active />
      ) : (
        <HealthForm key={health.data.updatedAt ?? 'new'} health={health.data} editable={editable} />
      )}
    </Card>
  );
}

function HealthForm({ health, editable }: { health: StudentHealth; editable: boolean }) {
  const [save] = useSaveStudentHealthMutation();
  const { form, submit, saving } = useSaveForm<HealthValues>({
    save: (values) =>
      save({
        id: health.studentId,
        allergens: values.allergens,
        foodRestrictions: values.foodRestrictions?.trim() || null,
        healthNotes: values.healthNotes?.trim() || null,
      }),
    success: 'Алергиите и здравните бележки са запазени.',
  });
  return (
    <Form<HealthValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!editable || saving}
      aria-label="Алергии и здравни бележки"
      initialValues={{
        allergens: health.allergens,
        foodRestrictions: health.foodRestrictions ?? undefined,
        healthNotes: health.healthNotes ?? undefined,
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="allergens" label="Алергени (Регламент (ЕС) № 1169/2011)" rules={[zodRule(shape.allergens)]}>
        <Checkbox.Group style={{ display: 'grid', gap: 8 }}>
          {allergens.map((allergen) => (
            <Checkbox key={allergen} value={allergen}>
              {allergen}. {allergenLabels[allergen]}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item
        name="foodRestrictions"
        label="Други хранителни ограничения"
        extra="Напр. вегетарианско, без свинско."
        rules={[zodRule(shape.foodRestrictions)]}
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item
        name="healthNotes"
        label="Здравни бележки"
        extra="Виждат ги директорът, учителите на групата и родителите на детето."
        rules={[zodRule(shape.healthNotes)]}
      >
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2 }} />
      </Form.Item>
      {health.updatedAt && (
        <Typography.Paragraph type="secondary">
          Последна промяна: {formatDateTime(health.updatedAt)}
          {health.updatedBy ? `, ${health.updatedBy}` : ''}
        </Typography.Paragraph>
      )}
      {editable && (
        <Button type="primary" htmlType="submit" loading={saving}>
          Запази алергиите и бележките
        </Button>
      )}
    </Form>
  );
}
