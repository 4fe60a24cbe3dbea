import { Injectable } from '@nestjs/common';
import {
  type BatchPaymentsReference,
  type BatchPaymentsReferenceQuery,
  type BatchPaymentsReferenceRow,
  type CashedReference,
  type CashedReferenceQuery,
  type CashedReferenceRow,
  type CashiersReference,
  type CashiersReferenceQuery,
  type CashiersReferenceExportQuery,
  type CashiersReferenceRow,
  type ClassesReference,
  type ClassesReferenceRow,
  FeeAmountBasis,
  type FeeReferenceQuery,
  type FeeTotals,
  type KindergartenReference,
  type KindergartenReferenceRow,
  type Month,
  monthLabels,
  paymentMethodLabels,
  paymentReferenceMessages as messages,
  PaymentSource,
  paymentSourceLabels,
  type PaymentTotals,
  type StudentsReference,
  type StudentsReferenceQuery,
  type StudentsReferenceRow,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDecimal,
  excelSheet,
  type ExcelColumn,
  exportFile,
  type ExportFile,
  fromCents,
  type PdfBlock,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import { daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import {
  type FeeFilters,
  type PageSlice,
  type PaymentFilters,
  PaymentReferencesRepository,
  type ReferenceFilters,
} from '../data/payment-references.repository.js';

type ExportType = 'pdf' | 'excel';

interface PeriodQuery {
  month?: number | undefined;
  year?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}
type Filtered = PeriodQuery & {
  providerId?: number | undefined;
  activityId?: number | undefined;
  classId?: number | undefined;
  paymentSource?: PaymentSource | undefined;
};
type PaymentQuery = Filtered & { paymentMethod?: number | undefined; cashierId?: number | undefined };
type Paging = { pageNumber: number; pageSize: number };

/** A column of a report, written once for the PDF and the workbook. */
interface ReportColumn<Row> {
  header: string;
  kind: 'text' | 'integer' | 'money' | 'date';
  value: (row: Row) => string | number | null;
  width?: number;
}

/** Everything an export needs: its title, its period, its columns, its rows and the line of totals. */
interface Report<Row> {
  title: string;
  subject: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  total: Row;
  /** Lines under the table (the sums per method). */
  notes?: string[];
  /** Extra PDF blocks after the main table (a batch's fees). */
  details?: PdfBlock[];
}

const EVERY_ROW: PageSlice = { limit: null, offset: 0 };

const money = (cents: number): string => `${bgDecimal(fromCents(cents))} €`;
const monthOf = (year: number, month: number): string => `${monthLabels[month as Month]} ${year}`;
const methodLabel = (method: number): string => paymentMethodLabels[method as keyof typeof paymentMethodLabels] ?? '—';

const feeColumns = <Row extends FeeTotals>(): ReportColumn<Row>[] => [
  { header: 'Деца', kind: 'integer', value: (row) => row.children, width: 45 },
  { header: 'Такси', kind: 'integer', value: (row) => row.fees, width: 45 },
  { header: 'Начислено', kind: 'money', value: (row) => row.chargedCents, width: 75 },
  { header: 'Платено', kind: 'money', value: (row) => row.paidCents, width: 75 },
  { header: 'Неплатено', kind: 'money', value: (row) => row.unpaidCents, width: 75 },
];

const byMethodNotes = (totals: PaymentTotals): string[] =>
  totals.byMethod.map((item) => `${methodLabel(item.method)}: ${item.payments} плащания, ${money(item.amountCents)}`);

/**
 * The payment references (spec 2 §7.2 "Reports under activities/payments/references/"; docs/payment-references.md):
 * each reference is one statement of the repository; its exports render the same rows (all of them, not a page).
 */
@Injectable()
export class PaymentReferencesService {
  constructor(private readonly references: PaymentReferencesRepository) {}

  async kindergarten(user: AuthUser, query: FeeReferenceQuery): Promise<KindergartenReference> {
    const filters = await this.feeFilters(user, query);
    return { fromDate: filters.fromDate, toDate: filters.toDate, ...(await this.references.kindergarten(filters)) };
  }

  async classes(user: AuthUser, query: FeeReferenceQuery): Promise<ClassesReference> {
    const filters = await this.feeFilters(user, query);
    return { fromDate: filters.fromDate, toDate: filters.toDate, ...(await this.references.classes(filters)) };
  }

  async students(user: AuthUser, query: StudentsReferenceQuery, page: PageSlice = pageOf(query)): Promise<StudentsReference> {
    const filters = await this.feeFilters(user, query);
    const answer = await this.references.students(filters, page, orderOf(query));
    return { fromDate: filters.fromDate, toDate: filters.toDate, ...answer };
  }

  async cashiers(user: AuthUser, query: CashiersReferenceQuery, page: PageSlice = pageOf(query)): Promise<CashiersReference> {
    const filters = await this.paymentFilters(user, query);
    return { fromDate: filters.fromDate, toDate: filters.toDate, ...(await this.references.cashiers(filters, page)) };
  }

  async batchPayments(
    user: AuthUser,
    query: BatchPaymentsReferenceQuery,
    page: PageSlice = pageOf(query),
  ): Promise<BatchPaymentsReference> {
    const filters = await this.paymentFilters(user, query);
    return { fromDate: filters.fromDate, toDate: filters.toDate, ...(await this.references.batchPayments(filters, page)) };
  }

  async cashed(user: AuthUser, query: CashedReferenceQuery, page: PageSlice = pageOf(query)): Promise<CashedReference> {
    const filters = await this.paymentFilters(user, query);
    const answer = await this.references.cashed(filters, page, orderOf(query));
    return { fromDate: filters.fromDate, toDate: filters.toDate, ...answer };
  }

  async kindergartenExport(user: AuthUser, type: ExportType, query: FeeReferenceQuery): Promise<ExportFile> {
    const reference = await this.kindergarten(user, query);
    const columns: ReportColumn<KindergartenReferenceRow>[] = [
      { header: 'Дейност', kind: 'text', value: (row) => row.activityName },
      { header: 'Доставчик', kind: 'text', value: (row) => row.providerName },
      { header: 'Събиране', kind: 'text', value: (row) => (row.activityId ? paymentSourceLabels[row.paymentSource] : null) },
      ...feeColumns<KindergartenReferenceRow>(),
    ];
    const total = {
      ...reference.totals,
      activityId: 0,
      activityName: 'Общо',
      providerName: '',
      paymentSource: PaymentSource.Unspecified,
    };
    return this.render(user, type, {
      title: 'Справка по детска градина',
      subject: periodLabel(query),
      columns,
      rows: reference.rows,
      total,
    });
  }

  async classesExport(user: AuthUser, type: ExportType, query: FeeReferenceQuery): Promise<ExportFile> {
    const reference = await this.classes(user, query);
    const columns: ReportColumn<ClassesReferenceRow>[] = [
      { header: 'Група', kind: 'text', value: (row) => row.className ?? (row.activityId ? 'Без група' : null) },
      { header: 'Дейност', kind: 'text', value: (row) => row.activityName },
      ...feeColumns<ClassesReferenceRow>(),
    ];
    const total = { ...reference.totals, classId: null, className: 'Общо', activityId: 0, activityName: '' };
    return this.render(user, type, {
      title: 'Справка по групи',
      subject: periodLabel(query),
      columns,
      rows: reference.rows,
      total,
    });
  }

  async studentsExport(user: AuthUser, type: ExportType, query: StudentsReferenceQuery): Promise<ExportFile> {
    const reference = await this.students(user, query, EVERY_ROW);
    const columns: ReportColumn<StudentsReferenceRow>[] = [
      { header: 'Дете', kind: 'text', value: (row) => row.studentName },
      { header: 'Група', kind: 'text', value: (row) => row.className },
      { header: 'Такси', kind: 'integer', value: (row) => row.fees, width: 45 },
      { header: 'Начислено', kind: 'money', value: (row) => row.chargedCents, width: 75 },
      { header: 'Платено', kind: 'money', value: (row) => row.paidCents, width: 75 },
      { header: 'Неплатено', kind: 'money', value: (row) => row.unpaidCents, width: 75 },
    ];
    const total = { ...reference.totals, studentId: 0, studentName: 'Общо', className: null };
    return this.render(user, type, {
      title: 'Справка по деца',
      subject: periodLabel(query),
      columns,
      rows: reference.result,
      total,
    });
  }

  async cashiersExport(user: AuthUser, type: ExportType, query: CashiersReferenceExportQuery): Promise<ExportFile> {
    const reference = await this.cashiers(user, { ...query, pageNumber: 1, pageSize: 1 }, EVERY_ROW);
    const columns: ReportColumn<CashiersReferenceRow>[] = [
      { header: 'Дата', kind: 'date', value: (row) => row.paidOn || null, width: 70 },
      {
        header: 'Касиер',
        kind: 'text',
        value: (row) => row.cashierName ?? (row.paidOn ? 'Без касиер (онлайн)' : null),
      },
      { header: 'Начин на плащане', kind: 'text', value: (row) => (row.paidOn ? methodLabel(row.method) : null) },
      { header: 'Плащания', kind: 'integer', value: (row) => row.payments, width: 60 },
      { header: 'Сума', kind: 'money', value: (row) => row.amountCents, width: 80 },
    ];
    const total = {
      cashierId: null,
      cashierName: 'Общо',
      paidOn: '',
      method: 0,
      payments: reference.totals.payments,
      amountCents: reference.totals.amountCents,
    };
    return this.render(user, type, {
      title: 'Справка по касиери',
      subject: periodLabel(query),
      columns,
      rows: reference.result,
      total,
      notes: byMethodNotes(reference.totals),
    });
  }

  async batchPaymentsExport(user: AuthUser, type: ExportType, query: BatchPaymentsReferenceQuery): Promise<ExportFile> {
    const reference = await this.batchPayments(user, query, EVERY_ROW);
    type Line = Omit<BatchPaymentsReferenceRow, 'fees'> & { feeCount: number };
    const columns: ReportColumn<Line>[] = [
      { header: 'Дата', kind: 'date', value: (row) => row.paidOn || null, width: 70 },
      { header: 'Квитанция №', kind: 'integer', value: (row) => row.receiptNumber, width: 70 },
      { header: 'Платец', kind: 'text', value: (row) => row.payerName },
      { header: 'Касиер', kind: 'text', value: (row) => row.cashierName },
      { header: 'Начин на плащане', kind: 'text', value: (row) => (row.paidOn ? methodLabel(row.method) : null) },
      { header: 'Такси', kind: 'integer', value: (row) => row.feeCount, width: 45 },
      { header: 'Сума', kind: 'money', value: (row) => row.amountCents, width: 80 },
    ];
    const total = {
      batchId: 0,
      paidOn: '',
      receiptNumber: null,
      payerName: 'Общо',
      cashierName: null,
      method: 0,
      amountCents: reference.totals.amountCents,
      feeCount: reference.totals.payments,
    } as Line;
    const details: PdfBlock[] = reference.result.map((batch) => ({
      kind: 'table',
      title: `Групово плащане от ${bgDate(batch.paidOn)}${batch.receiptNumber ? `, квитанция № ${batch.receiptNumber}` : ''}`,
      columns: [
        { header: 'Дете' },
        { header: 'Дейност' },
        { header: 'Месец', width: 90 },
        { header: 'Сума', width: 80, align: 'right' },
      ],
      rows: batch.fees.map((fee) => [fee.studentName, fee.activityName, monthOf(fee.year, fee.month), money(fee.amountCents)]),
    }));
    return this.render(user, type, {
      title: 'Справка за групови плащания',
      subject: periodLabel(query),
      columns,
      rows: reference.result.map(({ fees, ...batch }) => ({ ...batch, feeCount: fees.length })),
      total,
      details,
    });
  }

  async cashedExport(user: AuthUser, type: ExportType, query: CashedReferenceQuery): Promise<ExportFile> {
    const reference = await this.cashed(user, query, EVERY_ROW);
    const columns: ReportColumn<CashedReferenceRow>[] = [
      { header: 'Дата', kind: 'date', value: (row) => row.paidOn || null, width: 65 },
      { header: 'Дете', kind: 'text', value: (row) => row.studentName },
      { header: 'Група', kind: 'text', value: (row) => row.className },
      { header: 'Дейност', kind: 'text', value: (row) => row.activityName },
      { header: 'Месец', kind: 'text', value: (row) => (row.year ? monthOf(row.year, row.month) : null), width: 80 },
      { header: 'Начин на плащане', kind: 'text', value: (row) => (row.paidOn ? methodLabel(row.method) : null) },
      { header: 'Касиер', kind: 'text', value: (row) => row.cashierName },
      { header: 'Квитанция №', kind: 'integer', value: (row) => row.receiptNumber, width: 60 },
      { header: 'Сума', kind: 'money', value: (row) => row.amountCents, width: 70 },
    ];
    const total = {
      paymentId: 0,
      paidOn: '',
      studentName: 'Общо',
      className: null,
      activityName: '',
      providerName: '',
      year: 0,
      month: 0,
      method: 0,
      cashierName: null,
      receiptNumber: null,
      amountCents: reference.totals.amountCents,
    } as CashedReferenceRow;
    return this.render(user, type, {
      title: 'Справка за събрани плащания',
      subject: periodLabel(query),
      columns,
      rows: reference.result,
      total,
      notes: byMethodNotes(reference.totals),
    });
  }

  /** The report as a landscape PDF (its table, the totals line, the notes) or a one-sheet workbook. */
  private async render<Row>(user: AuthUser, type: ExportType, report: Report<Row>): Promise<ExportFile> {
    const name = { title: report.title, subject: report.subject };
    const rows = [...report.rows, report.total];
    if (type === 'excel') {
      const sheet = excelSheet<Row>({
        name: report.title,
        columns: report.columns.map((column) => excelColumn(column)),
        rows,
      });
      return exportFile('excel', await renderWorkbook([sheet]), name);
    }
    const pdf = await renderPdf({
      title: report.title,
      subtitle: report.subject,
      kindergartenName: await this.references.kindergartenName(kindergartenOf(user)),
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: report.columns.map((column) => ({
            header: column.header,
            ...(column.width ? { width: column.width } : {}),
            ...(column.kind === 'integer' || column.kind === 'money' ? { align: 'right' as const } : {}),
          })),
          rows: (report.rows.length ? rows : []).map((row) => report.columns.map((column) => pdfCell(column, row))),
        },
        ...(report.notes ?? []).map((text) => ({ kind: 'paragraph' as const, text })),
        ...(report.details ?? []),
      ],
    });
    return exportFile('pdf', pdf, name);
  }

  private async feeFilters(user: AuthUser, query: FeeReferenceQuery): Promise<FeeFilters> {
    return { ...(await this.filters(user, query, null)), paidOnly: query.amountBasis === FeeAmountBasis.PaidAmount };
  }

  private async paymentFilters(user: AuthUser, query: PaymentQuery): Promise<PaymentFilters> {
    return {
      ...(await this.filters(user, query, query.cashierId ?? null)),
      paymentMethod: query.paymentMethod ?? null,
      cashierId: query.cashierId ?? null,
    };
  }

  /** The period and the filters; an activity, group, provider or cashier not of the kindergarten is not found. */
  private async filters(user: AuthUser, query: Filtered, cashierId: number | null): Promise<ReferenceFilters> {
    const kindergartenId = kindergartenOf(user);
    const ids = {
      activityId: query.activityId ?? null,
      classId: query.classId ?? null,
      providerId: query.providerId ?? null,
      cashierId,
    };
    if (ids.activityId !== null || ids.classId !== null || ids.providerId !== null || ids.cashierId !== null) {
      const checks = await this.references.filterChecks(kindergartenId, ids);
      if (!checks.activity) throw new NotFoundError(messages.activityNotFound);
      if (!checks.class) throw new NotFoundError(messages.classNotFound);
      if (!checks.provider) throw new NotFoundError(messages.providerNotFound);
      if (!checks.cashier) throw new NotFoundError(messages.cashierNotFound);
    }
    const { fromDate, toDate } = periodOf(query);
    return {
      kindergartenId,
      fromDate,
      toDate,
      ...ids,
      // Unspecified (0) is "all", as no filter.
      paymentSource: query.paymentSource || null,
    };
  }
}

