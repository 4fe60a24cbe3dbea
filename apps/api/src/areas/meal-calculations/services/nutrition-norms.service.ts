import { Injectable } from '@nestjs/common';
import {
  compareWithNorm,
  MenuAgeBand,
  menuAgeBandLabels,
  menuAgeBands,
  type NormGroup,
  type NormIndicator,
  type NormReport,
  type NormReportBand,
  NORM_TOLERANCE_PERCENT,
  normNutrients,
  type NutritionNorm,
  type NutritionNormInput,
  type NutritionNormList,
  nutritionNormMessages as messages,
  type RecapNormReport,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, type ExportFile, type ReportTable, reportTablesFile } from '../../../platform/export/index.js';
import { kindergartenOf } from '../../storage/services/kindergarten-of.js';
import { type IntakeRow, NutritionNormsRepository } from '../data/nutrition-norms.repository.js';

const pad = (n: number): string => String(n).padStart(2, '0');
const lastDay = (month: string): string => {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return `${month}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
};
const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (;;) {
    const text = `${year}-${pad(month)}`;
    months.push(text);
    if (text >= to) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
};

interface IndicatorDef {
  key: string;
  label: string;
  unit: 'kcal' | 'g';
  /** The day's intake of the indicator (null: unknown). */
  value: (day: IntakeRow) => string | null;
  /** The norm's figure of the indicator (null: not entered). */
  normOf: (norm: NutritionNorm) => string | null;
}

/** The nutrients, then the product groups that were eaten or have a norm, by the groups' order (Bulgarian names). */
function indicatorDefs(groups: NormGroup[], rows: IntakeRow[], norms: Iterable<NutritionNorm>): IndicatorDef[] {
  const used = new Set<number>();
  for (const row of rows) for (const id of Object.keys(row.groups)) used.add(Number(id));
  for (const norm of norms) for (const group of norm.groups) used.add(group.categoryId);
  return [
    ...normNutrients.map((nutrient): IndicatorDef => ({
      key: nutrient.key,
      label: nutrient.label,
      unit: nutrient.unit,
      value: (day) => day[nutrient.key],
      normOf: (norm) => norm[nutrient.key],
    })),
    ...groups
      .filter((group) => used.has(group.id))
      .map((group): IndicatorDef => ({
        key: `group:${group.id}`,
        label: group.name,
        unit: 'g',
        // A group the day did not include is a known 0 g.
        value: (day) => day.groups[String(group.id)] ?? '0.00',
        normOf: (norm) => norm.groups.find((row) => row.categoryId === group.id)?.grams ?? null,
      })),
  ];
}

function compare(def: IndicatorDef, days: IntakeRow[], norms: Map<number, NutritionNorm>) {
  return compareWithNorm(
    days.map((day) => {
      const norm = day.normId === null ? undefined : norms.get(day.normId);
      return { value: def.value(day), norm: norm ? def.normOf(norm) : null };
    }),
  );
}

/** How a compared indicator reads in words (never colour alone). */
export function verdict(indicator: Pick<NormIndicator, 'norm' | 'deviationPercent' | 'outside'>): string {
  if (indicator.norm === null) return messages.notEntered;
  if (indicator.deviationPercent === null) return 'Няма данни';
  if (!indicator.outside) return 'В нормата';
  return indicator.deviationPercent.startsWith('-') ? 'Под нормата' : 'Над нормата';
}

/**
 * The nutrition norms (the master's table, versioned by the date each act came into force) and the norm reports of the
 * kitchen: docs/meal-calculations.md "Nutrition norms".
 */
@Injectable()
export class NutritionNormsService {
  constructor(private readonly norms: NutritionNormsRepository) {}

  async list(): Promise<NutritionNormList> {
    return { norms: await this.norms.list(), groups: await this.norms.groups() };
  }

  async get(id: number): Promise<NutritionNorm> {
    const norm = await this.norms.get(id);
    if (!norm) throw new NotFoundError(messages.notFound);
    return norm;
  }

  async save(id: number | null, body: NutritionNormInput): Promise<SaveResult> {
    if (id !== null && !(await this.norms.get(id))) throw new NotFoundError(messages.notFound);
    const categoryIds = body.groups.map((group) => group.categoryId);
    const topLevel = categoryIds.length > 0 ? await this.norms.topLevel(categoryIds) : new Set<number>();
    const errors: Record<string, string[]> = {};
    body.groups.forEach((group, index) => {
      if (!topLevel.has(group.categoryId)) errors[`groups.${index}.categoryId`] = [messages.category];
    });
    if (Object.keys(errors).length > 0) throw new BadInputError(messages.category, errors);
    if (await this.norms.taken(body.ageBand, body.effectiveFrom, id)) throw new ConflictError(messages.duplicate);
    return { isSuccessful: true, entityId: await this.norms.save(id, body) };
  }

  async remove(id: number): Promise<void> {
    if ((await this.norms.remove(id)) === 0) throw new NotFoundError(messages.notFound);
  }

  async report(user: AuthUser, from: string, to: string, band: MenuAgeBand | undefined): Promise<NormReport> {
    const kindergartenId = kindergartenOf(user);
    // One statement at a time: they share the request's transaction.
    const rows = await this.norms.intake(kindergartenId, from, to, band ?? null);
    const normIds = [...new Set(rows.flatMap((row) => (row.normId === null ? [] : [row.normId])))];
    const norms = new Map((normIds.length > 0 ? await this.norms.byIds(normIds) : []).map((norm) => [norm.id, norm]));
    const groups = await this.norms.groups();
    const unattributed = await this.norms.unattributed(kindergartenId, from, to);
    const defs = indicatorDefs(groups, rows, norms.values());
    const bandList = band ? [band] : menuAgeBands.filter((b) => rows.some((row) => row.ageBand === b));
    const bands: NormReportBand[] = bandList.map((ageBand) => {
      const days = rows.filter((row) => row.ageBand === ageBand);
      const used = [...new Set(days.flatMap((day) => (day.normId === null ? [] : [day.normId])))];
      return {
        ageBand,
        days: days.map((day) => ({
          forDate: day.forDate,
          children: day.children,
          normId: day.normId,
          values: Object.fromEntries(defs.map((def) => [def.key, def.value(day)])),
        })),
        indicators: defs.map((def) => ({ key: def.key, label: def.label, unit: def.unit, ...compare(def, days, norms) })),
        norms: used.flatMap((id) => {
          const norm = norms.get(id);
          return norm ? [{ id, effectiveFrom: norm.effectiveFrom, citation: norm.citation }] : [];
        }),
      };
    });
    return { from, to, tolerancePercent: NORM_TOLERANCE_PERCENT, groups, bands, unattributed };
  }

  async recap(user: AuthUser, fromMonth: string, toMonth: string, band: MenuAgeBand | undefined): Promise<RecapNormReport> {
    const kindergartenId = kindergartenOf(user);
    const rows = await this.norms.intake(kindergartenId, `${fromMonth}-01`, lastDay(toMonth), band ?? null);
    const normIds = [...new Set(rows.flatMap((row) => (row.normId === null ? [] : [row.normId])))];
    const norms = new Map((normIds.length > 0 ? await this.norms.byIds(normIds) : []).map((norm) => [norm.id, norm]));
    const groups = await this.norms.groups();
    const defs = indicatorDefs(groups, rows, norms.values());
    const months = monthsBetween(fromMonth, toMonth);
    const bandList = band ? [band] : menuAgeBands.filter((b) => rows.some((row) => row.ageBand === b));
    return {
      from: fromMonth,
      to: toMonth,
      months,
      tolerancePercent: NORM_TOLERANCE_PERCENT,
      groups,
      bands: bandList.map((ageBand) => ({
        ageBand,
        indicators: defs.map((def) => ({
          key: def.key,
          label: def.label,
          unit: def.unit,
          months: months.map((month) => {
            const days = rows.filter((row) => row.ageBand === ageBand && row.forDate.startsWith(month));
            const { average, norm, percentOfNorm, deviationPercent, outside } = compare(def, days, norms);
            return { month, days: days.length, average, norm, percentOfNorm, deviationPercent, outside };
          }),
        })),
      })),
    };
  }

  // ---- files ----

  async reportFile(
    user: AuthUser,
    from: string,
    to: string,
    band: MenuAgeBand | undefined,
    format: 'pdf' | 'excel',
  ): Promise<ExportFile> {
    const report = await this.report(user, from, to, band);
    const tables: ReportTable[] = report.bands.flatMap((b) => [
      {
        title: `${menuAgeBandLabels[b.ageBand]}: среднодневно на дете`,
        columns: [
          { header: 'Показател', kind: 'text' },
          { header: 'Средно', kind: 'decimal', places: 2, width: 70 },
          { header: 'Норма', kind: 'decimal', places: 2, width: 70 },
          { header: '% от нормата', kind: 'decimal', places: 1, width: 70 },
          { header: 'Отклонение, %', kind: 'decimal', places: 1, width: 70 },
          { header: 'Оценка', kind: 'text', width: 110 },
        ],
        rows: b.indicators.map((indicator) => [
          `${indicator.label}, ${indicator.unit}`,
          indicator.average,
          indicator.norm,
          indicator.percentOfNorm,
          indicator.deviationPercent,
          verdict(indicator),
        ]),
      },
      {
        title: `${menuAgeBandLabels[b.ageBand]}: по дни`,
        columns: [
          { header: 'Дата', kind: 'text', width: 70 },
          { header: 'Деца', kind: 'integer', width: 45 },
          ...b.indicators.slice(0, normNutrients.length).map((indicator): ReportTable['columns'][number] => ({
            header: `${indicator.label}, ${indicator.unit}`,
            kind: 'decimal',
            places: 2,
          })),
        ],
        rows: b.days.map((day) => [
          bgDate(day.forDate),
          day.children,
          ...normNutrients.map((nutrient) => day.values[nutrient.key] ?? null),
        ]),
      },
    ]);
    const notes = [
      'Приетото на дете на ден: нетното количество по рецептите на ястията от калкулацията за възрастовата група, ' +
        'коригирано с действително изписаното от домакина (изписано ÷ изчислено), ÷ 1 порция.',
      `Отклонение извън ±${NORM_TOLERANCE_PERCENT} % се отбелязва. Без въведена норма: „${messages.notEntered}“.`,
      ...report.bands.flatMap((b) =>
        b.norms.map(
          (norm) => `${menuAgeBandLabels[b.ageBand]}: норма в сила от ${bgDate(norm.effectiveFrom)} — ${norm.citation}`,
        ),
      ),
      ...(report.unattributed.length > 0
        ? [
            `Добавени от домакина продукти без разпределение по групи (не са включени): ${report.unattributed
              .map((row) => `${row.productName} (${bgDate(row.forDate)})`)
              .join(', ')}.`,
          ]
        : []),
    ];
    return this.render(user, format, 'Анализ на храненето спрямо нормите', `${bgDate(from)} – ${bgDate(to)}`, tables, notes);
  }

  async recapFile(
    user: AuthUser,
    fromMonth: string,
    toMonth: string,
    band: MenuAgeBand | undefined,
    format: 'pdf' | 'excel',
  ): Promise<ExportFile> {
    const recap = await this.recap(user, fromMonth, toMonth, band);
    const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;
    const tables: ReportTable[] = recap.bands.map((b) => ({
      title: menuAgeBandLabels[b.ageBand],
      columns: [
        { header: 'Показател', kind: 'text' },
        ...recap.months.flatMap((month): ReportTable['columns'] => [
          { header: `${monthLabel(month)}: средно`, kind: 'decimal', places: 2 },
          { header: `${monthLabel(month)}: % от нормата`, kind: 'decimal', places: 1 },
        ]),
      ],
      rows: b.indicators.map((indicator) => [
        `${indicator.label}, ${indicator.unit}`,
        ...indicator.months.flatMap((cell) => [cell.average, cell.percentOfNorm]),
      ]),
    }));
    const notes = [
      `% от нормата извън 100 ± ${NORM_TOLERANCE_PERCENT} се отбелязва в справката на екрана. Празно: няма норма или няма данни.`,
    ];
    return this.render(
      user,
      format,
      'Обобщен анализ на храненето спрямо нормите',
      `${monthLabel(fromMonth)} – ${monthLabel(toMonth)}`,
      tables,
      notes,
    );
  }

  private async render(
    user: AuthUser,
    format: 'pdf' | 'excel',
    title: string,
    subject: string,
    tables: ReportTable[],
    notes: string[],
  ): Promise<ExportFile> {
    const kindergartenName = await this.norms.kindergartenName(kindergartenOf(user));
    return reportTablesFile({ format, title, subject, kindergartenName, tables, notes });
  }
}
