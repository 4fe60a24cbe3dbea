import type { FormInstance, FormRule } from 'antd';
import { validationMessages as m } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { imageFileProblem, rules } from './rules';

/** Runs one antd rule (object or function rule) on `value`: the error message, or null when it passes. */
async function run(rule: FormRule, value: unknown, form: Record<string, unknown> = {}): Promise<string | null> {
  const resolved =
    typeof rule === 'function' ? rule({ getFieldValue: (name: string) => form[name] } as unknown as FormInstance) : rule;
  if ('required' in resolved && resolved.required && !('validator' in resolved)) {
    return value === undefined || value === null || String(value).trim() === '' ? String(resolved.message) : null;
  }
  if ('type' in resolved && resolved.type === 'email') {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)) ? null : String(resolved.message);
  }
  try {
    await resolved.validator?.(resolved as never, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const file = (size: number, type: string) => ({ size, type });

describe('form rules with the messages of spec 1 §5', () => {
  it('required and email carry the Bulgarian messages', () => {
    expect(rules.required()).toMatchObject({ required: true, message: m.required });
    expect(rules.email()).toMatchObject({ type: 'email', message: m.email });
  });

  it('required accepts a chosen option or date and refuses empty, blank and empty lists', async () => {
    expect(await run(rules.required(), 7)).toBeNull();
    expect(await run(rules.required(), { $d: new Date() })).toBeNull();
    expect(await run(rules.required(), 'текст')).toBeNull();
    for (const empty of [undefined, null, '', '   ', []]) expect(await run(rules.required(), empty)).toBe(m.required);
  });

  it('min, max and length count characters', async () => {
    expect(await run(rules.min(3), 'ab')).toBe('Полето трябва да съдържа поне 3 символа.');
    expect(await run(rules.min(3), 'abc')).toBeNull();
    expect(await run(rules.max(2), 'abc')).toBe('Полето не може да съдържа повече от 2 символа.');
    expect(await run(rules.length(1), 'ab')).toBe('Полето трябва да съдържа точно 1 символ.');
  });

  it('min_value, max_value, between and positive compare numbers, also decimal strings with a comma', async () => {
    expect(await run(rules.minValue(1), '0.5')).toBe(m.min_value(1));
    expect(await run(rules.minValue(1), '1.000')).toBeNull();
    expect(await run(rules.maxValue(10), '10,5')).toBe(m.max_value(10));
    expect(await run(rules.between(1, 5), 6)).toBe('Стойността трябва да е между 1 и 5.');
    expect(await run(rules.between(1, 5), '3')).toBeNull();
    expect(await run(rules.positive(), '0')).toBe(m.positive);
    expect(await run(rules.positive(), 'abc')).toBe(m.positive);
    expect(await run(rules.positive(), '0.001')).toBeNull();
  });

  it('digits, numeric and integer', async () => {
    expect(await run(rules.digits(9), '12345678')).toBe('Полето трябва да съдържа точно 9 цифри.');
    expect(await run(rules.digits(9), '123456789')).toBeNull();
    expect(await run(rules.numeric(), '12a')).toBe(m.numeric);
    expect(await run(rules.integer(), '1.5')).toBe(m.integer);
    expect(await run(rules.integer(), '-15')).toBeNull();
  });

  it('date accepts valid dates only', async () => {
    expect(await run(rules.date(), '31.02.2026')).toBe(m.date);
    expect(await run(rules.date(), '28.02.2026')).toBeNull();
    expect(await run(rules.date(), '2026-02-28')).toBeNull();
    expect(await run(rules.date(), 'утре')).toBe(m.date);
  });

  it('password and confirmed', async () => {
    const [length, pattern] = rules.password();
    expect(await run(length!, 'Ab1')).toBe('Полето трябва да съдържа поне 8 символа.');
    expect(await run(pattern!, 'alllowercase1')).toBe(m.regex);
    expect(await run(pattern!, 'Слънце2026')).toBeNull();
    expect(await run(rules.confirmed('password'), 'Secret2026', { password: 'Secret2027' })).toBe('Паролите не съвпадат.');
    expect(await run(rules.confirmed('password'), 'Secret2026', { password: 'Secret2026' })).toBeNull();
  });

  it('size and image check files (antd upload lists too)', async () => {
    expect(await run(rules.size(2048), [file(2048 * 1024 + 1, 'image/png')])).toBe('Файлът трябва да е по-малък от 2048 KB.');
    expect(await run(rules.size(2048), { fileList: [{ originFileObj: file(10, 'image/png') }] })).toBeNull();
    expect(await run(rules.image(), [file(10, 'image/svg+xml')])).toBe('Файлът трябва да е изображение.');
    expect(await run(rules.image(), [file(10, 'text/plain')])).toBe(m.image);
    expect(await run(rules.image(), [file(10, 'image/webp')])).toBeNull();
    expect(imageFileProblem(file(10, 'application/pdf'), 2048)).toBe(m.image);
    expect(imageFileProblem(file(3 * 1024 * 1024, 'image/jpeg'), 2048)).toBe(m.size(2048));
    expect(imageFileProblem(file(1024, 'image/jpeg'), 2048)).toBeNull();
  });

  it('lets empty values pass every rule but required', async () => {
    for (const rule of [rules.min(3), rules.digits(4), rules.positive(), rules.date(), rules.image(), rules.minValue(5)]) {
      expect(await run(rule, '')).toBeNull();
      expect(await run(rule, undefined)).toBeNull();
    }
  });
});
