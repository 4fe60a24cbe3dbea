import { type AccountInfo, type AccountRecord, updateAccountInfoRequest, updateStaffInfoRequest } from '@kg/contracts';
import { Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { zodRule } from '../../../shared/forms/zod-rule';
import {
  useUpdateAccountInfoMutation,
  useUpdateParentEmailMutation,
  useUpdateStaffEmailMutation,
  useUpdateStaffInfoMutation,
} from '../api';
import { AccountResults, AccountSearchBox, useAccountSearch } from '../components/account-search';
import { type PersonValues, useSubmit } from '../components/submit';
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

function AccountForm({ account }: { account: AccountInfo }) {
  const [form] = Form.useForm<AccountValues>();
  const [update, state] = useUpdateAccountInfoMutation();
  const submit = useSubmit();
  const emailChanged = Form.useWatch('email', form) !== (account.email ?? '');
  const save = (values: AccountValues) =>
    submit(update({ id: account.id, ...values, email: values.email || undefined }), 'Данните на акаунта са запазени.', form);
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
      onFinish={save}
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
      <Button type="primary" htmlType="submit" loading={state.isLoading}>
        Запази данните на акаунта
      </Button>
    </Form>
  );
}

function StaffRecordForm({ record }: { record: AccountRecord }) {
  const [infoForm] = Form.useForm();
  const [emailForm] = Form.useForm<{ email: string }>();
  const [updateInfo, infoState] = useUpdateStaffInfoMutation();
  const [updateEmail, emailState] = useUpdateStaffEmailMutation();
  const submit = useSubmit();
  return (
    <>
      <Divider titlePlacement="start">
        Служител: {record.fullName}, {record.kindergartenName}
      </Divider>
      <Form
        form={infoForm}
        layout="vertical"
        aria-label={`Служител ${record.fullName}`}
        initialValues={{
          firstName: record.firstName,
          middleName: record.middleName ?? '',
          lastName: record.lastName,
          phone: record.phone ?? '',
        }}
        onFinish={(values) => submit(updateInfo({ id: record.id, ...values }), 'Данните на служителя са запазени.', infoForm)}
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
            <Button htmlType="submit" loading={infoState.isLoading}>
              Запази служителя
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      <RecordEmailForm
        form={emailForm}
        label={`Имейл на служителя ${record.fullName}`}
        email={record.email}
        loading={emailState.isLoading}
        onSave={(email) => submit(updateEmail({ id: record.id, email }), 'Имейлът на служителя е сменен.', emailForm)}
      />
    </>
  );
}

function ParentEmailForm({ record }: { record: AccountRecord }) {
  const [form] = Form.useForm<{ email: string }>();
  const [updateEmail, state] = useUpdateParentEmailMutation();
  const submit = useSubmit();
  return (
    <>
      <Divider titlePlacement="start">
        Родител: {record.fullName}, {record.kindergartenName}
      </Divider>
      <RecordEmailForm
        form={form}
        label={`Имейл на родителя ${record.fullName}`}
        email={record.email}
        loading={state.isLoading}
        onSave={(email) => submit(updateEmail({ id: record.id, email }), 'Имейлът на родителя е сменен.', form)}
      />
    </>
  );
}

function RecordEmailForm(props: {
  form: ReturnType<typeof Form.useForm<{ email: string }>>[0];
  label: string;
  email: string | null;
  loading: boolean;
  onSave: (email: string) => unknown;
}) {
  return (
    <Form
      form={props.form}
      layout="vertical"
      aria-label={props.label}
      initialValues={{ email: props.email ?? '' }}
      onFinish={(values) => props.onSave(values.email)}
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