function kindergartenOf(user: AuthUser): number {
  if (user.kindergartenId === null) throw new ForbiddenError('Изберете детска градина.');
  return user.kindergartenId;
}

/** The period of a reference: the month when month and year are given, else fromDate – toDate (the schema ensures one). */
function periodOf(query: PeriodQuery): { fromDate: string; toDate: string } {
  if (query.month !== undefined && query.year !== undefined) {
    const days = daysOfMonth(query.year, query.month);
    return { fromDate: days[0]!, toDate: days.at(-1)! };
  }
  return { fromDate: query.fromDate!, toDate: query.toDate! };
}

function periodLabel(query: PeriodQuery): string {
  if (query.month !== undefined && query.year !== undefined) return monthOf(query.year, query.month);
  return `${bgDate(query.fromDate!)} – ${bgDate(query.toDate!)}`;
}

function pageOf(query: Paging): PageSlice {
  return { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize };
}

function orderOf(query: { orderByColumn?: string | undefined; orderByDescending?: boolean | undefined }) {
  return { column: query.orderByColumn, descending: query.orderByDescending ?? false };
}

function pdfCell<Row>(column: ReportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null || value === '') return '';
  if (column.kind === 'money') return money(Number(value));
  if (column.kind === 'date') return bgDate(String(value));
  return String(value);
}

function excelColumn<Row>(column: ReportColumn<Row>): ExcelColumn<Row> {
  const value = (row: Row) => {
    const cell = column.value(row);
    return cell === '' ? null : cell;
  };
  switch (column.kind) {
    case 'money':
      return {
        header: column.header,
        type: 'decimal',
        places: 2,
        value: (row) => {
          const cell = value(row);
          return cell === null ? null : fromCents(Number(cell));
        },
      };
    case 'integer':
      return { header: column.header, type: 'integer', value: (row) => value(row) as number | null };
    case 'date':
      return { header: column.header, type: 'date', value: (row) => value(row) as string | null };
    default:
      return { header: column.header, type: 'text', value: (row) => value(row) as string | null };
  }
}
