import type { FormRule } from 'antd';
import { PASSWORD_MIN_LENGTH, passwordRule, validationMessages as m } from '@kg/contracts';

/**
 * Rules for antd forms with the Bulgarian messages of spec 1 §5 (`validationMessages` of the contracts, the same
 * texts the API answers). Every rule but `required` lets an empty value pass, so rules combine:
 * `rules={[rules.required(), rules.email()]}`. Where a contract schema exists, prefer `zodRule(schema.shape.x)`.
 */

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A rule that checks non-empty values with `test` and fails with `message`. */
function check(test: (value: unknown) => boolean, message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!isEmpty(value) && !test(value)) throw new Error(message);
    },
  };
}

/** "YYYY-MM-DD" or "D.M.YYYY" naming a day that exists (no dayjs here: the guest pages use these rules too). */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = text.includes('-') ? [match[1], match[2], match[3]] : [match[3], match[2], match[1]];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(String(value).replace(',', '.')));
const length = (value: unknown): number => String(value).length;

/** A file of an antd Upload (UploadFile with originFileObj) or a plain File/Blob. */
type FileLike = { size?: number; type?: string; originFileObj?: Blob } | Blob;
function filesOf(value: unknown): { size: number; type: string }[] {
  const list = Array.isArray(value) ? value : ((value as { fileList?: unknown[] } | null)?.fileList ?? [value]);
  return (list as FileLike[]).map((item) => {
    const file = 'originFileObj' in item && item.originFileObj ? item.originFileObj : item;
    return { size: Number((file as { size?: number }).size ?? 0), type: String((file as { type?: string }).type ?? '') };
  });
}

/** The picture types the API accepts; SVG is not among them (it can carry script). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const rules = {
  /**
   * A value is given: not empty, and a text not only spaces. (antd's own `whitespace: true` type-checks the value as a
   * string, so a Select or DatePicker holding a value was flagged.) `required: true` keeps the field's mark.
   */
  required: (): FormRule => ({
    required: true,
    message: m.required,
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value) || (typeof value === 'string' && value.trim() === '')) throw new Error(m.required);
    },
  }),
  email: (): FormRule => ({ type: 'email', message: m.email }),
  /** At least `count` characters. */
  min: (count: number): FormRule => check((value) => length(value) >= count, m.min(count)),
  /** At most `count` characters. */
  max: (count: number): FormRule => check((value) => length(value) <= count, m.max(count)),
  /** Exactly `count` characters. */
  length: (count: number): FormRule => check((value) => length(value) === count, m.length(count)),
  /** A number not below `min`. */
  minValue: (min: number): FormRule => check((value) => asNumber(value) >= min, m.min_value(min)),
  /** A number not above `max`. */
  maxValue: (max: number): FormRule => check((value) => asNumber(value) <= max, m.max_value(max)),
  between: (min: number, max: number): FormRule =>
    check((value) => asNumber(value) >= min && asNumber(value) <= max, m.between(min, max)),
  /** Exactly `count` digits (ЕИК, postal code…). */
  digits: (count: number): FormRule => check((value) => new RegExp(`^\\d{${count}}$`).test(String(value)), m.digits(count)),
  numeric: (): FormRule => check((value) => /^\d+$/.test(String(value)), m.numeric),
  integer: (): FormRule => check((value) => /^-?\d+$/.test(String(value)), m.integer),
  positive: (): FormRule => check((value) => Number.isFinite(asNumber(value)) && asNumber(value) > 0, m.positive),
  /** A valid date: a dayjs value, a Date or a "YYYY-MM-DD" / "DD.MM.YYYY" string. */
  date: (): FormRule =>
    check((value) => {
      if (typeof (value as { isValid?: unknown }).isValid === 'function') return (value as { isValid: () => boolean }).isValid();
      if (value instanceof Date) return !Number.isNaN(value.getTime());
      return isCalendarDay(String(value));
    }, m.date),
  /** The password rule: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  password: (): FormRule[] => [rules.min(PASSWORD_MIN_LENGTH), check((value) => passwordRule.test(String(value)), m.regex)],
  /** Equal to the form's `field` (password confirmation): "Паролите не съвпадат." */
  confirmed:
    (field: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (!isEmpty(value) && value !== getFieldValue(field)) throw new Error(m.confirmed);
      },
    }),
  /** Files not larger than `sizeKb` KB. */
  size: (sizeKb: number): FormRule =>
    check((value) => filesOf(value).every((file) => file.size <= sizeKb * 1024), m.size(sizeKb)),
  /** Files that are PNG, JPEG or WebP pictures (by the browser's type; the server checks the content). */
  image: (): FormRule =>
    check((value) => filesOf(value).every((file) => (IMAGE_TYPES as readonly string[]).includes(file.type)), m.image),
};

/** The message of the first rule `file` breaks among `image` and `size`, or null: for an Upload's beforeUpload. */
export function imageFileProblem(file: { size: number; type: string }, sizeKb: number): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return m.image;
  if (file.size > sizeKb * 1024) return m.size(sizeKb);
  return null;
}
