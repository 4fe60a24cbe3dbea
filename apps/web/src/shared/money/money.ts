import { ActivityPriceModel } from '@kg/contracts/enums';

const euro = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** Integer euro cents as a Bulgarian reads an amount: 2280 → "22,80 €". */
export const formatCents = (cents: number): string => euro.format(cents / 100);

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
