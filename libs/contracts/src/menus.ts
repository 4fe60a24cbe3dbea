import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Allergen, MenuAgeBand, ProductUnit } from './enums.js';
import { nutrients } from './products.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';
import { MealType } from './staff-attendance.js';

/**
 * Weekly menus (spec 2 §7.4 "Menus", "Meals/menu-types"; docs/menus.md): per kindergarten, week (its Monday) and age
 * band, for each working day (Monday to Friday) and each configured meal type one or more dishes (recipes of the
 * kindergarten's own or the master's shared books). A menu is a draft, approved by the director (Resource.MenuApproval)
 * and then published to the parents; editing an approved or published menu returns it to a draft.
 */

export enum MenuStatus {
  Draft = 1,
  Approved = 2,
  Published = 3,
}

export const menuStatusLabels: Record<MenuStatus, string> = {
  [MenuStatus.Draft]: 'Чернова',
  [MenuStatus.Approved]: 'Одобрено',
  [MenuStatus.Published]: 'Публикувано',
};

/** Monday to Friday: the working days a menu has (1 = Monday, as spec 2 §9 numbers the days of the week). */
export const menuWeekdays = [1, 2, 3, 4, 5] as const;

export const weekdayLabels: Record<number, string> = {
  1: 'Понеделник',
  2: 'Вторник',
  3: 'Сряда',
  4: 'Четвъртък',
  5: 'Петък',
};

/** The meal types and times a kindergarten has before it saves its own configuration. */
export const defaultMenuMeals: { mealType: MealType; time: string }[] = [
  { mealType: MealType.Breakfast, time: '08:30' },
  { mealType: MealType.MorningSnack, time: '10:30' },
  { mealType: MealType.Lunch, time: '12:00' },
  { mealType: MealType.AfternoonSnack, time: '15:30' },
];

/** The group's age band for the menu, from the group's age type (docs/menus.md "Age bands"). */
export function menuAgeBandOfGroup(ageType: number): MenuAgeBand {
  if (ageType === 1) return MenuAgeBand.Nursery;
  if (ageType === 8) return MenuAgeBand.Senior;
  return MenuAgeBand.Junior;
}

export const menuMessages = {
  notFound: 'Менюто не е намерено.',
  noApprovedMenus: 'За тази седмица няма одобрено или публикувано меню.',
  groupNotFound: 'Групата не е намерена.',
  notMonday: 'Седмицата се посочва с нейния понеделник.',
  weekTaken: 'Вече има меню за тази седмица и възрастова група.',
  mealNotServed: 'Храненето не е включено в настройките на менюто.',
  dishDuplicate: 'Ястието е добавено повече от веднъж за същия ден и хранене.',
  recipeNotFound: 'Рецептата не е намерена.',
  recipeWithoutBand: 'Рецептата няма количества за възрастовата група на менюто.',
  deleteOnlyDraft: 'Може да се изтрие само меню в статус „Чернова“.',
  approveOnlyDraft: 'Може да се одобри само меню в статус „Чернова“.',
  publishOnlyApproved: 'Може да се публикува само одобрено меню.',
  noDishes: 'Менюто няма ястия.',
  incomplete: (names: string[]) =>
    `Менюто не може да бъде одобрено: рецептите ${names.map((name) => `„${name}“`).join(', ')} нямат пълни хранителни стойности.`,
  mealsRequired: 'Изберете поне едно хранене.',
  mealDuplicate: 'Храненето е посочено повече от веднъж.',
  time: 'Въведете час във вида ЧЧ:ММ, напр. 08:30.',
  timesOrder: 'Часовете на храненията трябва да са във възходящ ред.',
  sameWeek: 'Изберете друга седмица или друга възрастова група.',
  noAccess: 'Нямате достъп до менюто.',
} as const;

const isoDay = z.iso.date();
const monday = isoDay.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, menuMessages.notMonday);

// ---- configuration and nomenclatures ----

export const menuMealSetting = z.object({
  mealType: z.enum(MealType),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, menuMessages.time),
});
export type MenuMealSetting = z.infer<typeof menuMealSetting>;

