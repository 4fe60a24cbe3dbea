import {
  ageInCompletedMonths,
  assessBmi,
  BmiClass,
  bmiClassOf,
  bmiZScore,
  heightCmSchema,
  weightKgSchema,
} from './anthropometrics.js';
import { whoBmiLmsBoys, whoBmiLmsGirls } from './anthropometrics-who-lms.js';
import { Gender } from './enums.js';

describe('WHO BMI-for-age', () => {
  it('holds a row [L, M, S] for every month 0–119 of both sexes', () => {
    expect(whoBmiLmsBoys).toHaveLength(120);
    expect(whoBmiLmsGirls).toHaveLength(120);
    for (const [l, m, s] of [...whoBmiLmsBoys, ...whoBmiLmsGirls]) {
      expect(Math.abs(l)).toBeLessThan(3);
      expect(m).toBeGreaterThan(12);
      expect(m).toBeLessThan(18);
      expect(s).toBeGreaterThan(0.07);
      expect(s).toBeLessThan(0.13);
    }
  });

  it('answers z = 0 at the median and ±1 at the published ±1 SD values', () => {
    // WHO 2007 boys 61 months: median 15.264, +1 SD 16.645, -1 SD 14.071 (bmi-boys-z-who-2007-exp).
    expect(bmiZScore(15.2641, Gender.Male, 61)).toBeCloseTo(0, 4);
    expect(bmiZScore(16.645, Gender.Male, 61)).toBeCloseTo(1, 2);
    expect(bmiZScore(14.071, Gender.Male, 61)).toBeCloseTo(-1, 2);
    // WHO 2007 girls 61 months: +2 SD 18.858, +3 SD 21.340.
    expect(bmiZScore(18.858, Gender.Female, 61)).toBeCloseTo(2, 2);
    expect(bmiZScore(21.34, Gender.Female, 61)).toBeCloseTo(3, 2);
  });

  it('measures beyond ±3 SD in units of the 2–3 SD interval (WHO restricted LMS)', () => {
    const sd2 = 18.858;
    const sd3 = 21.34;
    expect(bmiZScore(sd3 + (sd3 - sd2), Gender.Female, 61)).toBeCloseTo(4, 2);
  });

  it('gives no z-score past 119 months or before birth', () => {
    expect(bmiZScore(16, Gender.Male, 120)).toBeNull();
    expect(bmiZScore(16, Gender.Male, -1)).toBeNull();
  });

  it('classifies under five by the WHO 2006 cut-offs and from five by the WHO 2007 ones', () => {
    expect(bmiClassOf(3.01, 59)).toBe(BmiClass.Obesity);
    expect(bmiClassOf(2.5, 59)).toBe(BmiClass.Overweight);
    expect(bmiClassOf(1.5, 59)).toBe(BmiClass.RiskOfOverweight);
    expect(bmiClassOf(1, 59)).toBe(BmiClass.Normal);
    expect(bmiClassOf(-2.5, 59)).toBe(BmiClass.Thinness);
    expect(bmiClassOf(-3.5, 59)).toBe(BmiClass.SevereThinness);
    expect(bmiClassOf(2.5, 60)).toBe(BmiClass.Obesity);
    expect(bmiClassOf(1.5, 60)).toBe(BmiClass.Overweight);
    expect(bmiClassOf(-2, 60)).toBe(BmiClass.Normal);
  });

  it('counts completed months', () => {
    expect(ageInCompletedMonths('2021-03-15', '2026-03-14')).toBe(59);
    expect(ageInCompletedMonths('2021-03-15', '2026-03-15')).toBe(60);
    expect(ageInCompletedMonths('2021-01-31', '2021-02-28')).toBe(0);
  });

  it('assesses a measurement: BMI with one decimal, z-score with two, a Bulgarian label', () => {
    const result = assessBmi(
      { heightCm: '110.0', weightKg: '26.50', measuredOn: '2026-10-01' },
      { birthDate: '2021-06-10', gender: Gender.Male },
    );
    expect(result).toMatchObject({ bmi: '21.9', ageMonths: 63, bmiClass: BmiClass.Obesity, bmiClassLabel: 'Затлъстяване' });
    const normal = assessBmi(
      { heightCm: '104.5', weightKg: '16.80', measuredOn: '2026-10-01' },
      { birthDate: '2022-05-01', gender: Gender.Female },
    );
    expect(normal).toMatchObject({ bmi: '15.4', ageMonths: 53, bmiClass: BmiClass.Normal, bmiClassLabel: 'Нормално' });
  });

  it('reads heights with one decimal and weights with two, with a comma or a point', () => {
    expect(heightCmSchema.parse('104,5')).toBe('104.5');
    expect(heightCmSchema.safeParse('104.55').success).toBe(false);
    expect(heightCmSchema.safeParse('39').success).toBe(false);
    expect(weightKgSchema.parse('18,25')).toBe('18.25');
    expect(weightKgSchema.safeParse('18.255').success).toBe(false);
    expect(weightKgSchema.safeParse('1e2').success).toBe(false);
  });
});
