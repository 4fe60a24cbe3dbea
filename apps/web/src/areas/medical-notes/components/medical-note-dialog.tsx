import {
  medicalNoteFileAccept,
  saveMedicalNoteRequest,
  type StudentGroup,
  type UploadedFile,
  validationMessages,
} from '@kg/contracts';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { rules } from '../../../shared/forms/rules';
import { AttachmentsInput } from '../../../shared/upload';
import { useSaveMedicalNoteMutation } from '../api';

interface Values {
  classId?: number;
  studentId?: number;
  period?: [Dayjs, Dayjs];
  issuedOn?: Dayjs | null;
  doctorName?: string;
  noteNumber?: string;
  files?: UploadedFile[];
}

/** Where the server's field messages go on this form. */
const FIELDS = new Set(['studentId', 'period', 'issuedOn', 'doctorName', 'noteNumber', 'files']);
const fieldOf: Record<string, string> = { fromDate: 'period', toDate: 'period', fileId: 'files' };

interface MedicalNoteDialogProps {
  open: boolean;
  /** The groups with the children the user may see (GET Students/grouped); a parent's are their own children. */
  groups: StudentGroup[];
  /** Staff pick the group first; a parent picks among their children. */
  pickGroup: boolean;
  onClose: () => void;
}

/** „Добави медицинска бележка“: the child, the dates, the doctor and the scan of the paper note. */
export function MedicalNoteDialog({ open, groups, pickGroup, onClose }: MedicalNoteDialogProps) {
  const [form] = Form.useForm<Values>();
  const [save, saving] = useSaveMedicalNoteMutation();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const classId = Form.useWatch('classId', form);
  const children = pickGroup
    ? (groups.find((group) => group.classId === classId)?.students ?? [])
    : groups.flatMap((group) => group.students);

  /** The contract's and the server's field messages under the form's fields (the two dates go under the period). */
  const showFieldErrors = (errors: Record<string, string[]>): void =>
    form.setFields(
      Object.entries(errors)
        .map(([name, messages]) => ({ name: fieldOf[name] ?? name, errors: messages }))
        .filter((field) => FIELDS.has(field.name))
        .map((field) => ({ ...field, name: field.name as never })),
    );

  const submit = async (values: Values): Promise<void> => {
    const [from, to] = values.period!;
    const request = {
      studentId: values.studentId!,
      fromDate: toApiDate(from),
      toDate: toApiDate(to),
      issuedOn: values.issuedOn ? toApiDate(values.issuedOn) : null,
      doctorName: values.doctorName ?? '',
      noteNumber: values.noteNumber || null,
      fileId: values.files?.[0]?.id ?? null,
    };
    const checked = saveMedicalNoteRequest.safeParse(request);
    if (!checked.success) {
      showFieldErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])));
      return;
    }
    const result = await save(checked.data);
    if (result.error) {
      showFieldErrors(fieldErrors(result.error));
      setProblem(errorMessage(result.error));
      return;
    }
    void message.success('Медицинската бележка е записана.');
    form.resetFields();
    setProblem(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Добави медицинска бележка"
      okText="Запиши"
      cancelText="Отказ"
      confirmLoading={saving.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
        {pickGroup && (
          <Form.Item name="classId" label="Група" rules={[{ required: true, message: validationMessages.required }]}>
            <Select
              options={groups
                .filter((group) => group.classId !== null)
                .map((group) => ({ value: group.classId!, label: group.className }))}
              onChange={() => form.setFieldValue('studentId', undefined)}
            />
          </Form.Item>
        )}
        <Form.Item name="studentId" label="Дете" rules={[{ required: true, message: validationMessages.required }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={children.map((child) => ({ value: child.id, label: child.name }))}
          />
        </Form.Item>
        <Form.Item name="period" label="Период (от – до)" rules={[{ required: true, message: validationMessages.required }]}>
          <DatePicker.RangePicker format={DATE_FORMAT} placeholder={['От дата', 'До дата']} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="issuedOn" label="Издадена на">
          <DatePicker format={DATE_FORMAT} disabledDate={(day) => day.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="doctorName" label="Лекар" rules={[rules.required(), rules.max(200)]}>
          <Input />
        </Form.Item>
        <Form.Item name="noteNumber" label="Номер на бележката" rules={[rules.max(50)]}>
          <Input />
        </Form.Item>
        <Form.Item name="files" label="Файл (PDF или снимка)" valuePropName="value">
          <AttachmentsInput accept={medicalNoteFileAccept} maxFiles={1} />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
