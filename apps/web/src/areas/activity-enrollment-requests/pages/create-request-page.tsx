import { type CreateActivityEnrollmentResult, RequestKind } from '@kg/contracts';
import { Button, Card, Form, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCreateActivityRequestMutation } from '../api';
import { RequestFields, type RequestValues } from '../components/request-fields';

const BACK = '/activities/applications/enrollment';

/** /activities/applications/enrollment/create: a parent asks to enrol their child in an activity. */
export default function CreateRequestPage() {
  const [create] = useCreateActivityRequestMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<RequestValues, CreateActivityEnrollmentResult>({
    save: (values) =>
      create({
        studentId: values.studentId!,
        activityId: values.activityId!,
        changeType: RequestKind.Enroll,
        fromDate: toApiDate(values.fromDate!),
        note: values.note?.trim() || null,
      }),
    success: 'Заявлението е подадено.',
    onSaved: () => void navigate(BACK),
  });

  return (
    <Card style={{ maxWidth: 720 }} title={<PageTitle>Заявление за записване в дейност</PageTitle>}>
      <Form<RequestValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        onFinish={(values) => void submit(values)}
      >
        <RequestFields form={form} kind={RequestKind.Enroll} />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Подай заявлението
          </Button>
          <Link to={BACK}>Откажи</Link>
        </Space>
      </Form>
    </Card>
  );
}