/** GET Menus/configuration: the served meals in their order, with their times. */
export const menuConfiguration = z.object({ meals: z.array(menuMealSetting) });
export type MenuConfiguration = z.infer<typeof menuConfiguration>;

/** POST Menus/configuration: the whole list, in serving order. */
export const saveMenuConfigurationRequest = z
  .object({ meals: z.array(menuMealSetting).min(1, menuMessages.mealsRequired).max(4) })
  .superRefine((body, context) => {
    body.meals.forEach((meal, index) => {
      if (body.meals.findIndex((other) => other.mealType === meal.mealType) !== index) {
        context.addIssue({ code: 'custom', path: ['meals', index, 'mealType'], message: menuMessages.mealDuplicate });
      }
      if (index > 0 && body.meals[index - 1]!.time >= meal.time) {
        context.addIssue({ code: 'custom', path: ['meals', index, 'time'], message: menuMessages.timesOrder });
      }
    });
  });
export type SaveMenuConfigurationRequest = z.input<typeof saveMenuConfigurationRequest>;

export const optionRow = z.object({ value: z.number().int(), label: z.string() });
export type OptionRow = z.infer<typeof optionRow>;

/** GET Menus/meal-types: the configured meal types in serving order. */
export const menuMealTypeRow = z.object({ value: z.enum(MealType), label: z.string(), time: z.string() });
export type MenuMealTypeRow = z.infer<typeof menuMealTypeRow>;

// ---- the list ----

export const menuListQuery = pageQueryOrderedBy(['week']).extend({
  /** Any day of the week; the list shows that week's menus. */
  week: isoDay.optional(),
  ageBand: z.coerce.number().pipe(z.enum(MenuAgeBand)).optional(),
  status: z.coerce.number().pipe(z.enum(MenuStatus)).optional(),
});
export type MenuListQuery = z.input<typeof menuListQuery>;
export type MenuListFilter = z.output<typeof menuListQuery>;

export const menuRow = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  ageBand: z.enum(MenuAgeBand),
  status: z.enum(MenuStatus),
  dishesCount: z.number().int(),
  updatedAt: z.string(),
});
export type MenuRow = z.infer<typeof menuRow>;

// ---- saving ----

export const menuDishRequest = z.object({
  weekday: z.coerce.number().int().min(1).max(5),
  mealType: z.enum(MealType),
  recipeId: idSchema,
});
export type MenuDishRequest = z.input<typeof menuDishRequest>;

/** POST Menus: a new menu (no id) or the whole edited menu (its dishes replace the stored ones). */
export const saveMenuRequest = z
  .object({
    id: idSchema.optional(),
    weekStart: monday,
    ageBand: z.enum(MenuAgeBand),
    note: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null),
    dishes: z.array(menuDishRequest).max(200),
  })
  .superRefine((body, context) => {
    body.dishes.forEach((dish, index) => {
      const first = body.dishes.findIndex(
        (other) => other.weekday === dish.weekday && other.mealType === dish.mealType && other.recipeId === dish.recipeId,
      );
      if (first !== index) {
        context.addIssue({ code: 'custom', path: ['dishes', index, 'recipeId'], message: menuMessages.dishDuplicate });
      }
    });
  });
export type SaveMenuRequest = z.input<typeof saveMenuRequest>;
export type SaveMenuBody = z.output<typeof saveMenuRequest>;

/** POST Menus/copy: the menu's dishes into a new draft of another week (and, optionally, another age band). */
export const copyMenuRequest = z.object({
  id: idSchema,
  weekStart: monday,
  ageBand: z.enum(MenuAgeBand).optional(),
});
export type CopyMenuRequest = z.input<typeof copyMenuRequest>;

// ---- reading a week ----

/** A child of the group whose recorded allergies the dish holds (staff who may read the child's health data, or her parent). */
export const dishConflict = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  allergens: z.array(z.enum(Allergen)),
});
export type DishConflict = z.infer<typeof dishConflict>;

/** Per allergen of the dish, how many children of the group are allergic (for staff who may not read health data). */
export const allergenCount = z.object({ allergen: z.enum(Allergen), children: z.number().int() });

