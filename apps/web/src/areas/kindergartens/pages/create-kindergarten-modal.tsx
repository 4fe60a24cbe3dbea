import { KindergartenType, type SaveResult, validationMessages } from '@kg/contracts';
import { App, Checkbox, DatePicker, Flex, Form, Input, Modal, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { ContactFields, RegisterFields } from '../components/kindergarten-fields';
import { useCreateEmptyKindergartenMutation } from '../records-api';

interface Values {
  type: KindergartenType;
  name: string;
  settlementId?: number;
  institutionCode?: string;
  motherKindergartenId?: number | null;
  address: string;
  phone?: string;
  email?: string;
  automaticExcuseWithMedicalNote: boolean;
  schoolYear: [Dayjs, Dayjs];
  inviteDirector: boolean;
  director?: { email: string; firstName: string; lastName: string };
}

/** The school year that holds `today`: 12 months from 15 September (ЗПУО, чл. 103, ал. 1). */
export function currentSchoolYear(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const startYear = today.month() > 8 || (today.month() === 8 && today.date() >= 15) ? today.year() : today.year() - 1;
  const from = dayjs(`${startYear}-09-15`);
  return [from, from.add(1, 'year').subtract(1, 'day')];
}

const requiredDays: FormRule = { required: true, message: validationMessages.required };

/** "Нова детска градина": a kindergarten with no people, its first school year, and optionally its director's invitation. */
export function CreateKindergartenModal({ onClose }: { onClose: () => void }) {
  const [create] = useCreateEmptyKindergartenMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const directorOf = (values: Values) => (values.inviteDirector && values.director ? values.director : null);
  const { form, submit, saving } = useSaveForm<Values, SaveResult>({
    save: (values) =>
      create({
        type: values.type,
        name: values.name.trim(),
        settlementId: values.settlementId!,
        institutionCode: values.institutionCode?.trim() || null,
        motherKindergartenId: values.motherKindergartenId ?? null,
        address: values.address.trim(),
        phone: values.phone?.trim() || null,
        email: values.email?.trim() || null,
        automaticExcuseWithMedicalNote: values.automaticExcuseWithMedicalNote,
        schoolYear: { fromDate: toApiDate(values.schoolYear[0]), toDate: toApiDate(values.schoolYear[1]) },
        director: directorOf(values),
      }),
    // The toast names the invited director's e-mail, so it is given here rather than as `success`.
    onSaved: (result, values) => {
      const director = directorOf(values);
      void message.success(
        director ? `Детската градина е създадена. Поканата е изпратена на ${director.email}.` : 'Детската градина е създадена.',
      );
      onClose();
      void navigate(`/admin/kindergartens/${result.entityId}`);
    },
  });
  const inviteDirector = Form.useWatch('inviteDirector', form);

  return (
    <Modal
      open
      title="Нова детска градина"
      okText="Създай"
      cancelText="Отказ"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        aria-label="Нова детска градина"
        initialValues={{
          type: KindergartenType.Kindergarten,
          automaticExcuseWithMedicalNote: false,
          schoolYear: currentSchoolYear(),
          inviteDirector: false,
        }}
        onFinish={(values) => void submit(values)}
      >
        <RegisterFields />
        <ContactFields />
        <Form.Item
          name="schoolYear"
          label="Първа учебна година"
          rules={[requiredDays]}
          extra="Детската градина започва работа с тази учебна година като активна."
        >
          <DatePicker.RangePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="inviteDirector" valuePropName="checked">
          <Checkbox>Покани директор по имейл</Checkbox>
        </Form.Item>
        {inviteDirector && (
          <>
            <Typography.Paragraph type="secondary">
              Директорът получава връзка за активиране на профила си и започва работа с празна детска градина.
            </Typography.Paragraph>
            <Flex gap={12} wrap>
              <Form.Item
                name={['director', 'firstName']}
                label="Име на директора"
                rules={[rules.required()]}
                style={{ flex: '1 1 200px' }}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name={['director', 'lastName']}
                label="Фамилия на директора"
                rules={[rules.required()]}
                style={{ flex: '1 1 200px' }}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Flex>
            <Form.Item name={['director', 'email']} label="Имейл на директора" rules={[rules.required(), rules.email()]}>
              <Input maxLength={200} type="email" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
