import { bgDate, bgDateTime, bgDecimal, fromCents, sofiaToday, yesNo } from './format.js';

describe('Bulgarian formats of the export kit', () => {
  it('writes calendar days as DD.MM.YYYY without moving them across time zones', () => {
    expect(bgDate('2026-11-21')).toBe('21.11.2026');
    expect(bgDate('2027-01-05')).toBe('05.01.2027');
    expect(bgDate(null)).toBe('');
    // 22:30 UTC on 21 November is already the 22nd in Sofia (UTC+2).
    expect(bgDate(new Date('2026-11-21T22:30:00Z'))).toBe('22.11.2026');
    expect(() => bgDate('21.11.2026')).toThrow('Not a calendar day');
  });

  it('shows moments in Sofia time, winter and summer', () => {
    expect(bgDateTime(new Date('2026-11-21T07:05:00Z'))).toBe('21.11.2026 9:05');
    expect(bgDateTime(new Date('2026-07-01T21:30:00Z'))).toBe('02.07.2026 0:30');
    expect(bgDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026 4:00');
    expect(bgDateTime(undefined)).toBe('');
  });

  it('knows today in Sofia', () => {
    expect(sofiaToday(new Date('2026-12-31T22:15:00Z'))).toBe('2027-01-01');
  });

  it('formats money from decimal strings and cents without floats', () => {
    expect(bgDecimal('1234.5')).toBe('1\u00a0234,50');
    expect(bgDecimal('0.005')).toBe('0,01');
    expect(bgDecimal('-0.004')).toBe('0,00');
    expect(bgDecimal('1234567.891', 5)).toBe('1\u00a0234\u00a0567,89100');
    expect(bgDecimal('0.1', 0)).toBe('0');
    expect(bgDecimal('9007199254740993.10')).toBe('9\u00a0007\u00a0199\u00a0254\u00a0740\u00a0993,10');
    expect(fromCents(123456)).toBe('1234.56');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
    expect(() => fromCents(1.5)).toThrow('integer');
    expect(() => bgDecimal('12,50')).toThrow('Not a decimal');
  });

  it('says yes and no in Bulgarian', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Да', 'Не', '']);
  });
});
