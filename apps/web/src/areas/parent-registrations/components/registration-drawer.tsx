import {
  genderLabels,
  identifierTypeLabels,
  parentRegistrationMessages,
  parentRelationLabels,
  RequestKind,
  requestKindLabels,
  RequestStatus,
} from '@kg/contracts';
import { Alert, App, Button, Descriptions, Drawer, Flex, Form, Input, Result, Select, Spin, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate, formatDateTime } from '../../../shared/dates/dates';
import { useGetStudentGroupsQuery } from '../../students/api';
import { useApproveRegistrationMutation, useGetParentRegistrationQuery, useRejectRegistrationMutation } from '../api';
import { StatusTag } from './status-tag';

/** One request with the director's decision: approve (an enrolment names the group) or reject with a reason. */
export function RegistrationDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const valid = Number.isInteger(id) && id > 0;
  const request = useGetParentRegistrationQuery(id, { skip: !valid });
  const pending = request.data?.status === RequestStatus.Pending;
  const enroll = request.data?.kind === RequestKind.Enroll;
  const groups = useGetStudentGroupsQuery(undefined, { skip: !(pending && enroll) });
  const [approve, approving] = useApproveRegistrationMutation();
  const [reject, rejecting] = useRejectRegistrationMutation();
  const [classId, setClassId] = useState<number>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const { message } = App.useApp();

  const onApprove = async (): Promise<void> => {
    const result = await approve({ id, classId: enroll ? (classId ?? null) : null });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Заявката е одобрена. Родителят е уведомен по имейл.');
  };
  const onReject = async (): Promise<void> => {
    const result = await reject({ id, reason: reason.trim() });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Заявката е отхвърлена. Родителят е уведомен по имейл.');
  };

  const data = request.data;
  const notFound = !valid || (request.isError && 'status' in request.error && request.error.status === 404);
  return (
    <Drawer open width={620} title="Заявка на родител" onClose={onClose} destroyOnHidden>
      {notFound ? (
        <Result status="404" title={parentRegistrationMessages.notFound} />
      ) : request.isError ? (
        <Alert type="error" showIcon message={errorMessage(request.error)} />
      ) : !data ? (
        <Spin description="Зареждане…" />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Вид">{requestKindLabels[data.kind]}</Descriptions.Item>
            <Descriptions.Item label="Статус">
              <StatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Подадена">
              {formatDateTime(data.createdAt)}
              {data.bySignedInParent ? ' от родител с профил' : ' чрез публичната регистрация'}
            </Descriptions.Item>
            <Descriptions.Item label="Родител">
              {data.parentName}
              {data.relation ? ` (${parentRelationLabels[data.relation]})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Имейл">{data.email}</Descriptions.Item>
            <Descriptions.Item label="Телефон">{data.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Дете">{data.childName}</Descriptions.Item>
            {data.child && (
              <>
                <Descriptions.Item label={identifierTypeLabels[data.child.identifierType]}>
                  {data.child.identifier}
                </Descriptions.Item>
                <Descriptions.Item label="Дата на раждане">{formatDate(data.child.birthDate)}</Descriptions.Item>
                <Descriptions.Item label="Пол">{genderLabels[data.child.gender]}</Descriptions.Item>
              </>
            )}
            {data.note && <Descriptions.Item label="Бележка">{data.note}</Descriptions.Item>}
            {data.className && <Descriptions.Item label="Група">{data.className}</Descriptions.Item>}
            {data.rejectReason && <Descriptions.Item label="Причина за отказа">{data.rejectReason}</Descriptions.Item>}
            {data.decidedAt && <Descriptions.Item label="Решение от">{formatDateTime(data.decidedAt)}</Descriptions.Item>}
          </Descriptions>
          {pending && (
            <>
              <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                Одобряване
              </Typography.Title>
              {enroll && (
                <Form.Item label="Група в текущата учебна година" required style={{ marginBottom: 0 }}>
                  <Select
                    aria-label="Група"
                    placeholder="Изберете група"
                    value={classId}
                    loading={groups.isLoading}
                    onChange={setClassId}
                    options={(groups.data ?? [])
                      .filter((group) => group.classId !== null)
                      .map((group) => ({ value: group.classId!, label: group.className }))}
                    notFoundContent="Няма групи в избраната учебна година."
                  />
                </Form.Item>
              )}
              <Popconfirm
                title="Одобряване на заявката"
                description={
                  enroll
                    ? 'Детето ще бъде записано в групата, а родителят — поканен.'
                    : 'Промяната ще бъде отразена в записа на детето.'
                }
                okText="Одобри"
                cancelText="Отказ"
                onConfirm={() => onApprove()}
                disabled={enroll && !classId}
              >
                <Button type="primary" loading={approving.isLoading} disabled={enroll && !classId}>
                  Одобри
                </Button>
              </Popconfirm>
              <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                Отхвърляне
              </Typography.Title>
              <Form.Item
                label="Причина за отказа"
                required
                validateStatus={reasonError ? 'error' : undefined}
                help={reasonError}
                style={{ marginBottom: 0 }}
              >
                <Input.TextArea
                  aria-label="Причина за отказа"
                  rows={3}
                  maxLength={1000}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setReasonError(undefined);
                  }}
                />
              </Form.Item>
              <Popconfirm
                title="Отхвърляне на заявката"
                description="Родителят ще получи писмо с причината."
                okText="Отхвърли"
                okButtonProps={{ danger: true }}
                cancelText="Отказ"
                onOpenChange={(open) => open && !reason.trim() && setReasonError(parentRegistrationMessages.reasonRequired)}
                disabled={!reason.trim()}
                onConfirm={() => onReject()}
              >
                <Button
                  danger
                  loading={rejecting.isLoading}
                  onClick={() => !reason.trim() && setReasonError(parentRegistrationMessages.reasonRequired)}
                >
                  Отхвърли
                </Button>
              </Popconfirm>
            </>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
