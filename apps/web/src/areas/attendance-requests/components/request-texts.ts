import { RequestStatus, validationMessages } from '@kg/contracts';
import type { FormRule } from 'antd';
import { formatDate } from '../../../shared/dates/dates';

/** „01.12.2026“ or „01.12.2026 – 03.12.2026“. */
export const requestPeriod = (request: { fromDate: string; toDate: string }): string =>
  request.fromDate === request.toDate
    ? formatDate(request.fromDate)
    : `${formatDate(request.fromDate)} – ${formatDate(request.toDate)}`;

export const statusColors: Record<RequestStatus, string> = {
  [RequestStatus.Pending]: 'gold',
  [RequestStatus.Approved]: 'green',
  [RequestStatus.Rejected]: 'red',
};

/** „Полето е задължително.“ for a picker (a number, a date or a range): `rules.required()` checks text. */
export const chosen: FormRule = { required: true, message: validationMessages.required };
