import { Gender, IdentifierType } from './enums.js';
import {
  egnBirthDate,
  egnGender,
  isValidEgn,
  isValidEik,
  isValidIban,
  isValidLnch,
  makeEgn,
  makeEik,
  normalizeIban,
  validateIdentifier,
} from './identifiers.js';

// The check digits below were computed by hand-written code independent of identifiers.ts.
describe('isValidEgn', () => {
  it.each([
    ['7523169263', 1875, 3, 16, Gender.Male],
    ['8923105558', 1889, 3, 10, Gender.Female],
    ['9923123450', 1899, 3, 12, Gender.Female],
    ['7531123450', 1875, 11, 12, Gender.Female],
    ['0001010003', 1900, 1, 1, Gender.Male],
    ['0012319988', 1900, 12, 31, Gender.Male],
    ['4401010005', 1944, 1, 1, Gender.Male],
    ['5601153216', 1956, 1, 15, Gender.Female],
    ['5601153221', 1956, 1, 15, Gender.Male],
    ['7505181026', 1975, 5, 18, Gender.Male],
    ['7512312346', 1975, 12, 31, Gender.Male],
    ['8501010011', 1985, 1, 1, Gender.Female],
    ['9206154732', 1992, 6, 15, Gender.Female],
    ['9912319992', 1999, 12, 31, Gender.Female],
    ['1212121219', 1912, 12, 12, Gender.Female],
    ['0052319987', 2000, 12, 31, Gender.Male],
    ['8545094576', 2085, 5, 9, Gender.Female],
    ['9952311239', 2099, 12, 31, Gender.Female],
  ])('%s is valid: born %i-%i-%i', (egn, year, month, day, gender) => {
    expect(isValidEgn(egn)).toBe(true);
    expect(egnBirthDate(egn)).toEqual({ year, month, day });
    expect(egnGender(egn)).toBe(gender);
  });

  it('uses 0 as the check digit when the weighted sum mod 11 is 10', () => {
    // 8*2+5*4+0*8+1*5+0*10+1*9+0*7+0*3+8*6 = 98, 98 mod 11 = 10.
    expect(isValidEgn('8501010080')).toBe(true);
    for (let digit = 1; digit <= 9; digit++) {
      expect(isValidEgn(`850101008${digit}`)).toBe(false);
    }
  });

  describe('29 February', () => {
    it.each([
      ['0402294568', 1904],
      ['4402291231', 1944],
      ['6402291235', 1964],
      ['9622291232', 1896],
      ['0042291239', 2000],
      ['0442294567', 2004],
      ['2042291232', 2020],
      ['4442291230', 2044],
    ])('%s is valid: %i is a leap year', (egn, year) => {
      expect(isValidEgn(egn)).toBe(true);
      expect(egnBirthDate(egn)).toEqual({ year, month: 2, day: 29 });
    });

    it.each([
      // Check digits are right; the dates do not exist.
      ['0002291230', '1900 is not a leap year'],
      ['0102291233', '1901'],
      ['2102291237', '1921'],
      ['6502291239', '1965'],
      ['0142291232', '2001'],
      ['9542291233', '2095'],
    ])('%s is invalid (%s)', (egn) => {
      expect(isValidEgn(egn)).toBe(false);
      expect(egnBirthDate(egn)).toBeNull();
      expect(egnGender(egn)).toBeNull();
    });
  });

  it.each([
    ['7523169264', 'wrong check digit'],
    ['7523169260', 'wrong check digit'],
    ['8501010012', 'wrong check digit'],
    ['5601153226', 'male and female serials swapped'],
    ['7532169263', 'two digits transposed'],
  ])('%s is invalid: %s', (egn) => {
    expect(isValidEgn(egn)).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['752316926', '9 digits'],
    ['75231692630', '11 digits'],
    ['752316926A', 'a letter'],
    ['75231692б3', 'a Cyrillic letter'],
    [' 7523169263', 'a leading space'],
    ['7523169263 ', 'a trailing space'],
    ['752316-9263', 'a dash'],
    ['７５２３１６９２６３', 'full-width digits'],
  ])('%j is invalid: %s', (egn) => {
    expect(isValidEgn(egn)).toBe(false);
    expect(egnBirthDate(egn)).toBeNull();
    expect(egnGender(egn)).toBeNull();
  });

  it('rejects month codes that encode no month and days that do not exist', () => {
    const withCheckDigit = (firstNine: string): string => {
      for (let digit = 0; digit <= 9; digit++) {
        if (isValidEgn(firstNine + digit)) return firstNine + digit;
      }
      return `${firstNine}?`;
    };
    for (const month of ['00', '13', '20', '33', '40', '53', '60', '99']) {
      expect(withCheckDigit(`85${month}01001`)).toBe(`85${month}01001?`);
    }
    for (const [month, day] of [
      ['01', '00'],
      ['01', '32'],
      ['04', '31'],
      ['26', '31'],
      ['49', '31'],
      ['11', '31'],
    ] as const) {
      expect(withCheckDigit(`85${month}${day}001`)).toBe(`85${month}${day}001?`);
    }
  });

  it('accepts exactly one check digit for every real date prefix', () => {
    for (const firstNine of ['752316926', '000101000', '995231123', '204229123', '850101008']) {
      const valid = Array.from({ length: 10 }, (_, digit) => firstNine + digit).filter(isValidEgn);
      expect(valid).toHaveLength(1);
    }
  });
});

