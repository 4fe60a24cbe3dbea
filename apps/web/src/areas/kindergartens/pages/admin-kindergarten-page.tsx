import { type KindergartenBranch, type KindergartenRecord, type KindergartenType } from '@kg/contracts';
import { Alert, Button, Card, Checkbox, Form, Result, Space, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import { activeTag, ContactFields, RegisterFields } from '../components/kindergarten-fields';
import { useGetKindergartenDataQuery, useUpdateKindergartenMutation } from '../records-api';
import { ResponsiveTable } from '../../../shared/list';

interface Values {
  type: KindergartenType;
  name: string;
  settlementId: number;
  institutionCode?: string | null;
  motherKindergartenId?: number | null;
  address: string;
  phone?: string | null;
  email?: string | null;
  automaticExcuseWithMedicalNote: boolean;
  isActive: boolean;
}

const valuesOf = (record: KindergartenRecord): Values => ({
  type: record.type,
  name: record.name,
  settlementId: record.settlementId,
  institutionCode: record.institutionCode,
  motherKindergartenId: record.motherKindergartenId,
  address: record.address,
  phone: record.phone,
  email: record.email,
  automaticExcuseWithMedicalNote: record.automaticExcuseWithMedicalNote,
  isActive: record.isActive,
});

/** /admin/kindergartens/:id: the master edits a kindergarten's record and sees its branches. */
export default function AdminKindergartenPage() {
  const params = useParams();
  // A new form for each kindergarten (the branch links lead from one to another).
  return <KindergartenEditor key={params.id} id={Number(params.id)} />;
}

function KindergartenEditor({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const record = useGetKindergartenDataQuery(id, { skip: !valid });
  const [update] = useUpdateKindergartenMutation();
  const { form, submit, saving } = useSaveForm<Values>({
    save: (values) =>
      update({
        id,
        type: values.type,
        name: values.name.trim(),
        settlementId: values.settlementId,
        institutionCode: values.institutionCode?.trim() || null,
        motherKindergartenId: values.motherKindergartenId ?? null,
        address: values.address.trim(),
        phone: values.phone?.trim() || null,
        email: values.email?.trim() || null,
        automaticExcuseWithMedicalNote: values.automaticExcuseWithMedicalNote,
        isActive: values.isActive,
      }),
    success: 'Данните на детската градина са запазени.',
  });

  if (!valid || (record.isError && 'status' in record.error && record.error.status === 404)) {
    return (
      <Result
        status="404"
        title="Детската градина не е намерена."
        extra={<Link to="/admin/kindergartens">Към детските градини</Link>}
      />
    );
  }
  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error)} />;
  if (!record.data) return <Spin description="Зареждане…" />;
  const data = record.data;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 900 }}>
      <Card title={<PageTitle>{data.name}</PageTitle>} extra={activeTag(data.isActive)}>
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={saving}
          initialValues={valuesOf(data)}
          onFinish={(values) => void submit(values)}
          aria-label="Данни на детската градина"
        >
          <RegisterFields
            excludeId={data.id}
            town={{ value: data.settlementId, label: `${data.town}, общ. ${data.municipality}, обл. ${data.area}` }}
            mother={
              data.motherKindergartenId && data.motherKindergartenName
                ? { value: data.motherKindergartenId, label: data.motherKindergartenName }
                : undefined
            }
          />
          <ContactFields />
          <Form.Item
            name="isActive"
            valuePropName="checked"
            extra="Неактивната детска градина не се предлага за избор в други детски градини."
          >
            <Checkbox>Активна</Checkbox>
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              Запази
            </Button>
            <Link to="/admin/kindergartens">
              <Button disabled={false}>Назад</Button>
            </Link>
          </Space>
        </Form>
      </Card>
      <Card title="Филиали">
        <ResponsiveTable<KindergartenBranch>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.branches}
          locale={{ emptyText: 'Детската градина няма филиали.' }}
          columns={[
            {
              title: 'Наименование',
              dataIndex: 'name',
              key: 'name',
              render: (name: string, branch) => <Link to={`/admin/kindergartens/${branch.id}`}>{name}</Link>,
            },
            { title: 'Населено място', dataIndex: 'town', key: 'town' },
            { title: 'Код по НЕИСПУО', dataIndex: 'institutionCode', key: 'institutionCode' },
            {
              title: 'Състояние',
              dataIndex: 'isActive',
              key: 'isActive',
              render: activeTag,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
