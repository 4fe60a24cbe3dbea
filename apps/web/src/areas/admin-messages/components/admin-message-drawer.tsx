import {
  AdminMessageAudience,
  adminMessageAudienceLabels,
  adminMessageRoles,
  createAdminMessageRequest,
  type CreateAdminMessageRequest,
  roleLabels,
} from '@kg/contracts';
import { Button, Drawer, Flex, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { RichTextEditor } from '../../../shared/forms/rich-text/rich-text-editor';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useFindAccountsQuery } from '../../account-management/api';
import { useGetInstitutionsQuery } from '../../kindergartens/records-api';
import { useCreateAdminMessageMutation } from '../api';

type Option = { value: number; label: string };
interface Values {
  title: string;
  content: string;
  audience: AdminMessageAudience;
  kindergartens?: Option[];
  users?: Option[];
  roles?: number[];
}

const fields = createAdminMessageRequest.shape;
const SEARCH_MIN = 3;
const roleOptions = adminMessageRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Kindergartens found by name, town or code (the master's kindergarten list, GET kindergarten/institutions-overview). */
function KindergartenPicker(props: { value?: Option[]; onChange?: (value: Option[]) => void; id?: string }) {
  const [search, setSearch] = useState('');
  const found = useGetInstitutionsQuery({ search, pageSize: 20 });
  return (
    <Select<Option[]>
      {...props}
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={found.isFetching}
      placeholder="Търсене по име, населено място или код"
      options={(found.data?.result ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.town})` }))}
      notFoundContent="Няма намерени детски градини."
    />
  );
}

/** Accounts found by e-mail, phone or ЕГН (GET AccountManagement/account-info, at least 3 characters). */
function UserPicker(props: { value?: Option[]; onChange?: (value: Option[]) => void; id?: string }) {
  const [search, setSearch] = useState('');
  const found = useFindAccountsQuery(search, { skip: search.length < SEARCH_MIN });
  return (
    <Select<Option[]>
      {...props}
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: (term) => setSearch(term.trim()) }}
      loading={found.isFetching}
      placeholder="Имейл адрес, телефон или ЕГН"
      options={(found.data?.accounts ?? [])
        .filter((account) => account.isActive)
        .map((account) => ({ value: account.id, label: `${account.fullName}${account.email ? ` (${account.email})` : ''}` }))}
      notFoundContent={search.length < SEARCH_MIN ? 'Въведете поне 3 символа.' : 'Няма намерени акаунти.'}
    />
  );
}

/** The new administrative message: title, rich text, audience (all, chosen kindergartens, chosen users) and roles. */
export function AdminMessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create] = useCreateAdminMessageMutation();
  const { form, submit, saving } = useSaveForm({
    save: (values: Values) =>
      create({
        title: values.title,
        content: values.content,
        audience: values.audience,
        kindergartenIds: values.kindergartens?.map((option) => option.value) ?? [],
        userIds: values.users?.map((option) => option.value) ?? [],
        roles: (values.roles ?? []) as CreateAdminMessageRequest['roles'],
      }),
    success: 'Съобщението е изпратено.',
    onSaved: () => {
      form.resetFields();
      onClose();
    },
  });
  const audience = Form.useWatch('audience', form);

  return (
    <Drawer title="Ново административно съобщение" open={open} onClose={onClose} size={640} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ audience: AdminMessageAudience.AllUsers }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label="Заглавие" required rules={[zodRule(fields.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="audience" label="Получатели" required>
          <Radio.Group
            options={[AdminMessageAudience.AllUsers, AdminMessageAudience.Kindergartens, AdminMessageAudience.Users].map(
              (value) => ({ value, label: adminMessageAudienceLabels[value] }),
            )}
          />
        </Form.Item>
        {audience === AdminMessageAudience.Kindergartens && (
          <Form.Item
            name="kindergartens"
            label="Детски градини"
            required
            rules={[{ required: true, message: 'Полето е задължително.' }]}
          >
            <KindergartenPicker />
          </Form.Item>
        )}
        {audience === AdminMessageAudience.Users && (
          <Form.Item name="users" label="Потребители" required rules={[{ required: true, message: 'Полето е задължително.' }]}>
            <UserPicker />
          </Form.Item>
        )}
        {audience !== AdminMessageAudience.Users && (
          <Form.Item name="roles" label="Само за роли" extra="Без избрани роли съобщението е за всички роли.">
            <Select mode="multiple" allowClear options={roleOptions} placeholder="Всички роли" />
          </Form.Item>
        )}
        <Form.Item name="content" label="Съдържание" required rules={[zodRule(fields.content)]}>
          <RichTextEditor aria-label="Съдържание" minHeight={200} />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Отказ</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Изпрати
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
