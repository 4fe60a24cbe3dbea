import { ProductUnit } from './enums.js';
import { allocateToWarehouses, type OutflowBalance, type OutflowLot, OutflowShortage, planOutflow } from './stock-outflows.js';

const OIL = 7;
const CHEESE = 8;
const balances: OutflowBalance[] = [
  // 15 kg for 154.00 €: 10.2666666667 € per kg.
  { productId: CHEESE, productName: 'Сирене краве', unit: ProductUnit.Kilogram, quantity: '15.000000', value: '154.0000' },
  { productId: OIL, productName: 'Олио', unit: ProductUnit.Liter, quantity: '2.500000', value: '7.50' },
];
const lot = (lotId: number, productId: number, remaining: string, expiryDate: string | null, receivedOn = '2026-11-02') =>
  ({ lotId, productId, remaining, expiryDate, receivedOn, batchNumber: `П-${lotId}` }) satisfies OutflowLot;
const lots = [
  lot(1, CHEESE, '6', null, '2026-11-01'),
  lot(2, CHEESE, '5', '2026-12-20', '2026-11-03'),
  lot(3, CHEESE, '3', '2026-12-01', '2026-11-05'),
  lot(4, CHEESE, '1', '2026-12-01', '2026-11-04'),
  lot(5, OIL, '2.5', '2027-03-01'),
];
const plan = (lines: { productId: number; quantity: string; lotId?: number }[]) =>
  planOutflow(
    {
      date: '2026-11-20',
      warehouseName: 'Сух склад',
      lines: lines.map((line, index) => ({ documentLineId: 100 + index, ...line })),
    },
    balances,
    lots,
  );

