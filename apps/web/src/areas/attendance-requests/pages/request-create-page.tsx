import { ApplicationType, isSummerDay } from '@kg/contracts';
import { Alert, Button, Card, DatePicker, Descriptions, Flex, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { fieldErrors } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { LoadError } from '../../../shared/list';
import { PageTitle } from '../../../shared/ui/page-title';
import { useFileAttendanceRequestMutation, useGetRequestChildrenQuery, useGetRequestPreviewQuery } from '../api';
import { chosen } from '../components/request-texts';
import { applicationPaths } from './applications-page';

interface RequestForm {
  studentId: number;
  dates: [Dayjs, Dayjs];
  reason?: string;
}

const titles: Record<ApplicationType, string> = {
  [ApplicationType.FamilyReasonAbsence]: 'Заявление за отсъствие по семейни причини',
  [ApplicationType.Attendance]: 'Заявление за посещение през лятото',
};

/**
 * /attendances/applications/personal-reasons/create and /summer-attendances/create: a parent (or the staff, for a
 * paper request) picks the child, the dates and the reason; the working days and, for family reasons, the days left
 * of the child's cap show while the dates change (docs/attendance-requests.md).
 */
export function RequestCreatePage({ type }: { type: ApplicationType }) {
  const children = useGetRequestChildrenQuery();
  const [file] = useFileAttendanceRequestMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<RequestForm>({
    save: async (values) => {
      const result = await file({
        studentId: values.studentId,
        type,
        fromDate: toApiDate(values.dates[0]),
        toDate: toApiDate(values.dates[1]),
        reason: values.reason?.trim() || null,
      });
      if (result.error) {
        // The period is one field here: the two dates' messages go under it.
        const problems = fieldErrors(result.error);
        const dateProblems = [...(problems.fromDate ?? []), ...(problems.toDate ?? [])];
        if (dateProblems.length) form.setFields([{ name: 'dates', errors: dateProblems }]);
      }
      return result;
    },
    success: 'Заявлението е подадено.',
    onSaved: () => void navigate(applicationPaths[type].list),
  });
  const familyReason = type === ApplicationType.FamilyReasonAbsence;
  const studentId = Form.useWatch('studentId', form);
  const dates = Form.useWatch('dates', form);
  const preview = useGetRequestPreviewQuery(
    {
      studentId: studentId!,
      type,
      ...(dates?.[0] && dates?.[1] ? { fromDate: toApiDate(dates[0]), toDate: toApiDate(dates[1]) } : {}),
    },
    { skip: !studentId },
  );
  const tomorrow = dayjs().add(1, 'day').startOf('day');

  const overCap = familyReason && preview.data && preview.data.workingDays > preview.data.remaining;
  return (
    <Card title={<PageTitle>{titles[type]}</PageTitle>}>
      {children.isError ? (
        <LoadError list={children} />
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 560 }}>
          <Form.Item name="studentId" label="Дете" rules={[chosen]}>
            <Select
              loading={children.isLoading}
              options={(children.data ?? []).map((child) => ({
                value: child.id,
                label: child.className ? `${child.name} (${child.className})` : child.name,
              }))}
              notFoundContent="Няма деца, за които да подадете заявление."
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="dates" label="Период" rules={[chosen]}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              placeholder={['От дата', 'До дата']}
              disabledDate={(day) => day.isBefore(tomorrow) || (!familyReason && !isSummerDay(toApiDate(day)))}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={familyReason ? 'Причина за отсъствието' : 'Бележка'}
            rules={familyReason ? [rules.required(), rules.max(1000)] : [rules.max(1000)]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
          {preview.data && (
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label="Работни дни в периода">{preview.data.workingDays}</Descriptions.Item>
              {familyReason && (
                <Descriptions.Item label="Оставащи дни по семейни причини">
                  {`${Math.max(preview.data.remaining, 0)} от ${preview.data.cap} (използвани ${preview.data.used}, в чакащи заявления ${preview.data.pending})`}
                </Descriptions.Item>
              )}
            </Descriptions>
          )}
          {overCap && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Периодът надвишава оставащите дни за отсъствие по семейни причини в тази учебна година."
            />
          )}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={saving}>
              Подай заявлението
            </Button>
            <Link to={applicationPaths[type].list}>
              <Button>Отказ</Button>
            </Link>
          </Flex>
        </Form>
      )}
    </Card>
  );
}

export function FamilyReasonRequestPage() {
  return <RequestCreatePage type={ApplicationType.FamilyReasonAbsence} />;
}

export function SummerRequestPage() {
  return <RequestCreatePage type={ApplicationType.Attendance} />;
}
