import {
  egnGender,
  Gender,
  genderLabels,
  IdentifierType,
  identifierTypeLabels,
  isValidEgn,
  parentRelationLabels,
  Role,
  saveStudentRequest,
  type StudentDetails,
  type StudentParentLink,
  type StudentPlacement,
} from '@kg/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Select,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, formatDate, toApiDate } from '../../../shared/dates/dates';
import { birthDateOfEgn, egnMatchesRule, identifierRuleFor } from '../../../shared/forms/child-identity-rules';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetStudentGroupsQuery, useGetStudentQuery, useSaveStudentMutation } from '../api';
import { DetachCard } from '../components/detach-dialog';
import { KidHealthCard } from '../components/kid-health-card';
import { KidPhotoCard } from '../components/kid-photo-card';
import { PickupPeopleCard } from '../components/pickup-people-card';
import { RelocationCertificatesCard } from '../components/relocation-certificates-card';
import { useKidAccess } from './kid-access';

interface KidValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  identifierType: IdentifierType;
  identifier: string;
  gender?: Gender;
  birthDate?: Dayjs;
  address?: string;
  hasSpecialNeeds: boolean;
  classId?: number | null;
  classFromDate?: Dayjs;
}

const shape = saveStudentRequest.shape;
const required: FormRule = { required: true, message: 'Полето е задължително.' };
const identifierRule = identifierRuleFor((field) => field);
const identifierTypes = [IdentifierType.EGN, IdentifierType.ForeignerID, IdentifierType.IdentificationNumber];

const valuesOf = (kid: StudentDetails): KidValues => ({
  firstName: kid.firstName,
  middleName: kid.middleName ?? undefined,
  lastName: kid.lastName,
  identifierType: kid.identifierType,
  identifier: kid.identifier,
  gender: kid.gender,
  birthDate: dayjs(kid.birthDate),
  address: kid.address ?? undefined,
  hasSpecialNeeds: kid.hasSpecialNeeds,
  classId: kid.classId,
});

const birthDateOf = birthDateOfEgn;

