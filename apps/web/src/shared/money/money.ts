import { ActivityPriceModel } from '@kg/contracts/enums';

/** Whole digits in groups of three from 1 000 on, joined by a no-break space: "1234567" → "1 234 567" (as the PDFs). */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** The euros and the cents of an amount, as integers: money never passes through a fraction. */
const partsOf = (cents: number): { sign: string; whole: number; rest: string } => ({
  sign: cents < 0 ? '-' : '',
  whole: Math.trunc(Math.abs(cents) / 100),
  rest: String(Math.abs(cents) % 100).padStart(2, '0'),
});

/** Integer euro cents as a Bulgarian reads an amount: 2280 → "22,80 €", 123456 → "1 234,56 €". */
export function formatCents(cents: number): string {
  const { sign, whole, rest } = partsOf(cents);
  return `${sign}${groupThousands(String(whole))},${rest}\u00a0€`;
}

/** Euro cents as a euro input shows them: 2280 → "22.80"; nothing → "". */
export function textFromCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const { sign, whole, rest } = partsOf(cents);
  return `${sign}${whole}.${rest}`;
}

/** A euro input's text as integer cents ("22.8" → 2280, "22,80" → 2280; anything else → null). */
export function centsFromText(text: string | null | undefined): number | null {
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An activity's price with its model: "22,80 € на месец", "8,00 € за посещение", "… минимум 30,00 € на месец". */
export function formatActivityPrice(price: {
  priceModel: ActivityPriceModel;
  priceCents: number;
  minimumCents?: number | null;
}): string {
  const amount = formatCents(price.priceCents);
  switch (price.priceModel) {
    case ActivityPriceModel.MonthlyFlat:
      return `${amount} на месец`;
    case ActivityPriceModel.PerSession:
      return `${amount} за посещение`;
    case ActivityPriceModel.MonthlyWithMinimum:
      return `${amount} за посещение, минимум ${formatCents(price.minimumCents ?? 0)} на месец`;
  }
}
