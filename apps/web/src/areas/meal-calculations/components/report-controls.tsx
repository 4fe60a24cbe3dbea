import { Input } from 'antd';
import { sofiaDay } from '../../../shared/dates/dates';

/** The month of a report from the URL (`?month=YYYY-MM`), the current month in Sofia when missing or unreadable. */
export function reportMonth(params: URLSearchParams): { text: string; year: number; month: number } {
  const value = params.get('month') ?? '';
  const text = /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : sofiaDay().slice(0, 7);
  return { text, year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}

/** A report's „Месец“ control: the browser's month picker, written to the URL. */
export function MonthControl({ value, onChange }: { value: string; onChange: (month: string | undefined) => void }) {
  return (
    <Input
      type="month"
      aria-label="Месец"
      value={value}
      onChange={(event) => onChange(event.target.value || undefined)}
      style={{ width: 200, maxWidth: '100%' }}
    />
  );
}
