import {
  IdentifierType,
  type MyChild,
  type ParentRegistrationRow,
  ParentRelation,
  parentRelationLabels,
  RequestKind,
  requestKindLabels,
  type RequestStatus,
} from '@kg/contracts';
import { Button, Card, Empty, Flex, Form, Input, Radio, Select, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { pageQueryOf, ResponsiveTable, ServerTable, useUrlListState } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useApplyForChildMutation, useGetMyChildrenQuery, useGetParentRegistrationsQuery } from '../api';
import { ChildFields, childFromValues, childToValues, type ChildValues } from '../components/child-fields';
import { StatusTag } from '../components/status-tag';
import { LoadError } from '../../../shared/list';

interface ApplicationValues {
  kind: RequestKind;
  studentId?: number;
  relation?: ParentRelation;
  child?: ChildValues;
  note?: string;
}

const PAGE_SIZE = 10;
/** The tab's name (the page has three headed cards). */
const TAB = 'Заявка за дете';
const REQUIRED = { required: true, message: 'Полето е задължително.' };
const kinds = [RequestKind.Enroll, RequestKind.Update, RequestKind.Delist];
const kindLabels: Record<RequestKind, string> = {
  [RequestKind.Enroll]: 'Добавяне на дете',
  [RequestKind.Update]: 'Промяна на данни',
  [RequestKind.Delist]: 'Отписване',
};
const relationOptions = [ParentRelation.Mother, ParentRelation.Father, ParentRelation.Guardian, ParentRelation.Other].map(
  (value) => ({
    value,
    label: parentRelationLabels[value],
  }),
);

function MyChildren({ list }: { list: ReturnType<typeof useGetMyChildrenQuery> }) {
  const columns: TableProps<MyChild>['columns'] = [
    { title: 'Име', dataIndex: 'fullName', key: 'fullName' },
    { title: 'Дата на раждане', dataIndex: 'birthDate', key: 'birthDate', render: (value: string) => formatDate(value) },
    {
      title: 'Група',
      dataIndex: 'className',
      key: 'className',
      render: (name: string | null, child) =>
        child.isDetached ? <Tag>Отписано</Tag> : (name ?? <Typography.Text type="secondary">Без група</Typography.Text>),
    },
  ];
  if (list.isError) {
    return <LoadError list={list} />;
  }
  return (
    <ResponsiveTable<MyChild>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      columns={columns}
      dataSource={list.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="Все още няма деца, свързани с профила ви." /> }}
    />
  );
}

/**
 * /parent-child-application: a signed-in parent sees their children and their requests, and asks to add another
 * child (Enroll), to change a child's data (Update) or to delist one (Delist). The director decides.
 */
export default function ChildApplicationPage() {
  const [apply] = useApplyForChildMutation();
  const { form, submit, saving } = useSaveForm<ApplicationValues>({
    save: (values) =>
      apply({
        kind: values.kind,
        studentId: values.kind === RequestKind.Enroll ? null : values.studentId!,
        relation: values.kind === RequestKind.Enroll ? values.relation! : null,
        child: values.kind === RequestKind.Delist ? null : childFromValues(values.child!),
        note: values.note?.trim() || null,
      }),
    success: 'Заявката е изпратена до директора.',
    onSaved: () => form.resetFields(),
  });
  const kind = (Form.useWatch('kind', form) as RequestKind | undefined) ?? RequestKind.Enroll;
  const children = useGetMyChildrenQuery();
  const { paging, update } = useUrlListState([] as const);
  const requests = useGetParentRegistrationsQuery(pageQueryOf(paging, PAGE_SIZE));
  const active = (children.data ?? []).filter((child) => !child.isDetached);

  const pickChild = (studentId: number): void => {
    const child = active.find((item) => item.id === studentId);
    if (child && form.getFieldValue('kind') === RequestKind.Update) form.setFieldValue('child', childToValues(child));
  };

  const requestColumns: TableProps<ParentRegistrationRow>['columns'] = [
    { title: 'Подадена', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDateTime(value) },
    { title: 'Вид', dataIndex: 'kind', key: 'kind', render: (value: RequestKind) => requestKindLabels[value] },
    { title: 'Дете', dataIndex: 'childName', key: 'childName' },
    { title: 'Статус', dataIndex: 'status', key: 'status', render: (value: RequestStatus) => <StatusTag status={value} /> },
  ];

  return (
    <Flex vertical gap={16} style={{ maxWidth: 900 }}>
      <Card title={<PageTitle tab={TAB}>Моите деца</PageTitle>}>
        <MyChildren list={children} />
      </Card>
      <Card title={<PageTitle tab={TAB}>Нова заявка</PageTitle>}>
        <Form<ApplicationValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={saving}
          initialValues={{ kind: RequestKind.Enroll, child: { identifierType: IdentifierType.EGN } }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="kind" label="Вид на заявката">
            <Radio.Group optionType="button" options={kinds.map((value) => ({ value, label: kindLabels[value] }))} />
          </Form.Item>
          {kind !== RequestKind.Enroll && (
            <Form.Item name="studentId" label="Дете" rules={[REQUIRED]} required>
              <Select
                placeholder="Изберете дете"
                loading={children.isLoading}
                options={active.map((child) => ({ value: child.id, label: child.fullName }))}
                onChange={pickChild}
                notFoundContent="Няма записани деца."
              />
            </Form.Item>
          )}
          {kind === RequestKind.Enroll && (
            <Form.Item name="relation" label="Роля спрямо детето" rules={[REQUIRED]} required style={{ maxWidth: 280 }}>
              <Select placeholder="Изберете роля" options={relationOptions} />
            </Form.Item>
          )}
          {kind !== RequestKind.Delist && <ChildFields form={form} />}
          <Form.Item name="note" label={kind === RequestKind.Delist ? 'Причина и дата на отписване' : 'Бележка към директора'}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Изпрати заявката
          </Button>
        </Form>
      </Card>
      <Card title={<PageTitle tab={TAB}>Моите заявки</PageTitle>}>
        <ServerTable<ParentRegistrationRow, never>
          list={requests}
          columns={requestColumns}
          paging={paging}
          pageSize={PAGE_SIZE}
          onChange={(changes) => update(changes, false)}
          emptyText="Все още нямате заявки."
        />
      </Card>
    </Flex>
  );
}
