import { createActivityEnrollmentRequest, type RequestableActivity, RequestKind, validationMessages } from '@kg/contracts';
import { Alert, DatePicker, Descriptions, Form, type FormInstance, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, dayjs, formatDate } from '../../../shared/dates/dates';
import { zodRule } from '../../../shared/forms/zod-rule';
import { formatActivityPrice } from '../../../shared/money/money';
import { useGetRequestableActivitiesQuery, useGetStudentEnrollmentQuery } from '../api';

export interface RequestValues {
  studentId?: number;
  activityId?: number;
  fromDate?: Dayjs;
  note?: string;
}

/** What a parent may ask for: an enrolment where the activity accepts requests, a delistment where it allows it. */
export function canRequest(activity: RequestableActivity, kind: RequestKind): boolean {
  if (activity.waitingRequestId !== null) return false;
  return kind === RequestKind.Delist
    ? activity.enrolled && activity.delistmentEnabled
    : !activity.enrolled && activity.enrollmentRequestsEnabled;
}

/**
 * The fields of a parent's request: their child, then the activities open to the child's group that fit the kind
 * (with provider and price), the date (not in the past) and a note.
 */
export function RequestFields({ form, kind }: { form: FormInstance<RequestValues>; kind: RequestKind }) {
  const children = useGetStudentEnrollmentQuery();
  const studentId = Form.useWatch('studentId', form);
  const activityId = Form.useWatch('activityId', form);
  const activities = useGetRequestableActivitiesQuery(studentId ?? 0, { skip: !studentId });
  const offered = (activities.data ?? []).filter((activity) => canRequest(activity, kind));
  const chosen = offered.find((activity) => activity.id === activityId);
  const required = [{ required: true, message: validationMessages.required }];

  return (
    <>
      <Form.Item name="studentId" label="Дете" rules={required}>
        <Select
          loading={children.isLoading}
          options={(children.data ?? []).map((child) => ({
            value: child.studentId,
            label: child.className ? `${child.studentName} (${child.className})` : child.studentName,
          }))}
          onChange={() => form.setFieldValue('activityId', undefined)}
          notFoundContent="Няма деца"
        />
      </Form.Item>
      <Form.Item name="activityId" label="Дейност" rules={required}>
        <Select
          disabled={!studentId}
          loading={activities.isFetching}
          options={offered.map((activity) => ({
            value: activity.id,
            label: `${activity.name} — ${formatActivityPrice(activity)}`,
          }))}
          notFoundContent={
            kind === RequestKind.Delist
              ? 'Няма дейности, от които детето може да се отпише'
              : 'Няма дейности, за които да подадете заявление'
          }
        />
      </Form.Item>
      {chosen && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Вид">{chosen.typeName}</Descriptions.Item>
          <Descriptions.Item label="Доставчик">{chosen.providerName}</Descriptions.Item>
          <Descriptions.Item label="Цена">{formatActivityPrice(chosen)}</Descriptions.Item>
          <Descriptions.Item label="Активна">
            от {formatDate(chosen.activeFrom)}
            {chosen.activeTo ? ` до ${formatDate(chosen.activeTo)}` : ''}
          </Descriptions.Item>
        </Descriptions>
      )}
      {activities.isError && <Alert type="error" showIcon title="Дейностите не можаха да се заредят." />}
      <Form.Item name="fromDate" label={kind === RequestKind.Delist ? 'Дата на отписване' : 'Начална дата'} rules={required}>
        <DatePicker format={DATE_FORMAT} disabledDate={(day) => day.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label="Бележка" rules={[zodRule(createActivityEnrollmentRequest.shape.note)]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </>
  );
}
