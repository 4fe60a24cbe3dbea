import type { AttendanceReferenceFormat } from '@kg/contracts';
import {
  bgDate,
  type ExcelColumn,
  excelSheet,
  exportFile,
  type ExportFile,
  type PdfBlock,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';

/** A column of a reference: its header, its kind (how Excel types it and PDF aligns it) and its value. */
export interface ReportColumn<Row> {
  header: string;
  kind: 'text' | 'integer' | 'date' | 'decimal';
  value: (row: Row) => string | number | null;
  width?: number;
}

/** One table of a reference, with the rows and (optionally) the totals row written "Общо". */
export interface ReportTable<Row> {
  name: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  totals?: Row;
}

export interface ReportDescription {
  title: string;
  subtitle: string;
  kindergartenName: string | null;
  landscape?: boolean;
  tables: ReportTable<never>[];
}

/** The same tables as a landscape or portrait PDF, or as one Excel sheet per table. */
export async function renderReport(format: AttendanceReferenceFormat, report: ReportDescription): Promise<ExportFile> {
  const meta = { title: report.title, subject: report.subtitle };
  const tables = report.tables as unknown as ReportTable<unknown>[];
  if (format === 'excel') {
    const sheets = tables.map((table) =>
      excelSheet<unknown>({
        name: table.name,
        columns: table.columns.map(excelColumn),
        rows: table.totals === undefined ? table.rows : [...table.rows, table.totals],
      }),
    );
    return exportFile('excel', await renderWorkbook(sheets), meta);
  }
  const blocks: PdfBlock[] = tables.map((table) => ({
    kind: 'table',
    title: report.tables.length > 1 ? table.name : undefined,
    columns: table.columns.map((column) => ({
      header: column.header,
      width: column.width ?? (column.kind === 'text' ? '*' : 'auto'),
      align: column.kind === 'text' ? 'left' : 'right',
    })),
    rows: (table.totals === undefined ? table.rows : [...table.rows, table.totals]).map((row) =>
      table.columns.map((column) => pdfCell(column, row)),
    ),
  }));
  const document = {
    title: report.title,
    subtitle: report.subtitle,
    kindergartenName: report.kindergartenName,
    orientation: report.landscape ? ('landscape' as const) : ('portrait' as const),
    blocks,
  };
  return exportFile('pdf', await renderPdf(document), meta);
}

function pdfCell<Row>(column: ReportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null) return '';
  if (column.kind === 'date') return bgDate(String(value));
  if (column.kind === 'decimal') return String(value).replace('.', ',');
  return String(value);
}

function excelColumn<Row>(column: ReportColumn<Row>): ExcelColumn<Row> {
  const read = (row: Row) => column.value(row);
  switch (column.kind) {
    case 'integer':
      return { header: column.header, type: 'integer', value: (row) => read(row) as number | null };
    case 'date':
      return { header: column.header, type: 'date', value: (row) => read(row) as string | null };
    case 'decimal':
      return { header: column.header, type: 'decimal', places: 2, value: (row) => read(row) as string | null };
    default:
      return { header: column.header, type: 'text', value: (row) => (read(row) === null ? null : String(read(row))) };
  }
}
