import { allows, Resource } from '@kg/contracts/access';
import {
  type ParentDetails,
  parentMessages,
  ParentRelation,
  parentRelationLabels,
  type SaveResult,
  saveParentRequest,
  UserType,
} from '@kg/contracts';
import { Alert, Button, Card, Flex, Form, Input, Result, Select, Space, Spin, Typography } from 'antd';
import type { FormRule } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { AccountInvitation } from '../../parent-registrations/components/account-invitation';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetChildOptionsQuery, useGetParentQuery, useSaveParentMutation } from '../api';

interface ChildValue {
  studentId?: number;
  relation?: ParentRelation;
}

interface ParentValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  email?: string;
  phone?: string;
  students: ChildValue[];
}

const shape = saveParentRequest.shape;
const required: FormRule = { required: true, message: 'Полето е задължително.' };
const relations = [ParentRelation.Mother, ParentRelation.Father, ParentRelation.Guardian, ParentRelation.Other];
const relationOptions = relations.map((value) => ({ value, label: parentRelationLabels[value] }));

const valuesOf = (parent: ParentDetails): ParentValues => ({
  firstName: parent.firstName,
  middleName: parent.middleName ?? undefined,
  lastName: parent.lastName,
  email: parent.email ?? undefined,
  phone: parent.phone ?? undefined,
  students: parent.students.map((child) => ({ studentId: child.studentId, relation: child.relation })),
});

/** /parents/management/create and /parents/management/:id: a parent's contact data and children with relations. */
export default function ParentFormPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const invalidId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const parent = useGetParentQuery(id ?? 0, { skip: id === undefined || invalidId });
  const childOptions = useGetChildOptionsQuery();
  const access = useGetUserDataQuery().data?.access ?? [];
  const [save] = useSaveParentMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<ParentValues, SaveResult>({
    save: (values) =>
      save({
        ...(id !== undefined ? { id } : {}),
        firstName: values.firstName.trim(),
        middleName: values.middleName?.trim() || null,
        lastName: values.lastName.trim(),
        email: values.email?.trim() || null,
        phone: values.phone?.trim() || null,
        students: values.students.map((child) => ({ studentId: child.studentId!, relation: child.relation! })),
      }),
    success: 'Данните на родителя са запазени.',
    onSaved: () => void navigate('/parents/management'),
  });

  if (invalidId || (parent.isError && 'status' in parent.error && parent.error.status === 404)) {
    return (
      <Result status="404" title={parentMessages.notFound} extra={<Link to="/parents/management">Към списъка с родители</Link>} />
    );
  }
  if (parent.isError) return <Alert type="error" showIcon message={errorMessage(parent.error)} />;
  if (id !== undefined && !parent.data) return <Spin description="Зареждане…" />;

  const editable = allows(access, Resource.Parents, id === undefined ? 'create' : 'update');
  // A linked child who left (not in the dropdown of the selected year) still shows by name.
  const options = [
    ...(childOptions.data ?? []).map((child) => ({ value: child.id, label: child.name })),
    ...(parent.data?.students ?? [])
      .filter((child) => !(childOptions.data ?? []).some((option) => option.id === child.studentId))
      .map((child) => ({ value: child.studentId, label: child.name })),
  ];

  return (
    <Card
      style={{ maxWidth: 860 }}
      title={
        <PageTitle tab={id === undefined ? 'Нов родител' : 'Родител'}>
          {id === undefined ? 'Нов родител' : parent.data!.fullName}
        </PageTitle>
      }
      extra={
        parent.data && (
          <AccountInvitation
            userType={UserType.Parent}
            id={parent.data.id}
            canInvite={allows(access, Resource.Parents, 'update')}
          />
        )
      }
    >
      <Form<ParentValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!editable || saving}
        initialValues={parent.data ? valuesOf(parent.data) : { students: [{}] }}
        onFinish={(values) => void submit(values)}
      >
        <PersonNameFields shape={shape} />
        <Flex gap={12} wrap>
          <Form.Item name="email" label="Имейл" rules={[zodRule(shape.email)]} style={{ flex: '1 1 300px' }}>
            <Input maxLength={200} inputMode="email" />
          </Form.Item>
          <Form.Item name="phone" label="Телефон" rules={[zodRule(shape.phone)]} style={{ flex: '1 1 200px' }}>
            <Input maxLength={40} inputMode="tel" />
          </Form.Item>
        </Flex>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Деца
        </Typography.Title>
        <Form.List
          name="students"
          rules={[
            {
              validator: async (_rule, children?: ChildValue[]) => {
                if (!children?.length) throw new Error(parentMessages.atLeastOneChild);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Flex key={field.key} gap={12} wrap align="start">
                  <Form.Item
                    name={[field.name, 'studentId']}
                    label="Дете"
                    rules={[required]}
                    required
                    style={{ flex: '2 1 280px' }}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      placeholder="Изберете дете"
                      loading={childOptions.isLoading}
                      options={options}
                      notFoundContent="Няма деца в избраната учебна година."
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'relation']}
                    label="Роля"
                    rules={[required]}
                    required
                    style={{ flex: '1 1 160px' }}
                  >
                    <Select placeholder="Изберете роля" options={relationOptions} />
                  </Form.Item>
                  <Form.Item label=" " style={{ flex: '0 0 auto' }}>
                    <Button onClick={() => remove(field.name)} disabled={fields.length === 1}>
                      Премахни
                    </Button>
                  </Form.Item>
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              {editable && (
                <Button onClick={() => add({})} style={{ marginBottom: 16 }}>
                  Добави дете
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Space>
          {editable && (
            <Button type="primary" htmlType="submit" loading={saving}>
              Запази
            </Button>
          )}
          <Link to="/parents/management">
            <Button disabled={false}>Назад</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
