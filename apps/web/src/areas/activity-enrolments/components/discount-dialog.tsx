import { activityDiscountSchema, type ActivityEnrolment } from '@kg/contracts';
import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { DecimalInput } from '../../../shared/forms/decimal-input';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useSetActivityDiscountMutation } from '../api';
import { percentText } from './enrolment-texts';
import { useProviderDiscounts, useSaveDiscount } from './use-discounts';

const CUSTOM = 0;

interface DiscountValues {
  preset: number;
  name: string;
  percent: string;
}

export interface DiscountTarget {
  studentId: number;
  studentName: string;
  enrolment: ActivityEnrolment;
}

/**
 * The discount of a child's current enrolment: one of the provider's defaults (Activities/default-provider-student-
 * discounts) or a custom name and percent; "Без отстъпка" removes it. Used by /activities/groups and
 * /activities/preferences (there for the custom discount; the defaults are one click in the page's menu).
 */
export function DiscountDialog({
  activityId,
  target,
  onClose,
}: {
  activityId: number;
  target: DiscountTarget | null;
  onClose: () => void;
}) {
  const defaults = useProviderDiscounts(activityId, target === null);
  const [setDiscount] = useSetActivityDiscountMutation();
  const { save, savingFor } = useSaveDiscount(activityId);
  const { form, submit, saving } = useSaveForm<DiscountValues>({
    save: (values) =>
      setDiscount({
        activityId,
        studentId: target!.studentId,
        discount: { name: values.name.trim(), percent: Number(values.percent) },
      }),
    success: 'Отстъпката е записана.',
    onSaved: onClose,
  });
  const preset = Form.useWatch('preset', form);
  const presets = defaults.presets;
  const current = target?.enrolment;

  const pick = (id: number): void => {
    const chosen = presets.find((discount) => discount.id === id);
    if (chosen) form.setFieldsValue({ name: chosen.name, percent: Number(chosen.percent).toFixed(2) });
  };
  const remove = async (): Promise<void> => {
    if (await save(target!.studentId, null, 'Отстъпката е премахната.')) onClose();
  };

  return (
    <Modal
      open={target !== null}
      title="Отстъпка"
      okText="Запази"
      cancelText="Отказ"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      footer={(buttons) => (
        <>
          {current?.discountName && (
            <Button danger loading={savingFor !== undefined} onClick={() => void remove()}>
              Без отстъпка
            </Button>
          )}
          {buttons}
        </>
      )}
    >
      {target && (
        <Typography.Paragraph>
          {target.studentName}
          {current?.discountName ? `: сега „${current.discountName}“ ${percentText(current.discountPercent)}` : ''}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        preserve={false}
        initialValues={{
          preset: CUSTOM,
          name: current?.discountName ?? '',
          percent: current?.discountPercent ?? '',
        }}
      >
        <Form.Item name="preset" label="Отстъпка на доставчика">
          <Select
            loading={defaults.loading}
            onChange={pick}
            options={[
              ...presets.map((discount) => ({
                value: discount.id,
                label: `${discount.name} (${percentText(String(discount.percent))})`,
              })),
              { value: CUSTOM, label: 'Друга отстъпка' },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label="Име на отстъпката" rules={[rules.required(), zodRule(activityDiscountSchema.shape.name)]}>
          <Input maxLength={100} disabled={preset !== CUSTOM} />
        </Form.Item>
        <Form.Item
          name="percent"
          label="Процент"
          rules={[rules.required(), { validator: async (_rule, value: string) => zodCheck(value) }]}
        >
          <DecimalInput precision={2} suffix="%" disabled={preset !== CUSTOM} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The contract's percent rules on the typed text. */
async function zodCheck(value: string | undefined): Promise<void> {
  if (!value) return;
  const result = activityDiscountSchema.shape.percent.safeParse(Number(value));
  if (!result.success) throw new Error(result.error.issues[0]!.message);
}
