import { birthdayWeekOf, monthOf, monthsBetween, schoolYearOf, seriesOf } from './dashboard-days.js';

describe('dashboard days', () => {
  it('lists the months of a school year in order, at most twelve', () => {
    expect(monthsBetween('2026-09-15', '2027-08-31')).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(monthsBetween('2026-09-15', '2026-12-31')).toEqual([9, 10, 11, 12]);
    expect(monthsBetween('2026-01-01', '2028-12-31')).toHaveLength(12);
  });

  it('finds the school year and the month of a day', () => {
    expect(schoolYearOf('2026-09-01')).toEqual({ fromDate: '2026-09-01', toDate: '2027-08-31' });
    expect(schoolYearOf('2027-08-31')).toEqual({ fromDate: '2026-09-01', toDate: '2027-08-31' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('gives the birthdays of the week Monday to Sunday; 29 February is kept on the 28th in a common year', () => {
    expect(birthdayWeekOf('2026-11-22').days).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    const common = birthdayWeekOf('2027-02-24');
    expect(common.monthDays).toContain('02-29');
    expect(common.days[common.monthDays.indexOf('02-29')]).toBe('2027-02-28');
    const leap = birthdayWeekOf('2028-02-28');
    expect(leap.days.filter((day) => day === '2028-02-28')).toHaveLength(1);
    expect(leap.days[leap.monthDays.indexOf('02-29')]).toBe('2028-02-29');
  });

  it('fills the months without rows with 0', () => {
    expect(seriesOf([9, 10, 11], [{ key: 10, n: 4 }], (row) => row.n)).toEqual([
      { key: 9, value: 0 },
      { key: 10, value: 4 },
      { key: 11, value: 0 },
    ]);
  });
});
