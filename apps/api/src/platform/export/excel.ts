import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { PRODUCT_NAME } from './pdf-document.js';
import { type DayValue, dayParts, decimalParts, sofiaClock, yesNo } from './format.js';

/**
 * Typed columns of a sheet. Each says how its value is read from a row and how Excel shows it:
 * - text: a string;
 * - integer: a whole number (a PostgreSQL bigint/count may come as its digit string);
 * - decimal: a decimal string with `places` shown ("12.50" from `numeric`, or `fromCents(1250)`) — never a float;
 * - date: a calendar day ('YYYY-MM-DD' or a Date, whose Sofia day is taken), a real Excel date shown DD.MM.YYYY;
 * - dateTime: a moment, a real Excel date-time in Sofia's wall-clock time, shown DD.MM.YYYY H:mm;
 * - boolean: "Да" / "Не".
 */
export type ExcelColumn<Row> = { header: string; width?: number } & (
  | { type: 'text'; value: (row: Row) => string | null | undefined }
  | { type: 'integer'; value: (row: Row) => number | bigint | string | null | undefined }
  | { type: 'decimal'; places: number; value: (row: Row) => string | null | undefined }
  | { type: 'date'; value: (row: Row) => DayValue | null | undefined }
  | { type: 'dateTime'; value: (row: Row) => Date | string | null | undefined }
  | { type: 'boolean'; value: (row: Row) => boolean | null | undefined }
);

export type ExcelColumnType = ExcelColumn<unknown>['type'];

/** A sheet as its author writes it: a name, typed columns and the rows (an array or an async stream of them). */
export interface ExcelSheetDefinition<Row> {
  /** The tab's name; made valid for Excel (≤ 31 characters, no []:*?/\). */
  name: string;
  columns: ExcelColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}

type Cell = string | number | Date | null;

/** A sheet with its row type erased: the cells are computed as rows stream in. */
export interface ExcelSheet {
  name: string;
  columns: { header: string; type: ExcelColumnType; places: number; width?: number }[];
  cells: AsyncIterable<Cell[]>;
}

function integerCell(value: number | bigint | string): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number === 'bigint' ? false : !Number.isSafeInteger(number)) throw new Error(`Not an integer: ${String(value)}`);
  return Number(number);
}

/** A decimal string as the number Excel stores; the digits are checked, so "12,5" or "abc" fail loudly. */
function decimalCell(value: string): number {
  const { negative, whole, fraction } = decimalParts(value);
  return Number(`${negative ? '-' : ''}${whole}.${fraction || '0'}`);
}

/** Excel has no time zones: a cell holds wall-clock fields, written as the UTC fields of a Date. */
function dayCell(value: DayValue): Date {
  const [year, month, day] = dayParts(value);
  return new Date(Date.UTC(year, month - 1, day));
}

function dateTimeCell(value: Date | string): Date {
  const clock = sofiaClock(value instanceof Date ? value : new Date(value));
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second));
}

function toCell(column: ExcelColumn<never>, value: unknown): Cell {
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'text':
      return String(value);
    case 'integer':
      return integerCell(value as number | bigint | string);
    case 'decimal':
      return decimalCell(value as string);
    case 'date':
      return dayCell(value as DayValue);
    case 'dateTime':
      return dateTimeCell(value as Date | string);
    case 'boolean':
      return yesNo(value as boolean);
  }
}

/** Defines a sheet, typed by its rows. */
export function excelSheet<Row>(definition: ExcelSheetDefinition<Row>): ExcelSheet {
  const columns = definition.columns as ExcelColumn<never>[];
  async function* cells(): AsyncIterable<Cell[]> {
    for await (const row of definition.rows) yield columns.map((column) => toCell(column, column.value(row as never)));
  }
  return {
    name: definition.name,
    columns: definition.columns.map((column) => ({
      header: column.header,
      type: column.type,
      places: column.type === 'decimal' ? column.places : 0,
      width: column.width,
    })),
    cells: cells(),
  };
}

const numberFormats: Record<ExcelColumnType, (places: number) => string | undefined> = {
  text: () => undefined,
  integer: () => '0',
  decimal: (places) => (places > 0 ? `#,##0.${'0'.repeat(places)}` : '#,##0'),
  date: () => 'dd.mm.yyyy',
  dateTime: () => 'dd.mm.yyyy h:mm',
  boolean: () => undefined,
};

