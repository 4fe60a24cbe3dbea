import { excelSheet, type ExcelColumn, renderWorkbook } from './excel.js';
import { exportFile, type ExportFile } from './file-download.js';
import { bgDecimal } from './format.js';
import { renderPdf } from './pdf-renderer.js';

/** A column of a report's table: text, a whole number, or a decimal string shown to `places` (2 by default). */
export interface ReportColumn {
  header: string;
  kind: 'text' | 'integer' | 'decimal';
  places?: number;
  /** The PDF column's width in points (else it shares the rest). */
  width?: number;
}

/** A report's table as its files show it: a title, the columns and the rows of raw values (decimals as strings). */
export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  rows: (string | number | null)[][];
}

type Row = ReportTable['rows'][number];

/**
 * A report made of tables as a file (docs/exports.md): Excel — a sheet per table (its name made valid and unique by the
 * workbook), numbers as numbers and decimals to their places; PDF — A4 landscape, a table per table, the figures on the
 * right, an empty figure as „—“, then the notes. `decimalText` shows a decimal cell in the PDF when the report rounds its
 * own way (else `bgDecimal` to the column's places).
 */
export async function reportTablesFile(report: {
  format: 'pdf' | 'excel';
  title: string;
  subject: string;
  kindergartenName: string;
  tables: readonly ReportTable[];
  notes?: readonly string[];
  decimalText?: (value: string, column: ReportColumn) => string;
}): Promise<ExportFile> {
  const { title, subject, tables } = report;
  if (report.format === 'excel') {
    const sheets = tables.map((table) =>
      excelSheet<Row>({
        name: table.title,
        columns: table.columns.map((column, index): ExcelColumn<Row> => {
          const value = (row: Row) => row[index] ?? null;
          if (column.kind === 'integer')
            return { header: column.header, type: 'integer', value: (row) => value(row) as number | null };
          if (column.kind === 'decimal') {
            return {
              header: column.header,
              type: 'decimal',
              places: column.places ?? 2,
              value: (row) => value(row) as string | null,
            };
          }
          return { header: column.header, type: 'text', value: (row) => value(row) as string | null };
        }),
        rows: table.rows,
      }),
    );
    return exportFile('excel', await renderWorkbook(sheets), { title, subject });
  }
  const decimalText = report.decimalText ?? ((value: string, column: ReportColumn) => bgDecimal(value, column.places ?? 2));
  const document = await renderPdf({
    title,
    subtitle: subject,
    kindergartenName: report.kindergartenName,
    orientation: 'landscape',
    blocks: [
      ...tables.map((table) => ({
        kind: 'table' as const,
        title: table.title,
        columns: table.columns.map((column) => ({
          header: column.header,
          width: column.width ?? ('*' as const),
          align: column.kind === 'text' ? ('left' as const) : ('right' as const),
        })),
        rows: table.rows.map((row) =>
          row.map((cell, index) => {
            const column = table.columns[index]!;
            if (cell === null) return column.kind === 'text' ? '' : '—';
            return column.kind === 'decimal' && typeof cell === 'string' ? decimalText(cell, column) : cell;
          }),
        ),
      })),
      ...(report.notes ?? []).map((note) => ({ kind: 'paragraph' as const, text: note, style: 'note' as const })),
    ],
  });
  return exportFile('pdf', document, { title, subject });
}
