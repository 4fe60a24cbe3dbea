import {
  type ActivityEnrollmentRequestRow,
  ActivityRequestStatus,
  changeActivityEnrollmentRequestStatus,
  RequestKind,
} from '@kg/contracts';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useDecideActivityRequestMutation } from '../api';

export interface Decision {
  row: ActivityEnrollmentRequestRow;
  status: ActivityRequestStatus.Approved | ActivityRequestStatus.Canceled;
}

/**
 * The director approves or cancels a waiting request with an optional note. The server's refusal (a full activity,
 * a child no longer in the group) shows inside the dialog; the request then stays waiting.
 */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const [form] = Form.useForm<{ note?: string }>();
  const [decide, deciding] = useDecideActivityRequestMutation();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const approve = decision?.status === ActivityRequestStatus.Approved;
  const delist = decision?.row.changeType === RequestKind.Delist;

  const close = (): void => {
    setProblem(null);
    onClose();
  };
  const submit = async ({ note }: { note?: string }): Promise<void> => {
    const result = await decide({ id: decision!.row.id, status: decision!.status, note: note?.trim() || null });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    void message.success(approve ? 'Заявлението е одобрено.' : 'Заявлението е отказано.');
    close();
  };

  return (
    <Modal
      open={decision !== null}
      title={approve ? 'Одобряване на заявление' : 'Отказ на заявление'}
      okText={approve ? 'Одобри' : 'Откажи заявлението'}
      okButtonProps={{ danger: !approve }}
      cancelText="Затвори"
      confirmLoading={deciding.isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {decision && (
        <Typography.Paragraph>
          {decision.row.studentName}, „{decision.row.activityName}“, {delist ? 'отписване от' : 'записване от'}{' '}
          {formatDate(decision.row.fromDate)}.{' '}
          {approve && (delist ? 'Датата става дата на напускане на дейността.' : 'Детето се записва в дейността от тази дата.')}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
        <Form.Item name="note" label="Бележка към родителя" rules={[zodRule(changeActivityEnrollmentRequestStatus.shape.note)]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