export const menuDish = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  mealType: z.enum(MealType),
  recipeId: z.number().int(),
  recipeName: z.string(),
  allergens: z.array(z.enum(Allergen)),
  /** The recipe's nutrition for the menu's age band is complete (the menu may be approved). */
  complete: z.boolean(),
  /** Per portion of the menu's age band; null values where unknown; null when the recipe lacks the band. */
  nutrients: nutrients.nullable(),
  /** weekly-menu only: the group's children whose allergies conflict (those the viewer may see). */
  conflicts: z.array(dishConflict),
  /** weekly-menu only: counts per allergen when the viewer may not see the names. */
  conflictCounts: z.array(allergenCount),
});
export type MenuDish = z.infer<typeof menuDish>;

export const menuDay = z.object({
  weekday: z.number().int(),
  date: z.string(),
  /** Why the day is not a working day (a holiday or the kindergarten's day off), else null. */
  dayOff: z.string().nullable(),
  /** Σ of the day's dishes per portion; a value is null when a dish lacks it; null when the day has no dishes. */
  nutrients: nutrients.nullable(),
});
export type MenuDay = z.infer<typeof menuDay>;

const recipeName = z.object({ id: z.number().int(), name: z.string() });

/** GET Menus/{id}: the week grid with its nutrition. */
export const menuDetails = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  ageBand: z.enum(MenuAgeBand),
  status: z.enum(MenuStatus),
  note: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  meals: z.array(menuMealTypeRow),
  days: z.array(menuDay),
  dishes: z.array(menuDish),
  /** The average of the days with dishes (days off left out); values null where a day's is unknown. */
  weekAverage: nutrients.nullable(),
  /** Recipes with incomplete nutrition for the band: approval is refused until they are complete. */
  incompleteRecipes: z.array(recipeName),
  /** Products of the menu's recipes whose nutrient values have no source. */
  unsourcedProducts: z.array(recipeName),
  mayEdit: z.boolean(),
  mayApprove: z.boolean(),
});
export type MenuDetails = z.infer<typeof menuDetails>;

export const weeklyMenuParams = z.object({ classId: idSchema, week: isoDay });

/** GET Menus/weekly-menu/{classId}/{week}: the group's week (`menu` null when there is none the viewer may see). */
export const weeklyMenu = z.object({
  classId: z.number().int(),
  className: z.string(),
  ageBand: z.enum(MenuAgeBand),
  weekStart: z.string(),
  menu: menuDetails.nullable(),
});
export type WeeklyMenu = z.infer<typeof weeklyMenu>;

/** GET Menus/groups: the groups the viewer may open on /menu (a parent: her children's, with their names). */
export const menuGroupRow = z.object({
  classId: z.number().int(),
  className: z.string(),
  ageBand: z.enum(MenuAgeBand),
  /** A parent's children in the group. */
  children: z.array(z.string()),
});
export type MenuGroupRow = z.infer<typeof menuGroupRow>;

export const menuReceiptQuery = z.object({ id: idSchema });
/** Files/kitchen-menus: any day of the week (its Monday is taken). */
export const kitchenMenusQuery = z.object({ week: isoDay });

// ---- estimated quantities ----

/** GET Menus/estimated-quantities-per-menu: the week's products for the expected children of the menu's band. */
export const estimatedQuantitiesQuery = z.object({ id: idSchema });

export const estimatedQuantitiesReportQuery = z.object({
  id: idSchema,
  format: z.enum(['pdf', 'excel'], { error: 'Изберете формат: pdf или excel.' }),
});

export const estimatedQuantityRow = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** The unit the product is stocked and issued in. */
  unit: z.enum(ProductUnit),
  /** Σ over the days and dishes of the net per portion (in grams) × the children expected that day. */
  netGrams: z.string(),
  grossGrams: z.string(),
  /** The gross in the product's unit (kilograms, litres, pieces…); null when the product has no conversion for it. */
  quantity: z.string().nullable(),
});
export type EstimatedQuantityRow = z.infer<typeof estimatedQuantityRow>;

