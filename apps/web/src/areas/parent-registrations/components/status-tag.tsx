import { RequestStatus, requestStatusLabels } from '@kg/contracts';
import { Tag } from 'antd';

const colors: Record<RequestStatus, string> = {
  [RequestStatus.Pending]: 'gold',
  [RequestStatus.Approved]: 'green',
  [RequestStatus.Rejected]: 'red',
};

export function StatusTag({ status }: { status: RequestStatus }) {
  return <Tag color={colors[status]}>{requestStatusLabels[status]}</Tag>;
}
