import { Injectable } from '@nestjs/common';
import {
  add,
  type CalculationsSummary,
  COST_PER_MEAL_PLACES,
  divide,
  documentMoney,
  type Exact,
  exact,
  MealType,
  mealTypeLabels,
  MenuAgeBand,
  menuAgeBandLabels,
  menuAgeBands,
  type MonthReport,
  type MonthReportBand,
  type MonthReportCell,
  type MonthReportFilter,
  MonthReportType,
  monthReportTypeLabels,
  multiply,
  productUnitLabels,
  round,
  type StaffNutritionReport,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { bgDate, bgDecimal, type ExportFile, type ReportTable, reportTablesFile } from '../../../platform/export/index.js';
import { kindergartenOf } from '../../storage/services/kindergarten-of.js';
import { type FedRow, KitchenReportsRepository, type MealValueRow } from '../data/kitchen-reports.repository.js';

const ZERO: Exact = { digits: 0n, scale: 0 };
const text = (value: Exact): string => round(value, value.scale);
const sum = (values: readonly Exact[]): Exact => values.reduce(add, ZERO);
const costPer = (value: Exact, count: number): string | null =>
  count > 0 ? divide(value, exact(String(count)), COST_PER_MEAL_PLACES) : null;
const pad = (n: number): string => String(n).padStart(2, '0');
const monthBounds = (year: number, month: number): [string, string] => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(last)}`];
};
const monthTitle = (year: number, month: number): string => `${pad(month)}.${year}`;

/** Per day and meal: the corrected counts per band, the portions, the exact value and the cost per portion (5 places). */
interface DayMeal {
  forDate: string;
  mealType: MealType;
  bands: Map<MenuAgeBand, { children: number; staff: number }>;
  children: number;
  staff: number;
  portions: number;
  value: Exact;
  costPerPortion: Exact | null;
}

function dayMeals(fed: FedRow[], values: MealValueRow[]): Map<string, DayMeal> {
  const meals = new Map<string, DayMeal>();
  const key = (day: string, meal: MealType) => `${day}|${meal}`;
  for (const row of fed) {
    const k = key(row.forDate, row.mealType);
    const meal = meals.get(k) ?? {
      forDate: row.forDate,
      mealType: row.mealType,
      bands: new Map(),
      children: 0,
      staff: 0,
      portions: 0,
      value: ZERO,
      costPerPortion: null,
    };
    meal.bands.set(row.ageBand, { children: row.children, staff: row.staff });
    meal.children += row.children;
    meal.staff += row.staff;
    meal.portions += row.children + row.staff;
    meals.set(k, meal);
  }
  for (const row of values) {
    const meal = meals.get(key(row.forDate, row.mealType));
    if (meal) meal.value = exact(row.value);
  }
  for (const meal of meals.values()) {
    const cost = costPer(meal.value, meal.portions);
    meal.costPerPortion = cost === null ? null : exact(cost);
  }
  return meals;
}

/** cost per portion (5 decimals, as the calculation shows it) × the persons: exact. */
const valueOf = (meal: DayMeal, persons: number): Exact =>
  meal.costPerPortion === null ? ZERO : multiply(meal.costPerPortion, exact(String(persons)));

/**
 * The storage reports fed by the daily meal calculations (docs/meal-calculations.md "Kitchen reports"): the month
 * report of spec 2 §9 (the cost per meal = the month's value ÷ the meals served, 5 decimals; totals 2 decimals, the PG
 * reference unrounded), the staff nutrition report and the calculations summary of a period — each read from the
 * calculations' stored rows, and each with its PDF and Excel.
 */
@Injectable()
export class KitchenReportsService {
  constructor(private readonly reports: KitchenReportsRepository) {}

  async monthReport(user: AuthUser, query: MonthReportFilter): Promise<MonthReport> {
    const kindergartenId = kindergartenOf(user);
    const [from, to] = monthBounds(query.year, query.month);
    // One statement at a time: they share the request's transaction.
    const fed = await this.reports.fed(kindergartenId, from, to);
    const values = await this.reports.mealValues(kindergartenId, from, to);
    const meals = [...dayMeals(fed, values).values()];
    const pg = query.referenceType === MonthReportType.PreschoolGroups;
    const mealTypes = [...new Set(meals.map((meal) => meal.mealType))].sort((a, b) => a - b);
    const days = [...new Set(meals.map((meal) => meal.forDate))].sort();

    /** A day's meal as the report counts it: all the bands, or the preschool groups' children valued at the cost per portion. */
    const cellOf = (meal: DayMeal | undefined, mealType: MealType): { cell: MonthReportCell; exactValue: Exact } => {
      if (!meal) {
        return {
          cell: { mealType, children: 0, staff: 0, attendancesSum: 0, value: pg ? '0' : '0.00', valueNotRounded: '0' },
          exactValue: ZERO,
        };
      }
      if (pg) {
        const children = meal.bands.get(MenuAgeBand.Senior)?.children ?? 0;
        const value = valueOf(meal, children);
        return {
          cell: { mealType, children, staff: 0, attendancesSum: children, value: text(value), valueNotRounded: text(value) },
          exactValue: value,
        };
      }
      return {
        cell: {
          mealType,
          children: meal.children,
          staff: meal.staff,
          attendancesSum: meal.portions,
          value: round(meal.value, 2),
          valueNotRounded: text(meal.value),
        },
        exactValue: meal.value,
      };
    };
    const money = (value: Exact): string => (pg ? text(value) : round(value, 2));

    const byDay = new Map(meals.map((meal) => [`${meal.forDate}|${meal.mealType}`, meal]));
    const reportDays = days.map((forDate) => {
      const cells = mealTypes.map((mealType) => cellOf(byDay.get(`${forDate}|${mealType}`), mealType));
      return {
        forDate,
        mealTypes: cells.map(({ cell }) => cell),
        totalValue: money(sum(cells.map(({ exactValue }) => exactValue))),
      };
    });

    const mealTotals = mealTypes.map((mealType) => {
      const cells = meals.filter((meal) => meal.mealType === mealType).map((meal) => cellOf(meal, mealType));
      const value = sum(cells.map(({ exactValue }) => exactValue));
      const children = cells.reduce((n, { cell }) => n + cell.children, 0);
      const staff = cells.reduce((n, { cell }) => n + cell.staff, 0);
      return {
        mealType,
        children,
        staff,
        attendancesSum: children + staff,
        value: money(value),
        valueNotRounded: text(value),
        costPerMeal: costPer(value, children + staff),
      };
    });

    const bandList = pg ? [MenuAgeBand.Senior] : menuAgeBands;
    const bands: MonthReportBand[] = bandList.flatMap((ageBand) =>
      mealTypes.flatMap((mealType) => {
        let children = 0;
        let staff = 0;
        let value = ZERO;
        let present = false;
        for (const meal of meals) {
          const band = meal.mealType === mealType ? meal.bands.get(ageBand) : undefined;
          if (!band) continue;
          present = true;
          const bandStaff = pg ? 0 : band.staff;
          children += band.children;
          staff += bandStaff;
          value = add(value, valueOf(meal, band.children + bandStaff));
        }
        if (!present) return [];
        return [
          {
            ageBand,
            mealType,
            children,
            staff,
            attendancesSum: children + staff,
            value: money(value),
            valueNotRounded: text(value),
            costPerMeal: costPer(value, children + staff),
          },
        ];
      }),
    );

    const total = sum(mealTotals.map((meal) => exact(meal.valueNotRounded)));
    const avg = sum(mealTotals.flatMap((meal) => (meal.costPerMeal === null ? [] : [exact(meal.costPerMeal)])));
    return {
      year: query.year,
      month: query.month,
      isPGReference: pg,
      mealTypes,
      columnNames: mealTypes.map((mealType) => mealTypeLabels[mealType]),
      days: reportDays,
      meals: mealTotals,
      bands,
      totalValue: money(total),
      totalValueNotRounded: text(total),
      avgMonthCost: round(avg, COST_PER_MEAL_PLACES),
      unpriced: values.reduce((n, row) => n + row.unpriced, 0),
    };
  }

  async staffNutrition(user: AuthUser, year: number, month: number): Promise<StaffNutritionReport> {
    const kindergartenId = kindergartenOf(user);
    const [from, to] = monthBounds(year, month);
    const fed = await this.reports.fed(kindergartenId, from, to);
    const values = await this.reports.mealValues(kindergartenId, from, to);
    const people = await this.reports.staffMeals(kindergartenId, from, to);
    const meals = dayMeals(fed, values);
    const mealTypes = [...new Set([...meals.values()].map((meal) => meal.mealType))].sort((a, b) => a - b);
    const days = [...new Set([...meals.values()].map((meal) => meal.forDate))].sort();
    const reportDays = days.map((forDate) => {
      const dayMealsOf = mealTypes.flatMap((mealType) => {
        const meal = meals.get(`${forDate}|${mealType}`);
        return meal ? [{ mealType, meals: meal.staff, value: valueOf(meal, meal.staff) }] : [];
      });
      return {
        forDate,
        meals: dayMealsOf.map((meal) => ({ mealType: meal.mealType, meals: meal.meals, value: text(meal.value) })),
        mealsTotal: dayMealsOf.reduce((n, meal) => n + meal.meals, 0),
        value: round(sum(dayMealsOf.map((meal) => meal.value)), 2),
      };
    });
    const totals = mealTypes.map((mealType) => {
      const ofMeal = [...meals.values()].filter((meal) => meal.mealType === mealType);
      const count = ofMeal.reduce((n, meal) => n + meal.staff, 0);
      const value = sum(ofMeal.map((meal) => valueOf(meal, meal.staff)));
      return { mealType, meals: count, value: text(value), costPerMeal: costPer(value, count) };
    });
    const persons = new Map<number, { teacherId: number; name: string; meals: Map<MealType, { meals: number; value: Exact }> }>();
    for (const row of people) {
      const person = persons.get(row.teacherId) ?? { teacherId: row.teacherId, name: row.name, meals: new Map() };
      const cell = person.meals.get(row.mealType) ?? { meals: 0, value: ZERO };
      const meal = meals.get(`${row.forDate}|${row.mealType}`);
      cell.meals += 1;
      if (meal) cell.value = add(cell.value, valueOf(meal, 1));
      person.meals.set(row.mealType, cell);
      persons.set(row.teacherId, person);
    }
    const totalValue = sum(totals.map((meal) => exact(meal.value)));
    return {
      year,
      month,
      mealTypes,
      days: reportDays,
      people: [...persons.values()].map((person) => {
        const cells = [...person.meals.entries()].sort(([a], [b]) => a - b);
        return {
          teacherId: person.teacherId,
          name: person.name,
          meals: cells.map(([mealType, cell]) => ({ mealType, meals: cell.meals, value: text(cell.value) })),
          mealsTotal: cells.reduce((n, [, cell]) => n + cell.meals, 0),
          value: round(sum(cells.map(([, cell]) => cell.value)), 2),
        };
      }),
      totals,
      mealsTotal: totals.reduce((n, meal) => n + meal.meals, 0),
      totalValue: round(totalValue, 2),
    };
  }

  async calculationsSummary(user: AuthUser, fromDate: string, toDate: string): Promise<CalculationsSummary> {
    const kindergartenId = kindergartenOf(user);
    const fed = await this.reports.fed(kindergartenId, fromDate, toDate);
    const values = await this.reports.mealValues(kindergartenId, fromDate, toDate);
    const products = await this.reports.productSums(kindergartenId, fromDate, toDate);
    const calculations = new Map<string, number>(fed.map((row) => [row.forDate, row.calculationId]));
    const days = [...calculations.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([forDate, calculationId]) => {
        const rows = fed.filter((row) => row.forDate === forDate);
        const dayValues = values.filter((row) => row.forDate === forDate);
        const maxOf = (list: number[]) => list.reduce((m, n) => Math.max(m, n), 0);
        const children = menuAgeBands.reduce(
          (n, band) => n + maxOf(rows.filter((row) => row.ageBand === band).map((row) => row.children)),
          0,
        );
        const mealTypes = [...new Set(rows.map((row) => row.mealType))];
        const staff = maxOf(
          mealTypes.map((meal) => rows.filter((row) => row.mealType === meal).reduce((n, row) => n + row.staff, 0)),
        );
        return {
          calculationId,
          forDate,
          children,
          staff,
          portions: rows.reduce((n, row) => n + row.children + row.staff, 0),
          value: round(sum(dayValues.map((row) => exact(row.value))), 2),
          unpriced: dayValues.reduce((n, row) => n + row.unpriced, 0),
        };
      });
    return {
      fromDate,
      toDate,
      days,
      products: products.map((row) => ({ ...row, quantity: text(exact(row.quantity)), value: documentMoney(row.value) })),
      portions: days.reduce((n, day) => n + day.portions, 0),
      totalValue: round(sum(values.map((row) => exact(row.value))), 2),
    };
  }

  // ---- files ----

  async monthReportFile(user: AuthUser, query: MonthReportFilter, format: 'pdf' | 'excel'): Promise<ExportFile> {
    const report = await this.monthReport(user, query);
    const places = report.isPGReference ? 10 : 2;
    const moneyCell = (value: string) =>
      report.isPGReference ? bgDecimal(value, Math.max(2, scaleOf(value))) : bgDecimal(value, 2);
    const tables: ReportTable[] = [
      {
        title: 'По видове хранене',
        columns: [
          { header: 'Хранене', kind: 'text' },
          { header: 'Деца', kind: 'integer', width: 50 },
          { header: 'Персонал', kind: 'integer', width: 60 },
          { header: 'Хранения', kind: 'integer', width: 60 },
          { header: 'Стойност, €', kind: 'decimal', places, width: 90 },
          { header: 'Цена на хранене, €', kind: 'decimal', places: COST_PER_MEAL_PLACES, width: 100 },
        ],
        rows: [
          ...report.meals.map((meal) => [
            mealTypeLabels[meal.mealType],
            meal.children,
            meal.staff,
            meal.attendancesSum,
            meal.value,
            meal.costPerMeal,
          ]),
          ['Общо', null, null, null, report.totalValue, report.avgMonthCost],
        ],
      },
      {
        title: 'По възрастови групи',
        columns: [
          { header: 'Възрастова група', kind: 'text' },
          { header: 'Хранене', kind: 'text' },
          { header: 'Деца', kind: 'integer', width: 50 },
          { header: 'Персонал', kind: 'integer', width: 60 },
          { header: 'Стойност, €', kind: 'decimal', places, width: 90 },
          { header: 'Цена на хранене, €', kind: 'decimal', places: COST_PER_MEAL_PLACES, width: 100 },
        ],
        rows: report.bands.map((band) => [
          menuAgeBandLabels[band.ageBand],
          mealTypeLabels[band.mealType],
          band.children,
          band.staff,
          band.value,
          band.costPerMeal,
        ]),
      },
      {
        title: 'По дни',
        columns: [
          { header: 'Дата', kind: 'text', width: 70 },
          ...report.mealTypes.flatMap((mealType): ReportTable['columns'] => [
            { header: `${mealTypeLabels[mealType]}: хранения`, kind: 'integer' },
            { header: `${mealTypeLabels[mealType]}: €`, kind: 'decimal', places },
          ]),
          { header: 'Общо, €', kind: 'decimal', places, width: 80 },
        ],
        rows: report.days.map((day) => [
          bgDate(day.forDate),
          ...day.mealTypes.flatMap((cell) => [cell.attendancesSum, cell.value]),
          day.totalValue,
        ]),
      },
    ];
    const subject = `${monthTitle(report.year, report.month)} · ${monthReportTypeLabels[query.referenceType]}`;
    const notes = [
      'Цена на хранене = стойността на продуктите от калкулациите ÷ броя хранения, закръглена до 5 знака; суми до 2 знака' +
        (report.isPGReference ? ' (за подготвителните групи — без закръгляне).' : '.'),
      ...(report.unpriced > 0 ? [`Продукти без наличност (без цена): ${report.unpriced} реда — не са в стойностите.`] : []),
    ];
    return this.render(user, format, 'Месечна справка за храна', subject, tables, notes, moneyCell);
  }

  async staffNutritionFile(user: AuthUser, year: number, month: number, format: 'pdf' | 'excel'): Promise<ExportFile> {
    const report = await this.staffNutrition(user, year, month);
    const tables: ReportTable[] = [
      {
        title: 'По видове хранене',
        columns: [
          { header: 'Хранене', kind: 'text' },
          { header: 'Хранения', kind: 'integer', width: 70 },
          { header: 'Стойност, €', kind: 'decimal', places: 2, width: 90 },
          { header: 'Цена на хранене, €', kind: 'decimal', places: COST_PER_MEAL_PLACES, width: 100 },
        ],
        rows: [
          ...report.totals.map((meal) => [
            mealTypeLabels[meal.mealType],
            meal.meals,
            documentMoney(meal.value),
            meal.costPerMeal,
          ]),
          ['Общо', report.mealsTotal, report.totalValue, null],
        ],
      },
      {
        title: 'По служители',
        columns: [
          { header: 'Служител', kind: 'text' },
          ...report.mealTypes.map((mealType): ReportTable['columns'][number] => ({
            header: mealTypeLabels[mealType],
            kind: 'integer',
            width: 70,
          })),
          { header: 'Хранения', kind: 'integer', width: 70 },
          { header: 'Стойност, €', kind: 'decimal', places: 2, width: 90 },
        ],
        rows: report.people.map((person) => [
          person.name,
          ...report.mealTypes.map((mealType) => person.meals.find((meal) => meal.mealType === mealType)?.meals ?? 0),
          person.mealsTotal,
          person.value,
        ]),
      },
      {
        title: 'По дни',
        columns: [
          { header: 'Дата', kind: 'text', width: 70 },
          { header: 'Хранения', kind: 'integer', width: 70 },
          { header: 'Стойност, €', kind: 'decimal', places: 2, width: 90 },
        ],
        rows: report.days.map((day) => [bgDate(day.forDate), day.mealsTotal, day.value]),
      },
    ];
    return this.render(user, format, 'Хранене на персонала', monthTitle(year, month), tables, [
      'Стойността на хранене на служител е цената на порция от калкулацията на деня (5 знака).',
    ]);
  }

  async calculationsSummaryFile(user: AuthUser, fromDate: string, toDate: string, format: 'pdf' | 'excel'): Promise<ExportFile> {
    const report = await this.calculationsSummary(user, fromDate, toDate);
    const tables: ReportTable[] = [
      {
        title: 'По дни',
        columns: [
          { header: 'Дата', kind: 'text', width: 70 },
          { header: 'Деца', kind: 'integer', width: 50 },
          { header: 'Персонал', kind: 'integer', width: 60 },
          { header: 'Хранения', kind: 'integer', width: 60 },
          { header: 'Стойност, €', kind: 'decimal', places: 2, width: 90 },
        ],
        rows: [
          ...report.days.map((day) => [bgDate(day.forDate), day.children, day.staff, day.portions, day.value]),
          ['Общо', null, null, report.portions, report.totalValue],
        ],
      },
      {
        title: 'По продукти',
        columns: [
          { header: 'Продукт', kind: 'text' },
          { header: 'Мярка', kind: 'text', width: 60 },
          { header: 'Количество', kind: 'decimal', places: 3, width: 80 },
          { header: 'Стойност, €', kind: 'decimal', places: 2, width: 90 },
        ],
        rows: report.products.map((row) => [row.productName, productUnitLabels[row.unit], row.quantity, row.value]),
      },
    ];
    return this.render(user, format, 'Калкулации за период', `${bgDate(fromDate)} – ${bgDate(toDate)}`, tables, []);
  }

  private async render(
    user: AuthUser,
    format: 'pdf' | 'excel',
    title: string,
    subject: string,
    tables: ReportTable[],
    notes: string[],
    moneyCell?: (value: string) => string,
  ): Promise<ExportFile> {
    return reportTablesFile({
      format,
      title,
      subject,
      kindergartenName: await this.reports.kindergartenName(kindergartenOf(user)),
      tables,
      notes,
      // The money columns in the report's own rounding; the cost per meal always to its 5 places.
      decimalText: (value, column) =>
        moneyCell && column.places !== COST_PER_MEAL_PLACES ? moneyCell(value) : bgDecimal(value, column.places ?? 2),
    });
  }
}

const scaleOf = (value: string): number => value.split('.')[1]?.length ?? 0;
