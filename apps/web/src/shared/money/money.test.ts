import { ActivityPriceModel } from '@kg/contracts/enums';
import { describe, expect, it } from 'vitest';
import { formatActivityPrice, formatCents } from './money';

describe('money', () => {
  it('formats integer euro cents the Bulgarian way', () => {
    expect(formatCents(2280).replace(/\s/g, ' ')).toBe('22,80 €');
    expect(formatCents(0).replace(/\s/g, ' ')).toBe('0,00 €');
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('1234,56 €');
  });

  it('says what the price is for', () => {
    const text = (value: Parameters<typeof formatActivityPrice>[0]) => formatActivityPrice(value).replace(/\s/g, ' ');
    expect(text({ priceModel: ActivityPriceModel.MonthlyFlat, priceCents: 2280 })).toBe('22,80 € на месец');
    expect(text({ priceModel: ActivityPriceModel.PerSession, priceCents: 800 })).toBe('8,00 € за посещение');
    expect(text({ priceModel: ActivityPriceModel.MonthlyWithMinimum, priceCents: 800, minimumCents: 3000 })).toBe(
      '8,00 € за посещение, минимум 30,00 € на месец',
    );
  });
});
