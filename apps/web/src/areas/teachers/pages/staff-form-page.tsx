import {
  isPedagogicalOccupation,
  saveTeacherRequest,
  type SaveTeacherRequest,
  type TeacherDetails,
  UserType,
} from '@kg/contracts';
import { Alert, Button, Card, Checkbox, DatePicker, Flex, Form, Input, Result, Select, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { AccountStateTag } from '../../../shared/ui/account-state-tag';
import { PageTitle } from '../../../shared/ui/page-title';
import { AccountInvitation } from '../../parent-registrations/components/account-invitation';
import { useGetOccupationsQuery, useGetTeacherQuery, useSaveTeacherMutation } from '../api';
import { useStaffAccess } from './staff-access';

interface StaffValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  occupation?: string;
  isPedagogical: boolean;
  isDirector: boolean;
  email?: string;
  phone?: string;
  birthDate?: Dayjs | null;
}

const shape = saveTeacherRequest.shape;
const positive = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
};

const valuesOf = (member: TeacherDetails): StaffValues => ({
  firstName: member.firstName,
  middleName: member.middleName ?? undefined,
  lastName: member.lastName,
  occupation: member.occupation,
  isPedagogical: member.isPedagogical,
  isDirector: member.isDirector,
  email: member.email ?? undefined,
  phone: member.phone ?? undefined,
  birthDate: member.birthDate ? dayjs(member.birthDate) : null,
});

/** /staff/pedagogical/create and /staff/pedagogical/:id/:kindergartenId?: a staff member's record. */
export default function StaffFormPage() {
  const params = useParams();
  const can = useStaffAccess();
  const id = params.id === undefined ? undefined : positive(params.id);
  const kindergartenId = params.kindergartenId === undefined ? can.kindergartenId : positive(params.kindergartenId);
  const invalid =
    (params.id !== undefined && id === undefined) || (params.kindergartenId !== undefined && kindergartenId === undefined);
  const member = useGetTeacherQuery(
    { id: id ?? 0, kindergartenId: kindergartenId ?? 0 },
    { skip: id === undefined || kindergartenId === undefined },
  );
  const occupations = useGetOccupationsQuery();
  const [save] = useSaveTeacherMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<StaffValues>({
    save: (values) =>
      save({
        ...(id !== undefined ? { id } : {}),
        firstName: values.firstName.trim(),
        middleName: values.middleName?.trim() || null,
        lastName: values.lastName.trim(),
        occupation: values.occupation as SaveTeacherRequest['occupation'],
        isPedagogical: values.isPedagogical,
        isDirector: values.isDirector,
        email: values.email?.trim() || null,
        phone: values.phone?.trim() || null,
        birthDate: values.birthDate ? toApiDate(values.birthDate) : null,
      }),
    success: 'Данните на служителя са запазени.',
    onSaved: () => void navigate('/staff/pedagogical'),
  });

  if (invalid || (member.isError && 'status' in member.error && member.error.status === 404)) {
    return <Result status="404" title="Служителят не е намерен." extra={<Link to="/staff/pedagogical">Към персонала</Link>} />;
  }
  if (member.isError) return <Alert type="error" showIcon message={errorMessage(member.error)} />;
  if (params.id !== undefined && !member.data) return <Spin description="Зареждане…" />;

  const editable = id === undefined ? can.create : can.update;

  /** A new occupation brings its default kind; the director can still change it. */
  const onOccupation = (occupation: string): void => {
    form.setFieldsValue({ isPedagogical: isPedagogicalOccupation(occupation), isDirector: occupation === 'Директор' });
  };

  return (
    <Card
      style={{ maxWidth: 860 }}
      title={
        <PageTitle tab={params.id === undefined ? 'Нов служител' : 'Служител'}>
          {member.data ? member.data.fullName : 'Нов служител'}
        </PageTitle>
      }
      extra={
        member.data &&
        (member.data.kindergartenId === can.kindergartenId ? (
          <AccountInvitation userType={UserType.Teacher} id={member.data.id} canInvite={can.update} />
        ) : (
          <AccountStateTag state={member.data.accountState} />
        ))
      }
    >
      <Form<StaffValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!editable || saving}
        initialValues={member.data ? valuesOf(member.data) : { isPedagogical: true, isDirector: false }}
        onFinish={(values) => void submit(values)}
      >
        <PersonNameFields shape={shape} />
        <Flex gap={12} wrap align="end">
          <Form.Item
            name="occupation"
            label="Длъжност"
            rules={[zodRule(shape.occupation)]}
            required
            style={{ flex: '1 1 260px' }}
          >
            <Select
              showSearch
              loading={occupations.isLoading}
              options={(occupations.data ?? []).map((option) => ({ value: option.name, label: option.name }))}
              onChange={onOccupation}
            />
          </Form.Item>
          <Form.Item name="isPedagogical" valuePropName="checked" style={{ flex: '1 1 200px' }}>
            <Checkbox>Педагогически персонал</Checkbox>
          </Form.Item>
          <Form.Item name="isDirector" valuePropName="checked" style={{ flex: '1 1 120px' }}>
            <Checkbox>Директор</Checkbox>
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="email" label="Имейл" rules={[zodRule(shape.email)]} style={{ flex: '1 1 240px' }}>
            <Input maxLength={200} type="email" />
          </Form.Item>
          <Form.Item name="phone" label="Телефон" rules={[zodRule(shape.phone)]} style={{ flex: '1 1 200px' }}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="birthDate" label="Дата на раждане" style={{ flex: '1 1 200px' }}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Flex>
        <Space>
          {editable && (
            <Button type="primary" htmlType="submit" loading={saving}>
              Запази
            </Button>
          )}
          <Link to="/staff/pedagogical">
            <Button disabled={false}>Назад</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
