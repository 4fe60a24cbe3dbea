import { schoolMonths, schoolWeeks, sofiaDay } from './school-calendar.js';

describe('schoolWeeks', () => {
  it('cuts the first and last week to the school year and numbers the weeks from 1', () => {
    // 2026-09-15 is a Tuesday, 2027-08-31 a Tuesday.
    const { weeks } = schoolWeeks('2026-09-15', '2027-08-31', '2026-10-01');
    expect(weeks[0]).toEqual({ id: 1, fromDate: '2026-09-15', toDate: '2026-09-20', name: '15.09.2026 – 20.09.2026' });
    expect(weeks[1]).toEqual({ id: 2, fromDate: '2026-09-21', toDate: '2026-09-27', name: '21.09.2026 – 27.09.2026' });
    expect(weeks.at(-1)).toEqual({
      id: weeks.length,
      fromDate: '2027-08-30',
      toDate: '2027-08-31',
      name: '30.08.2027 – 31.08.2027',
    });
    expect(weeks).toHaveLength(51);
  });

  it('runs across the new year without a gap or a double week', () => {
    const { weeks } = schoolWeeks('2026-09-15', '2027-08-31', '2026-10-01');
    const turn = weeks.find((week) => week.fromDate === '2026-12-28');
    expect(turn).toMatchObject({ toDate: '2027-01-03' });
    expect(weeks[weeks.indexOf(turn!) + 1]).toMatchObject({ fromDate: '2027-01-04', toDate: '2027-01-10' });
    for (let i = 1; i < weeks.length; i++) {
      const gap = (Date.parse(weeks[i].fromDate) - Date.parse(weeks[i - 1].toDate)) / 86_400_000;
      expect(gap).toBe(1);
    }
  });

  it('skips a first piece that holds only a Sunday: a year starting on a Sunday begins with its Monday', () => {
    // 2024-09-15 is a Sunday.
    const result = schoolWeeks('2024-09-15', '2025-08-31', '2024-09-15');
    expect(result.weeks[0]).toEqual({ id: 1, fromDate: '2024-09-16', toDate: '2024-09-22', name: '16.09.2024 – 22.09.2024' });
    // Today is that Sunday, before the first week: the first week is selected.
    expect(result.selected).toBe(1);
  });

  it('ends with the last Monday-to-Saturday piece when the year ends on a Saturday', () => {
    // 2027-07-31 is a Saturday.
    const { weeks } = schoolWeeks('2026-09-15', '2027-07-31', '2027-07-31');
    expect(weeks.at(-1)).toMatchObject({ fromDate: '2027-07-26', toDate: '2027-07-31' });
  });

  it('selects the week of today, a weekend day included', () => {
    // Saturday 21 November 2026 belongs to the week of Monday 16 November.
    const result = schoolWeeks('2026-09-15', '2027-08-31', '2026-11-21');
    expect(result.weeks.find((week) => week.id === result.selected)).toMatchObject({
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
    });
  });

  it('selects the first week when today is outside the year', () => {
    expect(schoolWeeks('2024-09-15', '2025-08-31', '2026-11-21').selected).toBe(1);
    expect(schoolWeeks('2027-09-15', '2028-08-31', '2026-11-21').selected).toBe(1);
  });

  it('has no weeks and nothing selected for a year of one weekend', () => {
    expect(schoolWeeks('2026-11-21', '2026-11-22', '2026-11-21')).toEqual({ weeks: [], selected: null });
  });
});

describe('schoolMonths', () => {
  it('lists the months across the new year with their calendar year and Bulgarian names', () => {
    const result = schoolMonths('2026-09-15', '2027-08-31', '2026-11-21');
    expect(result.year).toBe(2026);
    expect(result.months).toHaveLength(12);
    expect(result.months[0]).toEqual({ year: 2026, month: 9, name: 'септември 2026', isCurrent: false });
    expect(result.months[3]).toEqual({ year: 2026, month: 12, name: 'декември 2026', isCurrent: false });
    expect(result.months[4]).toEqual({ year: 2027, month: 1, name: 'януари 2027', isCurrent: false });
    expect(result.months.at(-1)).toEqual({ year: 2027, month: 8, name: 'август 2027', isCurrent: false });
  });

  it('marks and selects the current month', () => {
    const result = schoolMonths('2026-09-15', '2027-08-31', '2026-11-21');
    expect(result.months.filter((month) => month.isCurrent)).toEqual([
      { year: 2026, month: 11, name: 'ноември 2026', isCurrent: true },
    ]);
    expect(result.selected).toEqual({ year: 2026, month: 11 });
  });

  it('selects the first month when today is outside the year, with none marked current', () => {
    const result = schoolMonths('2025-09-15', '2026-08-31', '2026-11-21');
    expect(result.months.some((month) => month.isCurrent)).toBe(false);
    expect(result.selected).toEqual({ year: 2025, month: 9 });
  });
});

describe('sofiaDay', () => {
  it('gives the calendar day in Bulgaria, not in UTC', () => {
    // 22:30 UTC on 31 December is already 1 January in Sofia (UTC+2 in winter).
    expect(sofiaDay(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(sofiaDay(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
    // Summer time (UTC+3): 21:30 UTC on 14 September is 00:30 on 15 September.
    expect(sofiaDay(new Date('2026-09-14T21:30:00Z'))).toBe('2026-09-15');
  });
});
