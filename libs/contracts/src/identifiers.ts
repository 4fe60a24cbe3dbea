/**
 * Bulgarian personal identifiers: ЕГН (единен граждански номер) and ЛНЧ (личен номер на чужденец).
 *
 * ЕГН is YYMMDD + three digits (region and birth order; the third is even for men, odd for women)
 * + a check digit. The month carries the century: 1-12 → 1900s, 21-32 → 1800s, 41-52 → 2000s.
 */
import { Gender, IdentifierType } from './enums.js';

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

const EGN_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6] as const;
const LNCH_WEIGHTS = [21, 19, 17, 13, 11, 9, 7, 3, 1] as const;
const TEN_DIGITS = /^\d{10}$/;

function digitsOf(value: string): number[] {
  return Array.from(value, (char) => char.charCodeAt(0) - 48);
}

function egnCheckDigit(firstNine: readonly number[]): number {
  const remainder = EGN_WEIGHTS.reduce((sum, weight, i) => sum + weight * firstNine[i], 0) % 11;
  return remainder === 10 ? 0 : remainder;
}

function isRealDate({ year, month, day }: BirthDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  // Date.UTC maps years 0-99 to 1900-1999, so set the year explicitly.
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The birth date encoded in the first six digits, if they are digits and form a real date. */
function decodeBirthDate(egn: string): BirthDate | null {
  if (!TEN_DIGITS.test(egn)) return null;
  const yy = Number(egn.slice(0, 2));
  const mm = Number(egn.slice(2, 4));
  const day = Number(egn.slice(4, 6));
  let year: number;
  let month: number;
  if (mm >= 41 && mm <= 52) {
    year = 2000 + yy;
    month = mm - 40;
  } else if (mm >= 21 && mm <= 32) {
    year = 1800 + yy;
    month = mm - 20;
  } else if (mm >= 1 && mm <= 12) {
    year = 1900 + yy;
    month = mm;
  } else {
    return null;
  }
  const birth = { year, month, day };
  return isRealDate(birth) ? birth : null;
}

export function isValidEgn(egn: string): boolean {
  if (decodeBirthDate(egn) === null) return false;
  const digits = digitsOf(egn);
  return egnCheckDigit(digits) === digits[9];
}

/** The birth date of a valid ЕГН; null when the ЕГН is not valid. */
export function egnBirthDate(egn: string): BirthDate | null {
  return isValidEgn(egn) ? decodeBirthDate(egn) : null;
}

/** The gender of a valid ЕГН (9th digit even → male, odd → female); null when the ЕГН is not valid. */
export function egnGender(egn: string): Gender | null {
  if (!isValidEgn(egn)) return null;
  return Number(egn[8]) % 2 === 0 ? Gender.Male : Gender.Female;
}

/**
 * Builds a valid ЕГН for a birth date between 1800 and 2099. `serial` (0..499) picks the three
 * region/sequence digits; their last digit is even for men and odd for women, so each
 * (date, gender) pair has exactly 500 possible ЕГН.
 */
export function makeEgn(birth: BirthDate, gender: Gender, serial: number): string {
  if (!isRealDate(birth) || birth.year < 1800 || birth.year > 2099) {
    throw new RangeError(`No ЕГН can encode the date ${birth.year}-${birth.month}-${birth.day}`);
  }
  if (!Number.isInteger(serial) || serial < 0 || serial > 499) {
    throw new RangeError(`The ЕГН serial must be an integer from 0 to 499, got ${serial}`);
  }
  if (gender !== Gender.Male && gender !== Gender.Female) {
    throw new RangeError(`Unknown gender ${String(gender)}`);
  }
  const monthOffset = birth.year >= 2000 ? 40 : birth.year < 1900 ? 20 : 0;
  const sequence = serial * 2 + (gender === Gender.Female ? 1 : 0);
  const firstNine =
    String(birth.year % 100).padStart(2, '0') +
    String(birth.month + monthOffset).padStart(2, '0') +
    String(birth.day).padStart(2, '0') +
    String(sequence).padStart(3, '0');
  return firstNine + String(egnCheckDigit(digitsOf(firstNine)));
}

export function isValidLnch(lnch: string): boolean {
  if (!TEN_DIGITS.test(lnch)) return false;
  const digits = digitsOf(lnch);
  const sum = LNCH_WEIGHTS.reduce((total, weight, i) => total + weight * digits[i], 0);
  return sum % 10 === digits[9];
}

const IDENTIFICATION_NUMBER = /^[0-9A-Za-zА-Яа-я]{1,20}$/;

export function validateIdentifier(type: IdentifierType, value: string): boolean {
  switch (type) {
    case IdentifierType.EGN:
      return isValidEgn(value);
    case IdentifierType.ForeignerID:
      return isValidLnch(value);
    case IdentifierType.IdentificationNumber:
      return IDENTIFICATION_NUMBER.test(value);
    default:
      return false;
  }
}

/**
 * ЕИК / код по БУЛСТАТ of a company (Закон за търговския регистър, Наредба за БУЛСТАТ): 9 digits (the company) or 13
 * digits (a branch: the company's nine, four more, a second check digit). Each check digit is a weighted sum mod 11;
 * when that gives 10, a second set of weights is tried, and 10 again means 0.
 */
const EIK_WEIGHTS_9 = [
  [1, 2, 3, 4, 5, 6, 7, 8],
  [3, 4, 5, 6, 7, 8, 9, 10],
] as const;
const EIK_WEIGHTS_13 = [
  [2, 7, 3, 5],
  [4, 9, 5, 7],
] as const;

function eikCheckDigit(digits: readonly number[], weights: readonly (readonly number[])[]): number {
  for (const set of weights) {
    const remainder = set.reduce((sum, weight, i) => sum + weight * digits[i], 0) % 11;
    if (remainder !== 10) return remainder;
  }
  return 0;
}

export function isValidEik(eik: string): boolean {
  if (!/^(\d{9}|\d{13})$/.test(eik)) return false;
  const digits = digitsOf(eik);
  if (eikCheckDigit(digits.slice(0, 8), EIK_WEIGHTS_9) !== digits[8]) return false;
  return eik.length === 9 || eikCheckDigit(digits.slice(8, 12), EIK_WEIGHTS_13) === digits[12];
}

/** Builds a valid nine-digit ЕИК from its first eight digits (tests and demo data). */
export function makeEik(firstEight: string): string {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError(`An ЕИК starts with 8 digits, got ${firstEight}`);
  return firstEight + String(eikCheckDigit(digitsOf(firstEight), EIK_WEIGHTS_9));
}

/** An IBAN as people type it (spaces, lower case) in its electronic form: `bg80 bnbg …` → `BG80BNBG…`. */
export function normalizeIban(iban: string): string {
  return iban.replace(/[\s-]+/g, '').toUpperCase();
}

/** A Bulgarian IBAN: BG, 2 check digits, the bank's 4-letter code, 4 digits branch, 2 digits account type, 8 characters. */
const BULGARIAN_IBAN = /^BG\d{2}[A-Z]{4}\d{6}[A-Z0-9]{8}$/;
const ANY_IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * An IBAN in its electronic form (ISO 13616): the country, two check digits and the national account number, 15 to 34
 * characters, the check digits right (mod 97 of the rearranged number is 1); a Bulgarian one is 22 characters in the
 * BNB's layout. Normalise what people type with `normalizeIban` first.
 */
export function isValidIban(iban: string): boolean {
  if (!ANY_IBAN.test(iban)) return false;
  if (iban.startsWith('BG') && !BULGARIAN_IBAN.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : char.charCodeAt(0) - 48;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}
