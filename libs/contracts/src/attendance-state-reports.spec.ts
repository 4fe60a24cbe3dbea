import { ChildAttendanceStatus as S } from './enums.js';
import {
  NeispuoAbsenceReason,
  NeispuoAttendanceType,
  saveNeispuoMappingsRequest,
  smpFlagsOf,
  stateReportMonthParams,
} from './attendance-state-reports.js';

describe('the SMP flags', () => {
  it.each([
    [0, false, false],
    [2, false, false],
    [3, true, false],
    [4, true, true],
    [10, true, true],
  ])('%i unexcused days: alert %s, benefit stops %s', (days, alertSocialAssistance, stopBenefit) => {
    expect(smpFlagsOf(days)).toEqual({ alertSocialAssistance, stopBenefit });
  });
});

describe('the report month', () => {
  it('takes months 1–12 and years 2000–2100 from the path', () => {
    expect(stateReportMonthParams.parse({ month: '10', year: '2026' })).toEqual({ month: 10, year: 2026 });
    for (const bad of [
      { month: '0', year: '2026' },
      { month: '13', year: '2026' },
      { month: '5', year: '1999' },
      { month: 'x', year: '2026' },
    ]) {
      expect(stateReportMonthParams.safeParse(bad).success).toBe(false);
    }
  });
});

describe('a NEISPUO mapping line', () => {
  const parse = (items: unknown[]) => saveNeispuoMappingsRequest.safeParse({ items });
  it('takes a reason only with an excused absence, and needs one there', () => {
    const E = NeispuoAttendanceType.ExcusedAbsence;
    expect(parse([{ status: S.Excused, neispuoType: E, neispuoReason: NeispuoAbsenceReason.Other }]).success).toBe(true);
    expect(parse([{ status: S.Vacancy, neispuoType: null, neispuoReason: null }]).success).toBe(true);
    expect(parse([{ status: S.Excused, neispuoType: E, neispuoReason: null }]).success).toBe(false);
    expect(
      parse([{ status: S.Attendance, neispuoType: NeispuoAttendanceType.Present, neispuoReason: NeispuoAbsenceReason.Health }])
        .success,
    ).toBe(false);
  });
  it('refuses a status twice and a status outside 1–15', () => {
    const line = { status: S.Absence, neispuoType: NeispuoAttendanceType.UnexcusedAbsence, neispuoReason: null };
    expect(parse([line, line]).success).toBe(false);
    expect(parse([{ ...line, status: 16 }]).success).toBe(false);
    expect(parse([]).success).toBe(false);
  });
});
