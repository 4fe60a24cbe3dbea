import { PASSWORD_MIN_LENGTH, passwordRule, validationMessages } from './validation-messages.js';

describe('validationMessages', () => {
  it('has the fixed texts of spec 1 §5', () => {
    expect(validationMessages.required).toBe('Полето е задължително.');
    expect(validationMessages.email).toBe('Моля, въведете валиден имейл адрес.');
    expect(validationMessages.confirmed).toBe('Паролите не съвпадат.');
    expect(validationMessages.image).toBe('Файлът трябва да е изображение.');
    expect(validationMessages.regex).toBe('Паролата трябва да съдържа поне 1 малка буква, 1 главна буква и 1 цифра.');
    expect(validationMessages.date).toBe('Моля, въведете валидна дата.');
    expect(validationMessages.positive).toBe('Стойността трябва да е положително число.');
  });

  it('fills in the parameters', () => {
    expect(validationMessages.min(8)).toBe('Полето трябва да съдържа поне 8 символа.');
    expect(validationMessages.min(1)).toBe('Полето трябва да съдържа поне 1 символ.');
    expect(validationMessages.max(255)).toBe('Полето не може да съдържа повече от 255 символа.');
    expect(validationMessages.length(10)).toBe('Полето трябва да съдържа точно 10 символа.');
    expect(validationMessages.digits(10)).toBe('Полето трябва да съдържа точно 10 цифри.');
    expect(validationMessages.digits(1)).toBe('Полето трябва да съдържа точно 1 цифра.');
    expect(validationMessages.min_value(0)).toBe('Стойността трябва да е 0 или повече.');
    expect(validationMessages.max_value('99.5')).toBe('Стойността трябва да е 99.5 или по-малко.');
    expect(validationMessages.between(1, 12)).toBe('Стойността трябва да е между 1 и 12.');
    expect(validationMessages.size(2048)).toBe('Файлът трябва да е по-малък от 2048 KB.');
  });

  it('every message is a Bulgarian sentence', () => {
    for (const [rule, message] of Object.entries(validationMessages)) {
      const text = typeof message === 'function' ? (message as (...args: number[]) => string)(3, 7) : message;
      expect(`${rule}: ${text}`).toMatch(/^[a-z_]+: [А-Я].*[А-Яа-яA-Z0-9]\.$/);
    }
  });

  it('covers the rules of the spec', () => {
    expect(Object.keys(validationMessages).sort()).toEqual(
      [
        'required',
        'email',
        'integer',
        'numeric',
        'min',
        'max',
        'min_value',
        'max_value',
        'between',
        'length',
        'digits',
        'alpha',
        'alpha_num',
        'alpha_dash',
        'alpha_spaces',
        'confirmed',
        'size',
        'image',
        'regex',
        'date',
        'positive',
      ].sort(),
    );
  });
});

describe('password rule', () => {
  it('requires 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each(['Parola123', 'aB3', 'Детска1Градина', 'пАрола7', 'Ab1!@#$%', 'zZ9'])('accepts %s', (password) => {
    expect(passwordRule.test(password)).toBe(true);
  });

  it.each([
    ['parola123', 'no upper-case letter'],
    ['PAROLA123', 'no lower-case letter'],
    ['Parolaaa', 'no digit'],
    ['детска123', 'no upper-case Cyrillic letter'],
    ['ГРАДИНА123', 'no lower-case Cyrillic letter'],
    ['12345678', 'digits only'],
    ['', 'empty'],
  ])('refuses %j: %s', (password) => {
    expect(passwordRule.test(password)).toBe(false);
  });
});
