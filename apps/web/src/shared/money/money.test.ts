import { ActivityPriceModel } from '@kg/contracts/enums';
import { describe, expect, it } from 'vitest';
import { centsFromText, formatActivityPrice, formatCents, textFromCents } from './money';

describe('money', () => {
  it('formats integer euro cents the Bulgarian way', () => {
    expect(formatCents(2280).replace(/\s/g, ' ')).toBe('22,80 €');
    expect(formatCents(0).replace(/\s/g, ' ')).toBe('0,00 €');
    expect(formatCents(123456)).toBe('1\u00a0234,56\u00a0€');
    expect(formatCents(99999).replace(/\s/g, ' ')).toBe('999,99 €');
    expect(formatCents(1234567).replace(/\s/g, ' ')).toBe('12 345,67 €');
    expect(formatCents(-505).replace(/\s/g, ' ')).toBe('-5,05 €');
  });

  it('turns the euro input into integer cents and back without fractions', () => {
    expect(centsFromText('22.8')).toBe(2280);
    expect(centsFromText('22,80')).toBe(2280);
    expect(centsFromText(' 0.07 ')).toBe(7);
    expect(centsFromText('19.99')).toBe(1999);
    expect(centsFromText('1.005')).toBeNull();
    expect(centsFromText('abc')).toBeNull();
    expect(centsFromText('')).toBeNull();
    expect(textFromCents(2280)).toBe('22.80');
    expect(textFromCents(7)).toBe('0.07');
    expect(textFromCents(null)).toBe('');
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
