/** Spec 1 §9: decimal precision 3 unless a field sets its own. */
export const DEFAULT_DECIMAL_PRECISION = 3;

/**
 * What a decimal input keeps of what was typed (spec 1 §5): only digits and one separator; a comma becomes a
 * dot; no more than `precision` decimals. The value stays a string, so "0.1" is never turned into 0.1000000001.
 */
export function cleanDecimal(typed: string, precision = DEFAULT_DECIMAL_PRECISION): string {
  const text = typed.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot === -1) return text;
  if (precision <= 0) return text.slice(0, dot);
  const decimals = text
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, precision);
  return `${text.slice(0, dot)}.${decimals}`;
}

/** The value shown after leaving the field: padded to `precision` decimals ("2.5" → "2.500"); "" stays "". */
export function padDecimal(value: string, precision = DEFAULT_DECIMAL_PRECISION): string {
  const clean = cleanDecimal(value, precision);
  if (clean === '' || clean === '.') return '';
  const [whole = '', decimals = ''] = clean.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return precision > 0 ? `${integer}.${decimals.padEnd(precision, '0')}` : integer;
}

/** What an integer input keeps of what was typed: digits only. */
export function cleanInteger(typed: string): string {
  return typed.replace(/\D/g, '');
}
