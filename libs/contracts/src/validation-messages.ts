/**
 * The generic Bulgarian validation messages (spec 1 §5), shared by the API's validation errors and
 * the web's form rules. Keys follow the rule names of the source system (min_value, alpha_dash…).
 */

export const PASSWORD_MIN_LENGTH = 8;

/** At least one lower-case letter, one upper-case letter and one digit; Latin or Cyrillic letters. */
export const passwordRule = /^(?=.*[a-zа-я])(?=.*[A-ZА-Я])(?=.*\d).+$/;

type Amount = number | string;

function plural(count: Amount, one: string, many: string): string {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

const characters = (count: Amount): string => plural(count, 'символ', 'символа');
const digitCount = (count: Amount): string => plural(count, 'цифра', 'цифри');

export const validationMessages = {
  required: 'Полето е задължително.',
  email: 'Моля, въведете валиден имейл адрес.',
  integer: 'Полето трябва да съдържа цяло число.',
  numeric: 'Полето трябва да съдържа само цифри.',
  min: (length: Amount): string => `Полето трябва да съдържа поне ${characters(length)}.`,
  max: (length: Amount): string => `Полето не може да съдържа повече от ${characters(length)}.`,
  min_value: (min: Amount): string => `Стойността трябва да е ${min} или повече.`,
  max_value: (max: Amount): string => `Стойността трябва да е ${max} или по-малко.`,
  between: (min: Amount, max: Amount): string => `Стойността трябва да е между ${min} и ${max}.`,
  length: (length: Amount): string => `Полето трябва да съдържа точно ${characters(length)}.`,
  digits: (length: Amount): string => `Полето трябва да съдържа точно ${digitCount(length)}.`,
  alpha: 'Полето може да съдържа само букви.',
  alpha_num: 'Полето може да съдържа само букви и цифри.',
  alpha_dash: 'Полето може да съдържа само букви, цифри, тирета и долни черти.',
  alpha_spaces: 'Полето може да съдържа само букви и интервали.',
  confirmed: 'Паролите не съвпадат.',
  size: (sizeKb: Amount): string => `Файлът трябва да е по-малък от ${sizeKb} KB.`,
  image: 'Файлът трябва да е изображение.',
  regex: 'Паролата трябва да съдържа поне 1 малка буква, 1 главна буква и 1 цифра.',
  date: 'Моля, въведете валидна дата.',
  positive: 'Стойността трябва да е положително число.',
} as const;

export type ValidationRule = keyof typeof validationMessages;

/**
 * A text holding the NUL character (U+0000): no person types it, and PostgreSQL cannot store it in text. The API
 * refuses it in every string of every body, query and path (apps/api/src/platform/validation) with this message.
 */
export const nulCharacterMessage = 'Полето съдържа недопустимия знак NUL (U+0000).';

/** True when the text holds the NUL character. */
export const hasNulCharacter = (text: string): boolean => text.includes('\u0000');
