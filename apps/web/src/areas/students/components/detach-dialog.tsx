import type { StudentDetails } from '@kg/contracts';
import { App, Button, Card, DatePicker, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, formatDate, toApiDate } from '../../../shared/dates/dates';
import { useDetachStudentMutation } from '../api';

/**
 * „Отписване“ behind its own button (docs/students.md "Dangerous actions"): a dialog where the user picks the leave
 * date (nothing is filled in), then a confirmation that names the child and the date.
 */
export function DetachCard({ kid }: { kid: StudentDetails }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title="Отписване от детската градина">
      <Typography.Paragraph type="secondary">
        Детето излиза от групата си на избраната дата; записът и историята му се пазят.
      </Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Отписване…
      </Button>
      {open && <DetachDialog kid={kid} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function DetachDialog({ kid, onClose }: { kid: StudentDetails; onClose: () => void }) {
  const [form] = Form.useForm<{ leaveDate?: Dayjs }>();
  const [detach, detaching] = useDetachStudentMutation();
  const { message, modal } = App.useApp();
  // One confirmation at a time (Enter in the date field and „Продължи“ both submit the form).
  const confirming = useRef(false);

  const confirm = ({ leaveDate }: { leaveDate?: Dayjs }): void => {
    if (!leaveDate || confirming.current) return;
    confirming.current = true;
    modal.confirm({
      afterClose: () => {
        confirming.current = false;
      },
      title: 'Потвърждение на отписването',
      content: `${kid.fullName} ще бъде отписано от детската градина на ${formatDate(leaveDate)}. Продължаване?`,
      okText: 'Отпиши',
      cancelText: 'Отказ',
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await detach({ id: kid.id, leaveDate: toApiDate(leaveDate) });
        if (result.error) {
          void message.error(errorMessage(result.error));
          return;
        }
        void message.success('Детето е отписано.');
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={`Отписване на ${kid.fullName}`}
      okText="Продължи"
      cancelText="Отказ"
      okButtonProps={{ danger: true }}
      confirmLoading={detaching.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} aria-label="Отписване" onFinish={confirm}>
        <Form.Item
          name="leaveDate"
          label="Дата на напускане"
          extra="Последният ден на детето в групата."
          rules={[{ required: true, message: 'Изберете датата на напускане.' }]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
