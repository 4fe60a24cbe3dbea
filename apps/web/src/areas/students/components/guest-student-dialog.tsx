import {
  type GuestCandidate,
  type GuestStudentRow,
  IdentifierType,
  identifierTypeLabels,
  studentMovementMessages,
  validateIdentifier,
} from '@kg/contracts';
import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { useGetStudentGroupsQuery, useLazyFindGuestCandidatesQuery, useSaveGuestStudentMutation } from '../api';

interface GuestValues {
  classId: number;
  fromDate: Dayjs;
  toDate: Dayjs;
  note?: string;
}

const identifierTypes = [IdentifierType.EGN, IdentifierType.ForeignerID, IdentifierType.IdentificationNumber];
const required: FormRule = { required: true, message: 'Полето е задължително.' };

interface Props {
  open: boolean;
  /** An existing placement to edit (group, dates, note): the child is already known, so no search step. */
  placement?: GuestStudentRow | null;
  onClose: () => void;
}

/**
 * "Гост дете": a director finds a child of another kindergarten by identifier (the answer shows only the name and
 * the home kindergarten) and places it in one of their groups for some days, or changes an existing placement
 * (docs/students.md).
 */
export function GuestStudentDialog({ open, placement = null, onClose }: Props) {
  const [identifierType, setIdentifierType] = useState(IdentifierType.EGN);
  const [identifier, setIdentifier] = useState('');
  const [chosen, setChosen] = useState<GuestCandidate | null>(null);
  const [find, found] = useLazyFindGuestCandidatesQuery();
  const groups = useGetStudentGroupsQuery();
  const [save] = useSaveGuestStudentMutation();
  const child = placement ?? chosen;
  const { form, submit, saving } = useSaveForm<GuestValues>({
    save: (values) => {
      const placed = {
        classId: values.classId,
        fromDate: toApiDate(values.fromDate),
        toDate: toApiDate(values.toDate),
        note: values.note?.trim() || null,
      };
      // The form shows only once the child is known (an existing placement or a found candidate).
      return save(
        placement
          ? { id: placement.id, ...placed }
          : { identifierType, identifier: identifier.trim(), homeKindergartenId: child!.homeKindergartenId, ...placed },
      );
    },
    success: child
      ? placement
        ? `Гостуването на ${child.fullName} е променено.`
        : `${child.fullName} е добавено като гост.`
      : undefined,
    onSaved: () => close(),
  });
  const identifierValid = validateIdentifier(identifierType, identifier.trim());

  const close = (): void => {
    setIdentifier('');
    setChosen(null);
    form.resetFields();
    onClose();
  };

  const search = async (): Promise<void> => {
    setChosen(null);
    const result = await find({ identifierType, identifier: identifier.trim() });
    if (result.data?.length === 1) setChosen(result.data[0]);
  };

  const notFound = found.isError && 'status' in found.error && found.error.status === 404;
  return (
    <Modal
      open={open}
      title={placement ? 'Редакция на гостуване' : 'Гост дете'}
      okText={placement ? 'Запази' : 'Добави'}
      cancelText="Отказ"
      onCancel={close}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !child, loading: saving }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Дете от друга детска градина, което посещава ваша група за определен период. Записът му остава в неговата детска градина.
      </Typography.Paragraph>
      {placement ? (
        <Alert
          type="info"
          title={placement.fullName}
          description={`Детска градина: ${placement.homeKindergartenName}`}
          showIcon
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group
            optionType="button"
            value={identifierType}
            onChange={(event) => setIdentifierType(event.target.value as IdentifierType)}
            options={identifierTypes.map((value) => ({ value, label: identifierTypeLabels[value] }))}
          />
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={identifierTypeLabels[identifierType]}
              placeholder={identifierTypeLabels[identifierType]}
              maxLength={20}
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
              onPressEnter={() => identifierValid && void search()}
              status={identifier && !identifierValid ? 'error' : undefined}
            />
            <Button onClick={() => void search()} disabled={!identifierValid} loading={found.isFetching}>
              Търси
            </Button>
          </Space.Compact>
          {identifier && !identifierValid && <Typography.Text type="danger">Невалиден идентификатор.</Typography.Text>}
          {notFound && <Alert type="info" showIcon message={studentMovementMessages.guestCandidateNotFound} />}
          {found.isError && !notFound && <Alert type="error" showIcon message={errorMessage(found.error)} />}
          {found.data && found.data.length > 1 && (
            <Radio.Group
              value={chosen?.homeKindergartenId}
              onChange={(event) => setChosen(found.data!.find((row) => row.homeKindergartenId === event.target.value) ?? null)}
              options={found.data.map((row) => ({
                value: row.homeKindergartenId,
                label: `${row.fullName} — ${row.homeKindergartenName}`,
              }))}
            />
          )}
          {chosen && (
            <Alert
              type="success"
              message={chosen.fullName}
              description={`Детска градина: ${chosen.homeKindergartenName}`}
              showIcon
            />
          )}
        </Space>
      )}
      {child && (
        <Form<GuestValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={
            placement
              ? {
                  classId: placement.classId,
                  fromDate: dayjs(placement.fromDate),
                  toDate: dayjs(placement.toDate),
                  note: placement.note ?? undefined,
                }
              : undefined
          }
          onFinish={(values) => void submit(values)}
          style={{ marginTop: 16 }}
        >
          <Form.Item name="classId" label="Група" rules={[required]}>
            <Select
              loading={groups.isLoading}
              notFoundContent="Няма групи в избраната учебна година."
              options={(groups.data ?? [])
                .filter((group) => group.classId !== null)
                .map((group) => ({ value: group.classId!, label: group.className }))}
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item name="fromDate" label="От дата" rules={[required]} style={{ flex: '1 1 160px' }}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="toDate"
              label="До дата"
              dependencies={['fromDate']}
              rules={[
                required,
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: Dayjs | undefined) => {
                    const from = getFieldValue('fromDate') as Dayjs | undefined;
                    if (value && from && value.isBefore(from, 'day')) throw new Error(studentMovementMessages.guestToBeforeFrom);
                  },
                }),
              ]}
              style={{ flex: '1 1 160px' }}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
          <Form.Item name="note" label="Бележка">
            <Input maxLength={300} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