export const estimatedQuantities = z.object({
  menuId: z.number().int(),
  weekStart: z.string(),
  ageBand: z.enum(MenuAgeBand),
  /** Per working day that is not a day off: the children expected (placed in the band's groups minus filed absences). */
  days: z.array(z.object({ weekday: z.number().int(), date: z.string(), children: z.number().int() })),
  products: z.array(estimatedQuantityRow),
});
export type EstimatedQuantities = z.infer<typeof estimatedQuantities>;

/**
 * Spec 2 §7.4 "Menus" (docs/menus.md). Reads: Menus read (a parent only published weeks of her children's groups);
 * writes: Menus create/update/delete (the director and the storekeeper); approve and publish: MenuApproval update
 * (the director and the administrator).
 */
export const menusRoutes = {
  overviewModels: {
    method: 'GET',
    path: 'Menus/overview-models',
    query: menuListQuery,
    response: pagedResultSchema(menuRow),
    access: resourceAccess(Resource.Menus, 'read'),
  },
  mealTypes: {
    method: 'GET',
    path: 'Menus/meal-types',
    response: z.array(menuMealTypeRow),
    access: resourceAccess(Resource.Menus, 'read'),
  },
  configuration: {
    method: 'GET',
    path: 'Menus/configuration',
    response: menuConfiguration,
    access: resourceAccess(Resource.Menus, 'read'),
  },
  saveConfiguration: {
    method: 'POST',
    path: 'Menus/configuration',
    body: saveMenuConfigurationRequest,
    response: menuConfiguration,
    access: resourceAccess(Resource.Menus, 'update'),
    status: 200,
  },
  groups: {
    method: 'GET',
    path: 'Menus/groups',
    response: z.array(menuGroupRow),
    access: resourceAccess(Resource.Menus, 'read'),
  },
  weeklyMenu: {
    method: 'GET',
    path: 'Menus/weekly-menu/:classId/:week',
    params: weeklyMenuParams,
    response: weeklyMenu,
    access: resourceAccess(Resource.Menus, 'read'),
  },
  /** The week's menu as an A4 landscape PDF for the notice board. */
  receipts: {
    method: 'GET',
    path: 'Menus/receipts',
    query: menuReceiptQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.Menus, 'read'),
  },
  /**
   * The kitchen's copy of the week (spec 2 §7.3 „Files: Files/kitchen-menus“): every age band's approved or published
   * menu in one PDF, a page each; for those who run the kitchen.
   */
  kitchenMenus: {
    method: 'GET',
    path: 'Files/kitchen-menus',
    query: kitchenMenusQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.Menus, 'update'),
  },
  estimatedQuantities: {
    method: 'GET',
    path: 'Menus/estimated-quantities-per-menu',
    query: estimatedQuantitiesQuery,
    response: estimatedQuantities,
    access: resourceAccess(Resource.Menus, 'update'),
  },
  /** The same as a PDF or an Excel file. */
  estimatedQuantitiesReport: {
    method: 'GET',
    path: 'Menus/estimated-quantities-per-menu/report',
    query: estimatedQuantitiesReportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.Menus, 'update'),
  },
  get: {
    method: 'GET',
    path: 'Menus/:id',
    params: idParams,
    response: menuDetails,
    access: resourceAccess(Resource.Menus, 'read'),
  },
  save: {
    method: 'POST',
    path: 'Menus',
    body: saveMenuRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Menus, 'save'),
    status: 200,
  },
  copy: {
    method: 'POST',
    path: 'Menus/copy',
    body: copyMenuRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Menus, 'create'),
    status: 200,
  },
  approve: {
    method: 'POST',
    path: 'Menus/approve/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.MenuApproval, 'update'),
    status: 200,
  },
  publish: {
    method: 'POST',
    path: 'Menus/publish/:id',
    params: idParams,
    response: saveResultSchema,
    access: resourceAccess(Resource.MenuApproval, 'update'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Menus/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Menus, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

/** Spec 2 §7.4 "Meals: menu-types": the age bands a menu is made for. */
export const mealMenuTypesRoutes = {
  menuTypes: {
    method: 'GET',
    path: 'Meals/menu-types',
    response: z.array(optionRow),
    access: resourceAccess(Resource.Menus, 'read'),
  },
} as const satisfies RouteTable;
