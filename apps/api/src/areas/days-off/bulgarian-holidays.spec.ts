import { DaysOffType } from '@kg/contracts';
import {
  addDays,
  daysBetween,
  daysOfMonth,
  isWeekend,
  officialHolidays,
  orthodoxEaster,
  schoolYearHolidays,
} from './services/bulgarian-holidays.js';

describe('Orthodox Easter', () => {
  it.each([
    [2021, '2021-05-02'],
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
  ])('falls in %i on %s', (year, date) => {
    expect(orthodoxEaster(year)).toBe(date);
  });

  it('is always a Sunday between 4 April and 8 May', () => {
    for (let year = 1900; year <= 2099; year++) {
      const easter = orthodoxEaster(year);
      expect(new Date(`${easter}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(easter.slice(5) >= '04-04' && easter.slice(5) <= '05-08').toBe(true);
    }
  });

  it('refuses years outside 1900-2099, where the +13 days rule does not hold', () => {
    expect(() => orthodoxEaster(1899)).toThrow(RangeError);
    expect(() => orthodoxEaster(2100)).toThrow(RangeError);
  });
});

describe('official holidays (Labour Code art. 154)', () => {
  const days = (year: number) => officialHolidays(year).map((h) => [h.fromDate, h.toDate]);

  it('lists Easter Friday to Monday as one holiday', () => {
    expect(officialHolidays(2026)).toContainEqual({
      fromDate: '2026-04-10',
      toDate: '2026-04-13',
      name: 'Великден',
      type: DaysOffType.DayOff,
    });
  });

  it('moves a fixed holiday on a weekend to the next working day (2026: 3 March is Tuesday, 24 May Sunday)', () => {
    const list = days(2026);
    expect(list).toContainEqual(['2026-05-24', '2026-05-24']);
    expect(list).toContainEqual(['2026-05-25', '2026-05-25']);
    expect(list.filter(([from]) => from === '2026-03-04')).toEqual([]);
  });

  it('gives two working days after Christmas when two of its days are on a weekend (2021, 2022)', () => {
    expect(days(2021)).toEqual(
      expect.arrayContaining([
        ['2021-12-27', '2021-12-27'],
        ['2021-12-28', '2021-12-28'],
      ]),
    );
    expect(days(2022)).toEqual(
      expect.arrayContaining([
        ['2022-12-27', '2022-12-27'],
        ['2022-12-28', '2022-12-28'],
      ]),
    );
  });

  it('skips Easter Monday when moving 1 May (2021: 1 May Saturday, Easter 2 May, the day off is 4 May)', () => {
    const moved = officialHolidays(2021).filter((h) => h.name.startsWith('Почивен ден вместо 1 май'));
    expect(moved.map((h) => h.fromDate)).toEqual(['2021-05-04']);
  });

  it('moves 6 May 2023 (Saturday) to Monday 8 May', () => {
    expect(days(2023)).toContainEqual(['2023-05-08', '2023-05-08']);
  });

  it('never puts a moved day on a weekend or on another holiday', () => {
    for (let year = 2000; year <= 2060; year++) {
      const holidays = officialHolidays(year);
      const moved = holidays.filter((h) => h.name.startsWith('Почивен ден'));
      for (const day of moved) {
        expect(isWeekend(day.fromDate)).toBe(false);
        const clash = holidays.filter((h) => h !== day && h.fromDate <= day.fromDate && h.toDate >= day.fromDate);
        expect(clash).toEqual([]);
      }
    }
  });

  it('a school year runs 1 September to 31 August: 2026/2027 starts with 6 September and ends before 6 September 2027', () => {
    const list = schoolYearHolidays(2026);
    expect(list[0].fromDate).toBe('2026-09-06');
    expect(list.at(-1)!.fromDate < '2027-09-01').toBe(true);
    expect(list.map((h) => h.fromDate)).toEqual(
      expect.arrayContaining(['2026-09-22', '2026-12-24', '2027-01-01', '2027-03-03', '2027-04-30', '2027-05-06', '2027-05-24']),
    );
    expect(addDays('2027-04-30', 3)).toBe('2027-05-03');
  });
});

describe('the days of a month', () => {
  it('knows leap years and crosses into the next year after December', () => {
    expect(daysOfMonth(2028, 2)).toHaveLength(29);
    expect(daysOfMonth(2026, 12).slice(-1)).toEqual(['2026-12-31']);
    expect(daysOfMonth(2026, 10)[0]).toBe('2026-10-01');
    expect(daysBetween('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
