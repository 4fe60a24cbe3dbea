import { euroInWords, numberInWords } from './amount-in-words.js';

describe('numberInWords', () => {
  it.each([
    [1, 'един'],
    [11, 'единадесет'],
    [20, 'двадесет'],
    [22, 'двадесет и два'],
    [100, 'сто'],
    [105, 'сто и пет'],
    [120, 'сто и двадесет'],
    [125, 'сто двадесет и пет'],
    [1000, 'хиляда'],
    [1005, 'хиляда и пет'],
    [1200, 'хиляда и двеста'],
    [1250, 'хиляда двеста и петдесет'],
    [2000, 'две хиляди'],
    [2020, 'две хиляди и двадесет'],
    [21_000, 'двадесет и една хиляди'],
    [22_022, 'двадесет и две хиляди двадесет и два'],
    [120_000, 'сто и двадесет хиляди'],
    [1_000_000, 'един милион'],
    [1_001_000, 'един милион и хиляда'],
    [2_002_000, 'два милиона и две хиляди'],
    [3_400_017, 'три милиона четиристотин хиляди и седемнадесет'],
  ])('%i in the masculine is "%s"', (n, words) => {
    expect(numberInWords(n, 'masculine')).toBe(words);
  });

  it('takes the gender of what it counts in the ones only', () => {
    expect(numberInWords(21, 'neuter')).toBe('двадесет и едно');
    expect(numberInWords(2, 'feminine')).toBe('две');
    expect(numberInWords(2002, 'masculine')).toBe('две хиляди и два');
  });

  it('refuses what it cannot say', () => {
    expect(() => numberInWords(-1, 'masculine')).toThrow(RangeError);
    expect(() => numberInWords(1.5, 'masculine')).toThrow(RangeError);
    expect(() => numberInWords(1_000_000_000, 'masculine')).toThrow(RangeError);
  });
});

describe('euroInWords', () => {
  it.each([
    [0, 'нула евро'],
    [1, 'един евроцент'],
    [2, 'два евроцента'],
    [100, 'едно евро'],
    [200, 'две евро'],
    [2280, 'двадесет и две евро и осемдесет евроцента'],
    [2101, 'двадесет и едно евро и един евроцент'],
    [228_050, 'две хиляди двеста и осемдесет евро и петдесет евроцента'],
    [120_000, 'хиляда и двеста евро'],
  ])('%i cents are "%s"', (cents, words) => {
    expect(euroInWords(cents)).toBe(words);
  });

  it('refuses a negative or fractional number of cents', () => {
    expect(() => euroInWords(-100)).toThrow(RangeError);
    expect(() => euroInWords(22.8)).toThrow(RangeError);
  });
});
