import { type CreateEmptyKindergartenRequest, KindergartenType, validationMessages } from '@kg/contracts';
import { App, Checkbox, DatePicker, Flex, Form, Input, Modal, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { showSaveErrors } from '../../../shared/forms/save-errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
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
const fields = new Set(['type', 'name', 'settlementId', 'institutionCode', 'motherKindergartenId', 'address', 'phone', 'email']);

/** "Нова детска градина": a kindergarten with no people, its first school year, and optionally its director's invitation. */
export function CreateKindergartenModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [create, creating] = useCreateEmptyKindergartenMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const inviteDirector = Form.useWatch('inviteDirector', form);

  const submit = async (values: Values): Promise<void> => {
    const request: CreateEmptyKindergartenRequest = {
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
      director: values.inviteDirector && values.director ? values.director : null,
    };
    const result = await create(request);
    if (result.error) return showSaveErrors(form, result.error, fields, message.error);
    void message.success(
      request.director
        ? `Детската градина е създадена. Поканата е изпратена на ${request.director.email}.`
        : 'Детската градина е създадена.',
    );
    onClose();
    void navigate(`/admin/kindergartens/${result.data.entityId}`);
  };

  return (
    <Modal
      open
      title="Нова детска градина"
      okText="Създай"
      cancelText="Отказ"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={creating.isLoading}
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
