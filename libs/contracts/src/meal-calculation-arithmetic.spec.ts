import fc from 'fast-check';
import { MenuAgeBand, ProductUnit } from './enums.js';
import { attendanceRows, type DishIngredient, type ProductUnits, quantitiesNeeded } from './meal-calculation-arithmetic.js';
import { mealCalculationMessages } from './meal-calculations.js';
import { MealType } from './staff-attendance.js';

const flour: ProductUnits = { id: 1, name: 'Брашно', unit: ProductUnit.Kilogram, conversions: [] };
const eggs: ProductUnits = {
  id: 2,
  name: 'Яйца',
  unit: ProductUnit.Quantity,
  conversions: [{ unit: ProductUnit.Quantity, grams: '60' }],
};
const salt: ProductUnits = { id: 3, name: 'Сол', unit: ProductUnit.Kilogram, conversions: [] };
const products = new Map([flour, eggs, salt].map((product) => [product.id, product]));
const ingredient = (productId: number, unit: ProductUnit, gross: string, ageBand = MenuAgeBand.Senior): DishIngredient => ({
  ageBand,
  mealType: MealType.Lunch,
  recipeId: 9,
  productId,
  unit,
  gross,
});

describe('meal calculation arithmetic (docs/meal-calculations.md "Products needed")', () => {
  it('sums portions × gross per portion in the product’s own unit and rounds once to 6 decimals', () => {
    const portions = (row: DishIngredient) => (row.ageBand === MenuAgeBand.Senior ? 7 : 3);
    const { quantities, unconvertible } = quantitiesNeeded(
      [
        ingredient(1, ProductUnit.Gram, '80'),
        ingredient(1, ProductUnit.Gram, '60', MenuAgeBand.Junior),
        // 20 g of an egg of 60 g: a third of a piece per portion, 10 portions = 3.333333 pieces (one rounding, not ten).
        ingredient(2, ProductUnit.Gram, '20'),
        ingredient(2, ProductUnit.Gram, '20', MenuAgeBand.Junior),
        ingredient(3, ProductUnit.Quantity, '1'),
      ],
      portions,
      products,
      (row) => String(row.productId),
    );
    expect(Object.fromEntries(quantities)).toEqual({ '1': '0.740000', '2': '3.333333' });
    expect([...unconvertible]).toEqual([3]);
  });

  it('equals the exact sum in grams ÷ 1000 for any portions and grams (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 99_999 })), { minLength: 1, maxLength: 8 }),
        (rows) => {
          const items = rows.map(([, milligrams], index) => ({
            ...ingredient(1, ProductUnit.Gram, (milligrams / 1000).toFixed(3)),
            recipeId: index,
          }));
          const { quantities } = quantitiesNeeded(
            items,
            (row) => rows[row.recipeId]![0],
            products,
            () => 'flour',
          );
          // Σ portions × milligrams is an integer: grams ÷ 1000 = kilograms with 6 exact decimals.
          const total = rows.reduce((sum, [count, milligrams]) => sum + BigInt(count) * BigInt(milligrams), 0n);
          const expected = `${total / 1_000_000n}.${(total % 1_000_000n).toString().padStart(6, '0')}`;
          expect(quantities.get('flour')).toBe(expected);
        },
      ),
    );
  });

  it('feeds the staff on the oldest band with dishes at the meal and names what could not be counted', () => {
    const dishes = [
      { ageBand: MenuAgeBand.Junior, mealType: MealType.Lunch, position: 1, recipeId: 1 },
      { ageBand: MenuAgeBand.Senior, mealType: MealType.Lunch, position: 1, recipeId: 1 },
      { ageBand: MenuAgeBand.Junior, mealType: MealType.Breakfast, position: 1, recipeId: 2 },
    ];
    const children = new Map([
      [MenuAgeBand.Nursery, 4],
      [MenuAgeBand.Junior, 10],
      [MenuAgeBand.Senior, 12],
    ]);
    const staff = [
      { mealType: MealType.Breakfast, staff: 1 },
      { mealType: MealType.Lunch, staff: 3 },
      { mealType: MealType.AfternoonSnack, staff: 2 },
    ];
    expect(attendanceRows(dishes, children, staff)).toEqual({
      rows: [
        { ageBand: MenuAgeBand.Junior, mealType: MealType.Breakfast, children: 10, staff: 1 },
        { ageBand: MenuAgeBand.Junior, mealType: MealType.Lunch, children: 10, staff: 0 },
        { ageBand: MenuAgeBand.Senior, mealType: MealType.Lunch, children: 12, staff: 3 },
      ],
      warnings: [
        mealCalculationMessages.bandWithoutMenu('Яслена възраст (1–3 г.)'),
        mealCalculationMessages.staffWithoutMenu('Следобедна закуска'),
      ],
    });
  });
});
