import { Allergen, MealType, MenuAgeBand, type MenuDetails, MenuStatus, type Nutrients } from '@kg/contracts';

const figures = (energyKcal: string): Nutrients => ({
  energyKcal,
  energyKj: '1000.00',
  protein: '12.50',
  fat: '8.00',
  saturatedFat: '2.00',
  carbohydrate: '40.00',
  sugars: '5.00',
  fibre: '2.00',
  salt: '0.500',
  calcium: '120.00',
  iron: '1.200',
});

const day = (weekday: number, date: string, dayOff: string | null = null) => ({
  weekday,
  date,
  dayOff,
  nutrients: dayOff ? null : figures('420.00'),
});

/** A senior band's week of 30.11.2026: milk with rice on Monday (allergen 7), bread on Tuesday (1), Friday a holiday. */
export const aWeek: MenuDetails = {
  id: 41,
  weekStart: '2026-11-30',
  ageBand: MenuAgeBand.Senior,
  status: MenuStatus.Published,
  note: null,
  approvedBy: 'Мария Иванова',
  approvedAt: '2026-11-27T10:00:00',
  publishedAt: '2026-11-27T10:05:00',
  meals: [
    { value: MealType.Breakfast, label: 'Закуска', time: '08:30' },
    { value: MealType.Lunch, label: 'Обяд', time: '12:00' },
  ],
  days: [
    day(1, '2026-11-30'),
    day(2, '2026-12-01'),
    day(3, '2026-12-02'),
    day(4, '2026-12-03'),
    day(5, '2026-12-04', '04.12.2026 е неучебен ден на детската градина: „Ден на града“.'),
  ],
  dishes: [
    {
      id: 1,
      weekday: 1,
      mealType: MealType.Breakfast,
      recipeId: 12,
      recipeName: 'Мляко с ориз',
      allergens: [Allergen.Milk],
      complete: true,
      nutrients: figures('210.00'),
      conflicts: [],
      conflictCounts: [],
    },
    {
      id: 2,
      weekday: 2,
      mealType: MealType.Lunch,
      recipeId: 14,
      recipeName: 'Боб чорба',
      allergens: [Allergen.Gluten],
      complete: true,
      nutrients: figures('180.00'),
      conflicts: [],
      conflictCounts: [],
    },
  ],
  weekAverage: figures('420.00'),
  incompleteRecipes: [],
  unsourcedProducts: [],
  mayEdit: false,
  mayApprove: false,
};
