import { type AccountInfo, type AccountRecord, updateAccountInfoRequest, updateStaffInfoRequest } from '@kg/contracts';
import { Button, Divider, Flex, Form, type FormInstance, Input, Typography } from 'antd';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import {
  useUpdateAccountInfoMutation,
  useUpdateParentEmailMutation,
  useUpdateStaffEmailMutation,
  useUpdateStaffInfoMutation,
} from '../api';
import { AccountResults, AccountSearchBox, useAccountSearch } from '../components/account-search';
import type { PersonValues } from '../components/submit';
import { AdminPage } from '../components/admin-page';

const shape = updateAccountInfoRequest.shape;

/** /admin/user/info: correct an account's names, phone, ЕГН/ЛНЧ and e-mail, and the e-mails of its staff and parent records. */
export default function InfoPage() {
  const { term, setTerm } = useAccountSearch();
  return (
    <AdminPage title="Данни на акаунт">
      <AccountSearchBox term={term} onSearch={setTerm} />
      <AccountResults term={term}>
        {(account) => (
          <>
            <AccountForm account={account} />
            {account.staff.map((record) => (
              <StaffRecordForm key={`staff-${record.id}`} record={record} />
            ))}
            {account.parents.map((record) => (
              <ParentEmailForm key={`parent-${record.id}`} record={record} />
            ))}
          </>
        )}
      </AccountResults>
    </AdminPage>
  );
}

interface AccountValues extends PersonValues {
  identificationNumber?: string;
}
type StaffValues = Omit<PersonValues, 'email'>;
interface EmailValues {
  email: string;
}

function AccountForm({ account }: { account: AccountInfo }) {
  const [update] = useUpdateAccountInfoMutation();
  const { form, submit, saving } = useSaveForm<AccountValues>({
    save: (values) => update({ id: account.id, ...values, email: values.email || undefined }),
    success: 'Данните на акаунта са запазени.',
  });
  const emailChanged = Form.useWatch('email', form) !== (account.email ?? '');
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label={`Данни на ${account.fullName}`}
      initialValues={{
        firstName: account.firstName,
        middleName: account.middleName ?? '',
        lastName: account.lastName,
        email: account.email ?? '',
        phone: account.phone ?? '',
        identificationNumber: account.identificationNumber ?? '',
      }}
      onFinish={(values) => void submit(values)}
    >
      <PersonNameFields shape={shape} />
      <Flex gap={12} wrap>
        <Form.Item name="email" label="Имейл" rules={[zodRule(shape.email.unwrap())]} style={{ flex: '1 1 240px' }}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="phone" label="Телефон" rules={[zodRule(shape.phone)]} style={{ flex: '1 1 200px' }}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="identificationNumber"
          label="ЕГН/ЛНЧ"
          rules={[zodRule(shape.identificationNumber)]}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={10} />
        </Form.Item>
      </Flex>
      {emailChanged && account.email && (
        <Typography.Paragraph type="warning">
          Новият имейл е и име за вход: текущите сесии на акаунта ще бъдат прекратени.
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        Запази данните на акаунта
      </Button>
    </Form>
  );
}

function StaffRecordForm({ record }: { record: AccountRecord }) {
  const [updateInfo] = useUpdateStaffInfoMutation();
  const [updateEmail] = useUpdateStaffEmailMutation();
  const info = useSaveForm<StaffValues>({
    save: (values) => updateInfo({ id: record.id, ...values }),
    success: 'Данните на служителя са запазени.',
  });
  const email = useSaveForm<EmailValues>({
    save: (values) => updateEmail({ id: record.id, email: values.email }),
    success: 'Имейлът на служителя е сменен.',
  });
  return (
    <>
      <Divider titlePlacement="start">
        Служител: {record.fullName}, {record.kindergartenName}
      </Divider>
      <Form
        form={info.form}
        layout="vertical"
        aria-label={`Служител ${record.fullName}`}
        initialValues={{
          firstName: record.firstName,
          middleName: record.middleName ?? '',
          lastName: record.lastName,
          phone: record.phone ?? '',
        }}
        onFinish={(values) => void info.submit(values)}
      >
        <PersonNameFields shape={updateStaffInfoRequest.shape} />
        <Flex gap={12} align="flex-end" wrap>
          <Form.Item
            name="phone"
            label="Телефон"
            rules={[zodRule(updateStaffInfoRequest.shape.phone)]}
            style={{ flex: '1 1 200px' }}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" loading={info.saving}>
              Запази служителя
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      <RecordEmailForm
        form={email.form}
        label={`Имейл на служителя ${record.fullName}`}
        email={record.email}
        loading={email.saving}
        onSave={email.submit}
      />
    </>
  );
}

function ParentEmailForm({ record }: { record: AccountRecord }) {
  const [updateEmail] = useUpdateParentEmailMutation();
  const { form, submit, saving } = useSaveForm<EmailValues>({
    save: (values) => updateEmail({ id: record.id, email: values.email }),
    success: 'Имейлът на родителя е сменен.',
  });
  return (
    <>
      <Divider titlePlacement="start">
        Родител: {record.fullName}, {record.kindergartenName}
      </Divider>
      <RecordEmailForm
        form={form}
        label={`Имейл на родителя ${record.fullName}`}
        email={record.email}
        loading={saving}
        onSave={submit}
      />
    </>
  );
}

function RecordEmailForm(props: {
  form: FormInstance<EmailValues>;
  label: string;
  email: string | null;
  loading: boolean;
  onSave: (values: EmailValues) => Promise<void>;
}) {
  return (
    <Form
      form={props.form}
      layout="vertical"
      aria-label={props.label}
      initialValues={{ email: props.email ?? '' }}
      onFinish={(values) => void props.onSave(values)}
    >
      <Flex gap={12} align="flex-end" wrap>
        <Form.Item
          name="email"
          label="Имейл на записа (и на акаунта)"
          rules={[zodRule(updateAccountInfoRequest.shape.email.unwrap())]}
          required
          style={{ flex: '1 1 280px' }}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={props.loading}>
            Смени имейла
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
