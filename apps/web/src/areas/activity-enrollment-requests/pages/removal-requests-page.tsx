import { allows, type CreateActivityEnrollmentResult, RequestKind, Resource, Role } from '@kg/contracts';
import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { useGetUserDataQuery } from '../../identity/api';
import { useCreateActivityRequestMutation } from '../api';
import { RequestFields, type RequestValues } from '../components/request-fields';
import { RequestsList } from '../components/requests-list';

/**
 * /activities/applications/removal: the delistment requests — a parent asks to delist their child from an activity
 * that allows it, the director decides (docs/activities.md "Enrolment requests").
 */
export default function RemovalRequestsPage() {
  const user = useGetUserDataQuery().data;
  const canFile = user?.baseRoleType === Role.Parent && allows(user.access, Resource.ActivityEnrollmentRequests, 'create');
  const [open, setOpen] = useState(false);
  const [create] = useCreateActivityRequestMutation();
  const { form, submit, saving } = useSaveForm<RequestValues, CreateActivityEnrollmentResult>({
    save: (values) =>
      create({
        studentId: values.studentId!,
        activityId: values.activityId!,
        changeType: RequestKind.Delist,
        fromDate: toApiDate(values.fromDate!),
        note: values.note?.trim() || null,
      }),
    success: 'Заявлението е подадено.',
    onSaved: () => setOpen(false),
  });

  return (
    <RequestsList
      kind={RequestKind.Delist}
      title="Заявления за отписване от дейности"
      actions={
        canFile && (
          <Button type="primary" onClick={() => setOpen(true)}>
            Заявление за отписване
          </Button>
        )
      }
    >
      <Modal
        open={open}
        title="Заявление за отписване от дейност"
        okText="Подай заявлението"
        cancelText="Затвори"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<RequestValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
          <RequestFields form={form} kind={RequestKind.Delist} />
        </Form>
      </Modal>
    </RequestsList>
  );
}
