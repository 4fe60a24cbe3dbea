import { substitutionReasonLabels, substitutionShiftLabels, type SubstitutionRow } from '@kg/contracts';
import { formatDate } from '../../../shared/dates/dates';

export const periodText = (row: Pick<SubstitutionRow, 'fromDate' | 'toDate'>): string =>
  row.fromDate === row.toDate ? formatDate(row.fromDate) : `${formatDate(row.fromDate)} – ${formatDate(row.toDate)}`;

export const shiftText = (row: Pick<SubstitutionRow, 'shift'>): string => substitutionShiftLabels[row.shift];
export const reasonText = (row: Pick<SubstitutionRow, 'reason'>): string => substitutionReasonLabels[row.reason];
