/**
 * A euro amount in Bulgarian words, as a cash voucher or an invoice writes it under "Словом" (a handwritten-looking
 * check against a changed figure): 228050 cents → "две хиляди двеста и осемдесет евро и петдесет евроцента".
 * "евро" does not change; "евроцент" is the name of the cent in the Euro Introduction Act (Закон за въвеждане на
 * еврото в Република България). Numbers follow the grammar's "и": before the last numeral of a group
 * ("сто двадесет и пет", "сто и пет") and between groups when the last one is a single word ("хиляда и двеста").
 */

type Gender = 'masculine' | 'feminine' | 'neuter';

const ONES: Record<Gender, readonly string[]> = {
  masculine: ['', 'един', 'два', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'],
  feminine: ['', 'една', 'две', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'],
  neuter: ['', 'едно', 'две', 'три', 'четири', 'пет', 'шест', 'седем', 'осем', 'девет'],
};
const TEENS = [
  'десет',
  'единадесет',
  'дванадесет',
  'тринадесет',
  'четиринадесет',
  'петнадесет',
  'шестнадесет',
  'седемнадесет',
  'осемнадесет',
  'деветнадесет',
];
const TENS = ['', '', 'двадесет', 'тридесет', 'четиридесет', 'петдесет', 'шестдесет', 'седемдесет', 'осемдесет', 'деветдесет'];
const HUNDREDS = [
  '',
  'сто',
  'двеста',
  'триста',
  'четиристотин',
  'петстотин',
  'шестстотин',
  'седемстотин',
  'осемстотин',
  'деветстотин',
];

/** The numeral words of 1–999. */
function numerals(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const rest = n % 100;
  if (n >= 100) words.push(HUNDREDS[Math.floor(n / 100)]!);
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    if (rest >= 20) words.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10) words.push(ONES[gender][rest % 10]!);
  }
  return words;
}

/** "и" before the last of several numerals: ['сто', 'двадесет', 'пет'] → "сто двадесет и пет". */
const joined = (words: string[]): string =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(' ')} и ${words.at(-1)!}`;

/** A whole number 0–999 999 999 in words, its ones in `gender` (the gender of what it counts). */
export function numberInWords(n: number, gender: Gender): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1_000_000_000) throw new RangeError(`no words for ${n}`);
  if (n === 0) return 'нула';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const units = n % 1000;
  /** Each group: its numerals (which take the inner "и") and the noun that follows them. */
  const groups: { numerals: string[]; noun?: string }[] = [];
  if (millions) groups.push({ numerals: numerals(millions, 'masculine'), noun: millions === 1 ? 'милион' : 'милиона' });
  if (thousands)
    groups.push(
      thousands === 1 ? { numerals: [], noun: 'хиляда' } : { numerals: numerals(thousands, 'feminine'), noun: 'хиляди' },
    );
  if (units) groups.push({ numerals: numerals(units, gender) });
  const texts = groups.map((group) => [joined(group.numerals), group.noun].filter(Boolean).join(' '));
  // "хиляда и двеста", "два милиона и две хиляди"; but "хиляда двеста и петдесет" (the "и" is inside the group).
  if (texts.length > 1 && groups.at(-1)!.numerals.length <= 1) return `${texts.slice(0, -1).join(' ')} и ${texts.at(-1)!}`;
  return texts.join(' ');
}

/** Integer euro cents (never a float) in words: 2280 → "двадесет и две евро и осемдесет евроцента". */
export function euroInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`no words for ${cents} cents`);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const euroText = `${numberInWords(euros, 'neuter')} евро`;
  if (!rest) return euroText;
  const centText = `${numberInWords(rest, 'masculine')} ${rest === 1 ? 'евроцент' : 'евроцента'}`;
  return euros ? `${euroText} и ${centText}` : centText;
}