describe('the outflow core (FEFO at the moving weighted average price)', () => {
  it('takes the earliest expiry first — the earlier received on a tie, lots without expiry last', () => {
    const movements = plan([{ productId: CHEESE, quantity: '9.5' }]);
    expect(movements.map((movement) => [movement.lotId, movement.quantity])).toEqual([
      [4, '-1'],
      [3, '-3'],
      [2, '-5'],
      [1, '-0.5'],
    ]);
  });

  it('values each lot at the average price exactly, and the line is the sum of its lots', () => {
    const movements = plan([{ productId: CHEESE, quantity: '3.5' }]);
    // 10.2666666667 € per kg: 1 kg and 2.5 kg.
    expect(movements.map((movement) => movement.value)).toEqual(['-10.2666666667', '-25.66666666675']);
  });

  it('gives the last unit the remaining value, so the balance ends at 0 quantity and 0 value', () => {
    const first = plan([
      { productId: CHEESE, quantity: '5' },
      { productId: CHEESE, quantity: '10' },
    ]);
    // 5 kg at the average, then the rest of the value: -51.3333333335 and -102.6666666665 sum to -154.
    const firstLine = first.filter((movement) => movement.documentLineId === 100);
    const secondLine = first.filter((movement) => movement.documentLineId === 101);
    expect(firstLine.map((movement) => movement.value)).toEqual(['-10.2666666667', '-30.8000000001', '-10.2666666667']);
    expect(secondLine.map((movement) => movement.quantity)).toEqual(['-4', '-6']);
    const sum = (values: string[]) =>
      values.reduce((acc, value) => {
        const [whole, fraction = ''] = value.replace('-', '').split('.');
        return acc + BigInt(whole + fraction.padEnd(12, '0'));
      }, 0n);
    expect(sum([...firstLine, ...secondLine].map((movement) => movement.value))).toBe(154n * 10n ** 12n);
  });

  it('issues no lot expired before the day to the kitchen, while a scrapping may name one', () => {
    const request = (lotId?: number) =>
      planOutflow(
        {
          date: '2026-12-10',
          warehouseName: 'Сух склад',
          skipExpired: true,
          lines: [{ documentLineId: 1, productId: CHEESE, quantity: lotId ? '1' : '6', ...(lotId ? { lotId } : {}) }],
        },
        balances,
        lots,
      );
    // Lots 3 and 4 expired on 01.12: lot 2 (20.12), then lot 1 (no expiry).
    expect(request().map((movement) => [movement.lotId, movement.quantity])).toEqual([
      [2, '-5'],
      [1, '-1'],
    ]);
    expect(() =>
      planOutflow(
        {
          date: '2026-12-10',
          warehouseName: 'Сух склад',
          skipExpired: true,
          lines: [{ documentLineId: 1, productId: CHEESE, quantity: '12' }],
        },
        balances,
        lots,
      ),
    ).toThrow('към 10.12.2026 е 11,000 кг; исканите 12,000 кг');
    expect(request(4).map((movement) => movement.lotId)).toEqual([4]);
  });

  it('takes only the named lot when one is given', () => {
    expect(plan([{ productId: CHEESE, quantity: '2', lotId: 2 }])).toEqual([
      { documentLineId: 100, productId: CHEESE, lotId: 2, quantity: '-2', value: '-20.5333333334' },
    ]);
  });

  it('refuses more than is available, naming the product, the warehouse, the date and what there is', () => {
    expect(() => plan([{ productId: OIL, quantity: '3' }])).toThrow(
      'Наличността на „Олио“ в „Сух склад“ към 20.11.2026 е 2,500 л; исканите 3,000 л не могат да бъдат изписани.',
    );
    expect(() => plan([{ productId: CHEESE, quantity: '1.5', lotId: 4 }])).toThrow(
      'В партида „П-4“ на „Сирене краве“ в „Сух склад“ към 20.11.2026 има 1,000 кг; исканите 1,500 кг не могат да бъдат изписани.',
    );
    // Two lines of one product see the running balance.
    const refusal = (() => {
      try {
        plan([
          { productId: OIL, quantity: '2' },
          { productId: OIL, quantity: '0.6' },
        ]);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(OutflowShortage);
    expect((refusal as OutflowShortage).lineIndex).toBe(1);
    expect((refusal as OutflowShortage).message).toContain('е 0,500 л');
  });
});

describe('a calculation’s products by warehouse (allocateToWarehouses)', () => {
  const OWN = 1;
  const COLD = 2;
  const PANTRY = 3;
  const stock = [
    { warehouseId: COLD, productId: CHEESE, quantity: '4' },
    { warehouseId: OWN, productId: OIL, quantity: '0.0004' },
    { warehouseId: COLD, productId: OIL, quantity: '2' },
    { warehouseId: PANTRY, productId: OIL, quantity: '1.2345' },
  ];
  const allocate = (needs: { productId: number; quantity: string }[]) =>
    Object.fromEntries(allocateToWarehouses(needs, stock, OWN));

  it('keeps a product in the own warehouse when it holds it all, else takes the one holding the most', () => {
    expect(allocate([{ productId: CHEESE, quantity: '3.99951' }])).toEqual({
      [COLD]: [{ productId: CHEESE, quantity: '4.000' }],
    });
    expect(allocate([{ productId: OIL, quantity: '0.0001' }])).toEqual({ [COLD]: [{ productId: OIL, quantity: '0.001' }] });
    expect(allocate([{ productId: 99, quantity: '1' }])).toEqual({ [OWN]: [{ productId: 99, quantity: '1.000' }] });
  });

  it('splits from the most held, each asked at most what it holds to 3 decimals, the shortage left with the first', () => {
    expect(allocate([{ productId: OIL, quantity: '3' }])).toEqual({
      [COLD]: [{ productId: OIL, quantity: '2.000' }],
      [PANTRY]: [{ productId: OIL, quantity: '1.000' }],
    });
    // 2 + 1.234 (not 1.2345: never more than the pantry holds); the own 0.0004 is under a line's 0.001; 0.266 short.
    expect(allocate([{ productId: OIL, quantity: '3.5' }])).toEqual({
      [COLD]: [{ productId: OIL, quantity: '2.266' }],
      [PANTRY]: [{ productId: OIL, quantity: '1.234' }],
    });
  });
});
