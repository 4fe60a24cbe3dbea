import { type AttendanceRequestRow, RequestStatus } from '@kg/contracts';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { rules } from '../../../shared/forms/rules';
import { useDecideAttendanceRequestMutation } from '../api';
import { requestPeriod } from './request-texts';

export interface Decision {
  request: AttendanceRequestRow;
  status: RequestStatus.Approved | RequestStatus.Rejected;
}

/**
 * The director's decision on a pending request: approval (an optional comment) or rejection (a comment required).
 * The server's refusal (the cap exceeded, a decided request) shows inside the dialog.
 */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const [form] = Form.useForm<{ comment?: string }>();
  const [decide, deciding] = useDecideAttendanceRequestMutation();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = decision?.status === RequestStatus.Rejected;

  const close = (): void => {
    setProblem(null);
    onClose();
  };
  const submit = async ({ comment }: { comment?: string }): Promise<void> => {
    const result = await decide({ id: decision!.request.id, status: decision!.status, comment: comment || null });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    void message.success(rejecting ? 'Заявлението е отхвърлено.' : 'Заявлението е одобрено.');
    close();
  };

  return (
    <Modal
      open={decision !== null}
      title={rejecting ? 'Отхвърляне на заявление' : 'Одобряване на заявление'}
      okText={rejecting ? 'Отхвърли' : 'Одобри'}
      okButtonProps={{ danger: rejecting }}
      cancelText="Отказ"
      confirmLoading={deciding.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {decision && (
        <Typography.Paragraph>
          {decision.request.studentName}, {requestPeriod(decision.request)} ({decision.request.workingDays} работни дни).
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
        <Form.Item
          name="comment"
          label={rejecting ? 'Причина за отказа' : 'Коментар'}
          rules={rejecting ? [rules.required(), rules.max(1000)] : [rules.max(1000)]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
