import { exact, round } from '@kg/contracts';
import { groupThousands } from '../../../shared/money/money';

/**
 * A decimal string as a Bulgarian reader expects it: `places` decimals (rounded half away from zero, exactly), a
 * decimal comma and thin groups of thousands: "1234.5" → "1 234,50". Empty for a missing or unreadable value.
 */
export function bgNumber(value: string | null | undefined, places = 2): string {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return '';
  const [whole = '', fraction] = round(exact(value), places).split('.');
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** Money on screen: euro with 2 decimals ("12,50 €"). */
export const euro = (value: string | null | undefined): string => {
  const text = bgNumber(value, 2);
  return text ? `${text} €` : '—';
};