describe('makeEgn', () => {
  it('builds the known examples', () => {
    expect(makeEgn({ year: 1875, month: 3, day: 16 }, Gender.Male, 463)).toBe('7523169263');
    expect(makeEgn({ year: 2000, month: 2, day: 29 }, Gender.Female, 61)).toBe('0042291239');
    expect(makeEgn({ year: 1985, month: 1, day: 1 }, Gender.Male, 4)).toBe('8501010080');
    expect(makeEgn({ year: 1900, month: 1, day: 1 }, 1, 0)).toBe('0001010003');
  });

  it('always gives a valid ЕГН with the right birth date and gender (1800-2099, every 5th day)', () => {
    let seed = 12345;
    const nextSerial = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 500;
    };
    let checked = 0;
    for (let time = Date.UTC(1800, 0, 1); time <= Date.UTC(2099, 11, 31); time += 5 * 86_400_000) {
      const date = new Date(time);
      const birth = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      for (const gender of [Gender.Male, Gender.Female]) {
        const egn = makeEgn(birth, gender, nextSerial());
        const read = egnBirthDate(egn);
        // Plain comparisons: 43,800 expect().toEqual calls took most of this test's 10-25 s (issue 14).
        const sameDate = read?.year === birth.year && read.month === birth.month && read.day === birth.day;
        if (!isValidEgn(egn) || egnGender(egn) !== gender || !sameDate || Object.keys(read).length !== 3) {
          throw new Error(`${egn} for ${JSON.stringify(birth)}: read ${JSON.stringify(read)}`);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(43_000);
  });

  it('gives 500 distinct ЕГН per date and gender, and covers every 29 February of 1800-2099', () => {
    for (const gender of [Gender.Male, Gender.Female]) {
      const all = new Set<string>();
      for (let serial = 0; serial < 500; serial++) {
        const egn = makeEgn({ year: 2019, month: 9, day: 15 }, gender, serial);
        expect(isValidEgn(egn)).toBe(true);
        expect(egnGender(egn)).toBe(gender);
        all.add(egn);
      }
      expect(all.size).toBe(500);
    }
    for (let year = 1800; year <= 2099; year += 4) {
      if (year % 100 === 0 && year % 400 !== 0) continue;
      const egn = makeEgn({ year, month: 2, day: 29 }, Gender.Female, year % 500);
      expect(egnBirthDate(egn)).toEqual({ year, month: 2, day: 29 });
    }
  });

  it.each([
    [{ year: 1799, month: 12, day: 31 }, 0],
    [{ year: 2100, month: 1, day: 1 }, 0],
    [{ year: 1900, month: 2, day: 29 }, 0],
    [{ year: 2021, month: 4, day: 31 }, 0],
    [{ year: 2021, month: 13, day: 1 }, 0],
    [{ year: 2021, month: 1, day: 0 }, 0],
    [{ year: 2021, month: 1, day: 1 }, -1],
    [{ year: 2021, month: 1, day: 1 }, 500],
    [{ year: 2021, month: 1, day: 1 }, 1.5],
  ])('refuses %j with serial %d', (birth, serial) => {
    expect(() => makeEgn(birth, Gender.Male, serial)).toThrow(RangeError);
  });
});

describe('isValidLnch', () => {
  it.each(['1000000001', '1234567893', '9876543217', '1002178904', '2745601126', '0000000000', '9999999999'])(
    '%s is valid',
    (lnch) => {
      expect(isValidLnch(lnch)).toBe(true);
    },
  );

  it.each([
    ['1000000002', 'wrong check digit'],
    ['1234567890', 'wrong check digit'],
    ['9876543210', 'wrong check digit'],
    ['123456789', '9 digits'],
    ['12345678933', '11 digits'],
    ['123456789A', 'a letter'],
    ['', 'empty'],
    ['1234 67893', 'a space'],
  ])('%j is invalid: %s', (lnch) => {
    expect(isValidLnch(lnch)).toBe(false);
  });

  it('accepts exactly one check digit for any nine digits', () => {
    for (const firstNine of ['100000000', '123456789', '274560112', '555555555']) {
      const valid = Array.from({ length: 10 }, (_, digit) => firstNine + digit).filter(isValidLnch);
      expect(valid).toHaveLength(1);
    }
  });
});

describe('validateIdentifier', () => {
  it('checks an ЕГН', () => {
    expect(validateIdentifier(IdentifierType.EGN, '7523169263')).toBe(true);
    expect(validateIdentifier(IdentifierType.EGN, '7523169264')).toBe(false);
    expect(validateIdentifier(IdentifierType.EGN, '1234567893')).toBe(false);
  });

  it('checks a ЛНЧ', () => {
    expect(validateIdentifier(IdentifierType.ForeignerID, '1234567893')).toBe(true);
    expect(validateIdentifier(IdentifierType.ForeignerID, '1234567890')).toBe(false);
  });

  it('accepts 1 to 20 letters and digits as an identification number', () => {
    for (const value of ['A', '1', 'X12345', 'AB12CD34EF56GH78IJ90', 'АБ123']) {
      expect(validateIdentifier(IdentifierType.IdentificationNumber, value)).toBe(true);
    }
    for (const value of ['', 'AB12CD34EF56GH78IJ901', 'AB-12', 'AB 12', 'AB_12', '12.3']) {
      expect(validateIdentifier(IdentifierType.IdentificationNumber, value)).toBe(false);
    }
  });

  it('refuses an unknown identifier type', () => {
    expect(validateIdentifier(7 as IdentifierType, '7523169263')).toBe(false);
  });
});

// ЕИК and IBAN check digits below were computed by an independent Python script (and the nine-digit ЕИК are real
// companies' from the Commercial Register).
describe('isValidEik', () => {
  it.each([
    ['121396123'], // Български пощи
    ['131071587'], // Лидл България
    ['131129282'], // Кауфланд България
    ['000694749'],
    ['175074752'],
    ['831826092'],
  ])('accepts the nine-digit ЕИК %s', (eik) => {
    expect(isValidEik(eik)).toBe(true);
  });

  it('uses the second weights when the first give 10, and 0 when both do', () => {
    // 1·1 + 8·8 = 65 ≡ 10 (mod 11); 1·3 + 8·10 = 83 ≡ 6.
    expect(isValidEik('100000086')).toBe(true);
    expect(isValidEik('100000080')).toBe(false);
    for (const eik of ['100000550', '100001360', '100002170']) expect(isValidEik(eik)).toBe(true);
    expect(isValidEik('100000551')).toBe(false);
  });

  it.each([
    ['1213961230006'],
    ['1213961230010'],
    ['1213961231231'],
    ['1213961239999'],
    ['1310715870018'],
    ['1310715870423'],
    ['1310715870087'], // second weights: 7
    ['1310715870130'], // both weights give 10: 0
  ])('accepts the thirteen-digit ЕИК %s', (eik) => {
    expect(isValidEik(eik)).toBe(true);
  });

  it('refuses a thirteen-digit ЕИК whose last check digit is wrong, or whose first nine are not a valid ЕИК', () => {
    for (const eik of ['1213961230007', '1310715870131', '1310715870088']) expect(isValidEik(eik)).toBe(false);
    // The branch check digit is right for the last four digits, but the company part (121396124) is not valid.
    expect(isValidEik('1213961240006')).toBe(false);
  });

  it('refuses every wrong check digit of a valid ЕИК', () => {
    for (const valid of ['121396123', '131071587', '100000086']) {
      for (let digit = 0; digit <= 9; digit++) {
        const candidate = valid.slice(0, 8) + digit;
        expect(isValidEik(candidate)).toBe(candidate === valid);
      }
    }
  });

  it.each([
    [''],
    ['12139612'],
    ['1213961231'],
    ['12139612300'],
    ['121396123000'],
    ['12139612300061'],
    ['12139612a'],
    [' 121396123'],
    ['121 396 123'],
    ['BG121396123'],
  ])('refuses %j (not 9 or 13 digits)', (eik) => {
    expect(isValidEik(eik)).toBe(false);
  });

  it('makeEik completes eight digits with the check digit', () => {
    expect(makeEik('12139612')).toBe('121396123');
    expect(makeEik('10000008')).toBe('100000086');
    expect(makeEik('10000055')).toBe('100000550');
    for (let seed = 0; seed < 200; seed++) {
      const eik = makeEik(String(20_000_000 + seed * 7919).slice(0, 8));
      expect(isValidEik(eik)).toBe(true);
    }
    expect(() => makeEik('1234567')).toThrow(RangeError);
  });
});

describe('isValidIban', () => {
  it.each([
    ['BG80BNBG96611020345678'],
    ['BG18RZBB91550123456789'],
    ['GB82WEST12345698765432'],
    ['DE89370400440532013000'],
    ['FR1420041010050500013M02606'],
    ['NL91ABNA0417164300'],
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('refuses a wrong check: one changed digit, two swapped digits, changed check digits', () => {
    expect(isValidIban('BG80BNBG96611020345679')).toBe(false);
    expect(isValidIban('BG80BNBG96611020345687')).toBe(false);
    expect(isValidIban('BG81BNBG96611020345678')).toBe(false);
    expect(isValidIban('BG72UNCR70001519562303')).toBe(false);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
  });

  it('refuses a Bulgarian IBAN that is not 22 characters in the BNB layout', () => {
    expect(isValidIban('BG80BNBG9661102034567')).toBe(false);
    expect(isValidIban('BG80BNBG966110203456780')).toBe(false);
    // Digits where the bank code's letters belong.
    expect(isValidIban('BG801234966110203456789')).toBe(false);
  });

  it.each([
    [''],
    ['BG'],
    ['bg80bnbg96611020345678'],
    ['BG80 BNBG 9661 1020 3456 78'],
    ['80BNBG96611020345678'],
    ['BG8OBNBG96611020345678'],
    ['XX' + '0'.repeat(40)],
  ])('refuses %j as it stands', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('normalizeIban makes what people type electronic', () => {
    expect(normalizeIban(' bg80 bnbg 9661 1020 3456 78 ')).toBe('BG80BNBG96611020345678');
    expect(normalizeIban('BG80-BNBG-9661-1020-3456-78')).toBe('BG80BNBG96611020345678');
    expect(isValidIban(normalizeIban('bg80 bnbg 9661 1020 3456 78'))).toBe(true);
  });
});
