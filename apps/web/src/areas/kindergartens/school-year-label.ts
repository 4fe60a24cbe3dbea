import type { KindergartenPeriod } from '@kg/contracts';

/** A school year as the top bar shows it: from-year/to-year, "2026/2027" (spec 1 §2). */
export function schoolYearLabel(period: Pick<KindergartenPeriod, 'fromDate' | 'toDate'>): string {
  return `${period.fromDate.slice(0, 4)}/${period.toDate.slice(0, 4)}`;
}
