import { describe, expect, it } from 'vitest';
import { dayjs, formatDate, formatDateTime, sofiaDay, toApiDate } from './dates';

describe('dates', () => {
  it('shows a day as DD.MM.YYYY', () => {
    expect(formatDate('2026-11-03')).toBe('03.11.2026');
    expect(formatDate(new Date(2027, 0, 31))).toBe('31.01.2027');
  });

  it('shows a moment as DD.MM.YYYY H:mm', () => {
    expect(formatDateTime(new Date(2026, 10, 3, 9, 5))).toBe('03.11.2026 9:05');
  });

  it('shows nothing for a missing or invalid value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('starts the week on Monday and names days in Bulgarian', () => {
    const wednesday = dayjs('2026-11-18');
    expect(wednesday.startOf('week').format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(wednesday.startOf('week').format('dddd')).toBe('понеделник');
    expect(wednesday.format('D MMMM')).toBe('18 ноември');
  });

  it('sends a calendar day to the API as an ISO date', () => {
    expect(toApiDate(new Date(2026, 8, 15, 23, 30))).toBe('2026-09-15');
  });

  it("tells Sofia's calendar day of a moment, whatever the browser's zone", () => {
    expect(sofiaDay(Date.parse('2026-11-25T21:59:59Z'))).toBe('2026-11-25');
    expect(sofiaDay(Date.parse('2026-11-25T22:00:00Z'))).toBe('2026-11-26');
    // Summer time: UTC+3.
    expect(sofiaDay(Date.parse('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
    expect(sofiaDay(Date.parse('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });
});
