import { AttendanceMode, attendanceModeLabels, type ClassDetails, type GroupAgeType, saveClassRequest } from '@kg/contracts';
import { Alert, Button, Card, Checkbox, Form, Input, Result, Select, Space, Spin, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetGroupQuery, useGetTeacherOptionsQuery, useSaveGroupMutation } from '../api';
import { ageTypeOptions } from './group-options';

interface GroupValues {
  name: string;
  ageType?: GroupAgeType;
  isForSubstitution: boolean;
  attendanceMode: AttendanceMode;
  teacherIds: number[];
}

const modes = [AttendanceMode.FullDay, AttendanceMode.Hourly, AttendanceMode.HalfDay, AttendanceMode.Independent];
const modeOptions = modes.map((value) => ({ value, label: attendanceModeLabels[value] }));
const fieldRules = {
  name: [zodRule(saveClassRequest.shape.name)],
  ageType: [{ required: true, message: 'Полето е задължително.' }],
};
const emptyValues: GroupValues = { name: '', isForSubstitution: false, attendanceMode: AttendanceMode.FullDay, teacherIds: [] };
const valuesOf = (group: ClassDetails): GroupValues => ({
  name: group.name,
  ageType: group.ageType as GroupAgeType,
  isForSubstitution: group.isForSubstitution,
  attendanceMode: group.attendanceMode as AttendanceMode,
  teacherIds: group.teachers.map((teacher) => teacher.id),
});

/** /groups/management/create and /groups/management/:id: a group's name, age type, kind, attendance mode and teachers. */
export default function GroupFormPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const invalidId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const group = useGetGroupQuery(id ?? 0, { skip: id === undefined || invalidId });
  const teachers = useGetTeacherOptionsQuery();
  const [save] = useSaveGroupMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<GroupValues>({
    save: (values) =>
      save({
        ...(id !== undefined ? { id } : {}),
        name: values.name.trim(),
        ageType: values.ageType!,
        isForSubstitution: values.isForSubstitution,
        attendanceMode: values.attendanceMode,
        teacherIds: values.teacherIds,
      }),
    success: 'Групата е запазена.',
    onSaved: () => void navigate('/groups/management'),
  });

  if (invalidId || (group.isError && 'status' in group.error && group.error.status === 404)) {
    return (
      <Result status="404" title="Групата не е намерена." extra={<Link to="/groups/management">Към списъка с групи</Link>} />
    );
  }
  if (group.isError) return <Alert type="error" showIcon message={errorMessage(group.error)} />;
  if (id !== undefined && !group.data) return <Spin description="Зареждане…" />;

  const teacherOptions = (teachers.data ?? []).map((teacher) => ({
    value: teacher.id,
    label: `${teacher.name} (${teacher.occupation})`,
  }));

  return (
    <Card
      title={
        <PageTitle tab={id === undefined ? 'Нова група' : 'Редакция на група'}>
          {id === undefined ? 'Нова група' : `Редакция на група „${group.data?.name}“`}
        </PageTitle>
      }
      extra={group.data && <Typography.Text type="secondary">Учебна година {group.data.periodName}</Typography.Text>}
      style={{ maxWidth: 720 }}
    >
      <Form<GroupValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={group.data ? valuesOf(group.data) : emptyValues}
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <Form.Item name="name" label="Име на групата" rules={fieldRules.name} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="ageType" label="Възрастова група" rules={fieldRules.ageType} required>
          <Select options={ageTypeOptions} placeholder="Изберете" />
        </Form.Item>
        <Form.Item name="attendanceMode" label="Режим на посещение" required>
          <Select options={modeOptions} />
        </Form.Item>
        <Form.Item name="isForSubstitution" valuePropName="checked">
          <Checkbox>Група за заместване</Checkbox>
        </Form.Item>
        <Form.Item
          name="teacherIds"
          label="Учители"
          help={teachers.isError ? errorMessage(teachers.error) : undefined}
          validateStatus={teachers.isError ? 'error' : undefined}
        >
          <Select
            mode="multiple"
            options={teacherOptions}
            loading={teachers.isLoading}
            optionFilterProp="label"
            placeholder="Изберете учители"
            notFoundContent="Няма служители в детската градина."
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to="/groups/management">
            <Button>Отказ</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
