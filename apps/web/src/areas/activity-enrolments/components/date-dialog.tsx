import { DatePicker, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { type SaveFormOptions, useSaveForm } from '../../../shared/forms/use-save-form';

export interface DateDialogProps {
  open: boolean;
  title: string;
  /** Who the date is for ("Ана Петрова и още 2 деца", "всички незаписани деца от група Звездичка"). */
  description: ReactNode;
  label: string;
  /** The API's name of the date field: its 400 message shows under the picker. */
  field: 'fromDate' | 'leaveDate';
  okText: string;
  success: string;
  /** Sends the chosen day, 'YYYY-MM-DD' (a mutation's trigger). */
  send: SaveFormOptions<string, unknown>['save'];
  onClose: () => void;
}

/**
 * A date for a group of children: the first day of their enrolment, or their last day in the activity. The server's
 * refusal (naming the child) shows as a toast and, when it is about the date, under the picker.
 */
export function DateDialog(props: DateDialogProps) {
  const { form, submit, saving } = useSaveForm<Record<string, Dayjs>>({
    save: (values) => props.send(toApiDate(values[props.field])),
    success: props.success,
    onSaved: props.onClose,
  });
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText="Отказ"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{props.description}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        preserve={false}
        initialValues={{ [props.field]: dayjs() }}
      >
        <Form.Item name={props.field} label={props.label} rules={[rules.required()]}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
