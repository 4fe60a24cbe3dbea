import type { AuthUser } from '../../../platform/auth/auth-user.js';
import {
  excelSheet,
  type ExcelColumn,
  exportFile,
  type ExportFile,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import type { StaffRepository } from '../data/staff.repository.js';

/** A column of a table report: its header and its text or whole-number value. */
export type TableColumn<Row> = {
  header: string;
  /** The PDF's header when the full one would not fit a landscape page (explained by the report's note). */
  shortHeader?: string;
  width?: number;
} & ({ type: 'text'; value: (row: Row) => string } | { type: 'integer'; value: (row: Row) => number });

export interface TableReport<Row> {
  title: string;
  subject: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  /** A line under the table in the PDF (a legend). */
  note?: string;
}

/** One table as a landscape PDF or a one-sheet workbook, named by the file-name rule, with the kindergarten's name. */
export async function tableExport<Row>(
  staff: StaffRepository,
  user: AuthUser,
  type: 'pdf' | 'excel',
  report: TableReport<Row>,
): Promise<ExportFile> {
  const name = { title: report.title, subject: report.subject };
  if (type === 'excel') {
    const columns = report.columns.map(({ shortHeader: _short, ...column }) => column as ExcelColumn<Row>);
    return exportFile('excel', await renderWorkbook([excelSheet({ name: report.title, columns, rows: report.rows })]), name);
  }
  const pdf = await renderPdf({
    title: report.title,
    subtitle: report.subject,
    kindergartenName: await staff.kindergartenName(user.kindergartenId),
    orientation: 'landscape',
    blocks: [
      {
        kind: 'table',
        columns: report.columns.map((column, index) => ({
          header: column.shortHeader ?? column.header,
          width: column.width ?? (index === 0 ? 130 : '*'),
          align: column.type === 'integer' ? 'right' : 'left',
        })),
        rows: report.rows.map((row) => report.columns.map((column) => column.value(row))),
      },
      ...(report.note ? [{ kind: 'paragraph' as const, text: report.note, style: 'note' as const }] : []),
    ],
  });
  return exportFile('pdf', pdf, name);
}