const defaultWidths: Record<ExcelColumnType, number> = { text: 12, integer: 8, decimal: 12, date: 11, dateTime: 16, boolean: 6 };
const MAX_WIDTH = 60;
/** Rows read ahead to size the columns before the first row is written. */
const SAMPLE_ROWS = 200;
/** Rows written between two chances for the zip to catch up. */
const ROWS_PER_TURN = 500;

/** A valid, unique Excel sheet name: no []:*?/\, not starting or ending with ', at most 31 characters. */
export function excelSheetName(name: string, taken: ReadonlySet<string> = new Set()): string {
  const base =
    name
      .replace(/[[\]:*?/\\]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '')
      .slice(0, 31)
      .trim() || 'Лист';
  let candidate = base;
  for (let index = 2; taken.has(candidate.toLowerCase()); index++) {
    const suffix = ` (${index})`;
    candidate = `${base.slice(0, 31 - suffix.length).trim()}${suffix}`;
  }
  return candidate;
}

/** A stream of the `readable-stream` package (archiver's), which predates `writableNeedDrain`. */
interface Pipe {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

const needsDrain = (pipe: Pipe): boolean => pipe.writableNeedDrain ?? pipe._writableState?.needDrain ?? false;

/**
 * Backpressure: exceljs commits rows synchronously and its sheet stream pushes them on to the zip without waiting.
 * Every few hundred rows we wait until the compressor has taken what was written (the sheet stream's pipe, an
 * exceljs 4.4 internal, pinned) and until the reader of the file is not behind, so memory stays flat however
 * many rows come.
 */
async function catchUp(worksheet: ExcelJS.Worksheet, output: Writable): Promise<void> {
  await nextTurn();
  const pipes = (worksheet as unknown as { stream?: { pipes?: Pipe[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (needsDrain(pipe)) await new Promise<void>((resolve) => pipe.once('drain', resolve));
  if (output.writableNeedDrain) await once(output, 'drain');
}

/** How many characters a cell shows, for the column's width. */
function shownLength(cell: Cell, type: ExcelColumnType, places: number): number {
  if (cell === null) return 0;
  if (cell instanceof Date) return type === 'date' ? 10 : 16;
  if (typeof cell === 'number')
    return cell.toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places }).length;
  return Math.max(...cell.split('\n').map((line) => line.length));
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelSheet,
  name: string,
  output: Writable,
): Promise<void> {
  const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }] });
  const iterator = sheet.cells[Symbol.asyncIterator]();
  const sample: Cell[][] = [];
  let exhausted = false;
  while (sample.length < SAMPLE_ROWS) {
    const next = await iterator.next();
    if (next.done) {
      exhausted = true;
      break;
    }
    sample.push(next.value);
  }
  worksheet.columns = sheet.columns.map((column, index) => {
    const widest = Math.max(
      column.header.length * 1.1 + 2,
      defaultWidths[column.type],
      ...sample.map((row) => shownLength(row[index] ?? null, column.type, column.places) + 2),
    );
    const numFmt = numberFormats[column.type](column.places);
    return {
      key: String(index),
      width: column.width ?? Math.min(MAX_WIDTH, Math.ceil(widest)),
      style: numFmt ? { numFmt } : {},
    };
  });
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F0F0' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8C8C8C' } } };
  });
  header.commit();
  if (sheet.columns.length) worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };

  let written = 0;
  const write = async (cells: Cell[]): Promise<void> => {
    worksheet.addRow(cells).commit();
    if (++written % ROWS_PER_TURN === 0) await catchUp(worksheet, output);
  };
  for (const cells of sample) await write(cells);
  if (!exhausted) {
    for (let row = await iterator.next(); !row.done; row = await iterator.next()) await write(row.value);
  }
  worksheet.commit();
}

/**
 * Writes an .xlsx to `output` with exceljs' streaming writer: each row is committed as it is made and the sheets
 * are written one after another, so a 50,000-row sheet read from an async iterable stays flat in memory.
 * Headers are bold, the header row is frozen and filtered, the columns sized from their header and first rows.
 */
export async function writeWorkbook(sheets: readonly ExcelSheet[], output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = PRODUCT_NAME;
  workbook.created = new Date();
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const name = excelSheetName(sheet.name, taken);
    taken.add(name.toLowerCase());
    await writeSheet(workbook, sheet, name, output);
  }
  await workbook.commit();
}

/** The finished .xlsx as bytes (what a download sends). */
export async function renderWorkbook(sheets: readonly ExcelSheet[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook(sheets, output);
  if (!output.writableFinished) await once(output, 'finish');
  return Buffer.concat(chunks);
}
