import { type DayOff, DaysOffType, daysOffTypeLabels } from '@kg/contracts';
import { Tag } from 'antd';
import { formatDate } from '../../../shared/dates/dates';

export const dayOffTypes = [DaysOffType.DayOff, DaysOffType.Quarantine, DaysOffType.FluVacation, DaysOffType.Vacation];
export const dayOffTypeOptions = dayOffTypes.map((value) => ({ value, label: daysOffTypeLabels[value] }));

const typeColors: Record<DaysOffType, string> = {
  [DaysOffType.DayOff]: 'red',
  [DaysOffType.Quarantine]: 'orange',
  [DaysOffType.FluVacation]: 'gold',
  [DaysOffType.Vacation]: 'blue',
};

export const DayOffTypeTag = ({ type }: { type: DaysOffType }) => <Tag color={typeColors[type]}>{daysOffTypeLabels[type]}</Tag>;

/** "24.12.2026 – 26.12.2026", or one date for one day. */
export const periodText = (day: Pick<DayOff, 'fromDate' | 'toDate'>): string =>
  day.fromDate === day.toDate ? formatDate(day.fromDate) : `${formatDate(day.fromDate)} – ${formatDate(day.toDate)}`;
