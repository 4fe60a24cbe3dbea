import { saveUserGroupRequest } from '@kg/contracts';
import { Alert, App, Button, Card, Checkbox, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserGroupQuery, useGetUsersQuery, useSaveUserGroupMutation } from '../api';
import { type GrantMap, grantMapOf, GrantsMatrix, grantsOfMap } from '../components/grants-matrix';
import { GROUPS_PATH, useUserGroupsAccess } from '../access';

interface FormValues {
  name: string;
  isPedagogical: boolean;
  memberIds: number[];
}

/** /platform/groups/create and /platform/groups/:id: a group's name, members and the matrix of its grants. */
export default function GroupFormPage() {
  const id = Number(useParams().id) || undefined;
  const can = useUserGroupsAccess();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const group = useGetUserGroupQuery(id!, { skip: !id });
  const [search, setSearch] = useState('');
  const candidates = useGetUsersQuery({ pageSize: 50, isActive: true, ...(search ? { search } : {}) });
  const [save] = useSaveUserGroupMutation();
  const [grants, setGrants] = useState<GrantMap>({});
  const { form, submit, saving } = useSaveForm<FormValues>({
    save: (values) =>
      save({
        ...values,
        ...(id ? { id } : {}),
        memberIds: values.memberIds ?? [],
        grants: grantsOfMap(grants),
      }),
    // The toast names the saved group, so it is given here rather than as `success`.
    onSaved: (_result, values) => {
      void message.success(`Групата „${values.name}“ е запазена.`);
      void navigate(GROUPS_PATH);
    },
  });
  const builtIn = group.data?.isBuiltIn ?? false;
  const editable = id ? can.update : can.create;

  useEffect(() => {
    if (!group.data) return;
    form.setFieldsValue({
      name: group.data.name,
      isPedagogical: group.data.isPedagogical,
      memberIds: group.data.members.map((member) => member.userId),
    });
    setGrants(grantMapOf(group.data.grants));
  }, [group.data, form]);

  const memberOptions = new Map<number, string>();
  for (const member of group.data?.members ?? []) memberOptions.set(member.userId, member.name);
  for (const user of candidates.data?.result ?? [])
    memberOptions.set(user.userId, `${user.name}${user.email ? ` (${user.email})` : ''}`);

  if (id && group.isError) {
    return <Alert type="error" showIcon title={errorMessage(group.error)} action={<Link to={GROUPS_PATH}>Към групите</Link>} />;
  }
  return (
    <Card
      title={
        <PageTitle tab={id ? 'Потребителска група' : 'Нова потребителска група'}>
          {id ? (group.data?.name ?? 'Потребителска група') : 'Нова потребителска група'}
        </PageTitle>
      }
    >
      {id && group.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          disabled={!editable}
          initialValues={{ isPedagogical: false, memberIds: [] }}
        >
          <Flex gap={12} wrap align="end">
            <Form.Item
              name="name"
              label="Име"
              rules={[zodRule(saveUserGroupRequest.shape.name)]}
              required
              style={{ flex: '1 1 300px' }}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="isPedagogical" valuePropName="checked">
              <Checkbox>Педагогическа група</Checkbox>
            </Form.Item>
          </Flex>
          {builtIn ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={`Членове на групата са всички потребители с роля „${group.data?.name}“ (${group.data?.memberCount}). Вградените групи не могат да бъдат изтрити.`}
            />
          ) : (
            <Form.Item name="memberIds" label="Членове">
              <Select
                mode="multiple"
                aria-label="Членове"
                placeholder="Търсете по име или имейл"
                showSearch={{ filterOption: false, onSearch: setSearch }}
                loading={candidates.isFetching}
                options={[...memberOptions].map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
          )}
          <Typography.Title level={3} style={{ fontSize: 18 }}>
            Права
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            „Всички групи“ дава правото за всички групи на детската градина; без него то важи само за групите, към които е
            зачислен потребителят.
          </Typography.Paragraph>
          <GrantsMatrix value={grants} onChange={setGrants} disabled={!editable} />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate(GROUPS_PATH)} disabled={false}>
              Отказ
            </Button>
            {editable && (
              <Button type="primary" htmlType="submit" loading={saving}>
                Запази
              </Button>
            )}
          </Flex>
        </Form>
      )}
    </Card>
  );
}