/** /kids/records/create and /kids/records/:id/:kindergatrenId?: a child's record, group and history. */
export default function KidFormPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const invalidId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const kid = useGetStudentQuery(id ?? 0, { skip: id === undefined || invalidId });
  const groups = useGetStudentGroupsQuery();
  const can = useKidAccess();
  const [save] = useSaveStudentMutation();
  const isParent = useGetUserDataQuery().data?.baseRoleType === Role.Parent;
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<KidValues>({
    save: (values) =>
      save({
        ...(id !== undefined ? { id } : {}),
        firstName: values.firstName.trim(),
        middleName: values.middleName?.trim() || null,
        lastName: values.lastName.trim(),
        identifierType: values.identifierType,
        identifier: values.identifier.trim(),
        gender: values.gender!,
        birthDate: toApiDate(values.birthDate!),
        address: values.address?.trim() || null,
        hasSpecialNeeds: values.hasSpecialNeeds,
        ...(groupChanged ? { classId: values.classId ?? null, classFromDate: toApiDate(values.classFromDate ?? dayjs()) } : {}),
      }),
    success: 'Данните на детето са запазени.',
    onSaved: () => void navigate('/kids/records'),
  });
  const classId = Form.useWatch('classId', form);
  const identifierType = (Form.useWatch('identifierType', form) as IdentifierType | undefined) ?? IdentifierType.EGN;
  // Typed: the save above reads it, and its type would otherwise depend on the form's.
  const groupChanged: boolean = classId !== undefined && classId !== (kid.data?.classId ?? null);

  if (invalidId || (kid.isError && 'status' in kid.error && kid.error.status === 404)) {
    return <Result status="404" title="Детето не е намерено." extra={<Link to="/kids/records">Към списъка с деца</Link>} />;
  }
  if (kid.isError) return <Alert type="error" showIcon message={errorMessage(kid.error)} />;
  if (id !== undefined && !kid.data) return <Spin description="Зареждане…" />;

  const editable = id === undefined ? can.create : can.update && !kid.data?.isDetached;

  /** A valid ЕГН fills the birth date and the gender it encodes. */
  const onIdentifier = (value: string): void => {
    if (form.getFieldValue('identifierType') !== IdentifierType.EGN || !isValidEgn(value.trim())) return;
    form.setFieldsValue({ birthDate: birthDateOf(value.trim()), gender: egnGender(value.trim()) ?? undefined });
    void form.validateFields(['birthDate', 'gender']).catch(() => undefined);
  };

  const egnMatches = (field: 'birthDate' | 'gender'): FormRule => egnMatchesRule(field, (name) => name);

  const groupOptions = (groups.data ?? [])
    .filter((group) => group.classId !== null)
    .map((group) => ({ value: group.classId!, label: group.className }));

  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Card
        title={
          <PageTitle tab={id === undefined ? 'Ново дете' : 'Дете'}>
            {id === undefined ? 'Ново дете' : kid.data!.fullName}
          </PageTitle>
        }
        extra={
          <Space>
            {kid.data?.hasSpecialNeeds && <Tag color="purple">СОП</Tag>}
            {kid.data?.isDetached && <Tag>Отписано от {formatDate(kid.data.leaveDate)}</Tag>}
          </Space>
        }
      >
        <Form<KidValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={!editable || saving}
          initialValues={
            kid.data ? valuesOf(kid.data) : { identifierType: IdentifierType.EGN, hasSpecialNeeds: false, classFromDate: dayjs() }
          }
          onFinish={(values) => void submit(values)}
        >
          <PersonNameFields shape={shape} />
          <Flex gap={12} wrap>
            <Form.Item name="identifierType" label="Вид идентификатор" required style={{ flex: '1 1 260px' }}>
              <Radio.Group
                optionType="button"
                options={identifierTypes.map((value) => ({ value, label: identifierTypeLabels[value] }))}
                onChange={() => void form.validateFields(['identifier']).catch(() => undefined)}
              />
            </Form.Item>
            <Form.Item
              name="identifier"
              label={identifierTypeLabels[identifierType]}
              rules={[identifierRule]}
              dependencies={['identifierType']}
              required
              style={{ flex: '1 1 200px' }}
            >
              <Input maxLength={20} onChange={(event) => onIdentifier(event.target.value)} />
            </Form.Item>
          </Flex>
          <Flex gap={12} wrap>
            <Form.Item
              name="birthDate"
              label="Дата на раждане"
              rules={[egnMatches('birthDate')]}
              dependencies={['identifier', 'identifierType']}
              required
              style={{ flex: '1 1 200px' }}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
            </Form.Item>
            <Form.Item
              name="gender"
              label="Пол"
              rules={[egnMatches('gender')]}
              dependencies={['identifier', 'identifierType']}
              required
              style={{ flex: '1 1 200px' }}
            >
              <Radio.Group options={[Gender.Male, Gender.Female].map((value) => ({ value, label: genderLabels[value] }))} />
            </Form.Item>
          </Flex>
          <Form.Item name="address" label="Адрес" rules={[zodRule(shape.address)]}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="hasSpecialNeeds" valuePropName="checked">
            <Checkbox>Специални образователни потребности (СОП)</Checkbox>
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item name="classId" label="Група в избраната учебна година" style={{ flex: '1 1 260px' }}>
              <Select
                allowClear
                placeholder="Без група"
                loading={groups.isLoading}
                options={groupOptions}
                notFoundContent="Няма групи в избраната учебна година."
                onClear={() => form.setFieldValue('classId', null)}
              />
            </Form.Item>
            {groupChanged && (
              <Form.Item name="classFromDate" label="От дата" rules={[required]} required style={{ flex: '1 1 200px' }}>
                <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </Flex>
          <Space>
            {editable && (
              <Button type="primary" htmlType="submit" loading={saving}>
                Запази
              </Button>
            )}
            <Link to="/kids/records">
              <Button disabled={false}>Назад</Button>
            </Link>
          </Space>
        </Form>
      </Card>
      {kid.data && (
        <KidPhotoCard
          studentId={kid.data.id}
          fullName={kid.data.fullName}
          canUpload={can.update && !kid.data.isDetached}
          canWithdraw={can.update || isParent}
        />
      )}
      {kid.data && can.health.read && (
        <KidHealthCard studentId={kid.data.id} editable={can.health.update && !kid.data.isDetached} />
      )}
      {kid.data && <PickupPeopleCard studentId={kid.data.id} editable={can.update && !kid.data.isDetached} />}
      {kid.data && <History placements={kid.data.placements} parents={kid.data.parents} />}
      {kid.data && can.certificates.read && <RelocationCertificatesCard kid={kid.data} can={can.certificates} />}
      {kid.data && !kid.data.isDetached && can.update && <DetachCard kid={kid.data} />}
    </Flex>
  );
}

/** The child's groups over time (read-only) and parents with their relation. */
function History({ placements, parents }: { placements: StudentPlacement[]; parents: StudentParentLink[] }) {
  return (
    <Card title="История на групите и родители">
      <Table<StudentPlacement>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={placements}
        locale={{ emptyText: 'Детето не е записвано в група.' }}
        columns={[
          { title: 'Група', dataIndex: 'className', key: 'className' },
          { title: 'Учебна година', dataIndex: 'periodName', key: 'periodName' },
          { title: 'От', dataIndex: 'fromDate', key: 'fromDate', render: (day: string) => formatDate(day) },
          { title: 'До', dataIndex: 'toDate', key: 'toDate', render: (day: string | null) => (day ? formatDate(day) : 'досега') },
        ]}
      />
      <Descriptions size="small" column={1} style={{ marginTop: 16 }} title="Родители">
        {parents.length === 0 ? (
          <Descriptions.Item label="—">Няма въведени родители.</Descriptions.Item>
        ) : (
          parents.map((parent) => (
            <Descriptions.Item key={parent.parentId} label={parentRelationLabels[parent.relation]}>
              {[parent.fullName, parent.email, parent.phone].filter(Boolean).join(', ')}
            </Descriptions.Item>
          ))
        )}
      </Descriptions>
    </Card>
  );
}
