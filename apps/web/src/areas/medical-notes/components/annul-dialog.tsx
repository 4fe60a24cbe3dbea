import { annulMedicalNoteRequest, type MedicalNoteRow } from '@kg/contracts';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useAnnulMedicalNoteMutation } from '../api';

/**
 * Annulment with its required comment (spec 2 §4). The server's refusal shows inside the dialog, not as the generic
 * toast (spec 2 §8), so the director can read it next to the note and try again.
 */
export function AnnulDialog({ note, onClose }: { note: MedicalNoteRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ comment: string }>();
  const [annul, annulling] = useAnnulMedicalNoteMutation();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ comment }: { comment: string }): Promise<void> => {
    const result = await annul({ id: note!.id, comment });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    void message.success(
      result.data.restoredDays
        ? `Бележката е анулирана. Отсъствия отново неизвинени: ${result.data.restoredDays}.`
        : 'Бележката е анулирана.',
    );
    setProblem(null);
    onClose();
  };

  return (
    <Modal
      open={note !== null}
      title="Анулиране на медицинска бележка"
      okText="Анулирай"
      okButtonProps={{ danger: true }}
      cancelText="Отказ"
      confirmLoading={annulling.isLoading}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      {note && (
        <Typography.Paragraph>
          {note.studentName}, {formatDate(note.fromDate)} – {formatDate(note.toDate)}. Извинените с бележката отсъствия отново
          стават неизвинени.
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
        <Form.Item name="comment" label="Причина" rules={[zodRule(annulMedicalNoteRequest.shape.comment)]}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
