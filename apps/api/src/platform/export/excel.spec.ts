import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { excelSheet, excelSheetName, renderWorkbook, writeWorkbook } from './excel.js';
import { fromCents } from './format.js';

interface Payment {
  child: string;
  group: string;
  count: number | string;
  amount: string;
  cents: number;
  day: string;
  paidAt: Date;
  cash: boolean;
}

const payments: Payment[] = [
  {
    child: 'Елена Димитрова',
    group: 'Слънчице',
    count: 3,
    amount: '12.5',
    cents: 1999,
    day: '2026-11-21',
    paidAt: new Date('2026-11-21T07:05:00Z'),
    cash: true,
  },
  {
    child: 'Иван Петров',
    group: 'Пчелички',
    count: '12',
    amount: '0.1',
    cents: -5,
    day: '2026-07-01',
    paidAt: new Date('2026-07-01T21:30:00Z'),
    cash: false,
  },
];

const paymentsSheet = (rows: Iterable<Payment> | AsyncIterable<Payment>, name = 'Плащания') =>
  excelSheet<Payment>({
    name,
    columns: [
      { header: 'Дете', type: 'text', value: (row) => row.child },
      { header: 'Група', type: 'text', value: (row) => row.group },
      { header: 'Брой дни', type: 'integer', value: (row) => row.count },
      { header: 'Сума', type: 'decimal', places: 2, value: (row) => row.amount },
      { header: 'Надплатено', type: 'decimal', places: 2, value: (row) => fromCents(row.cents) },
      { header: 'Дата', type: 'date', value: (row) => row.day },
      { header: 'Платено на', type: 'dateTime', value: (row) => row.paidAt },
      { header: 'В брой', type: 'boolean', value: (row) => row.cash },
    ],
    rows,
  });

async function readBack(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('Excel builder', () => {
  it('writes typed columns under bold Bulgarian headers, frozen and filtered', async () => {
    const workbook = await readBack(await renderWorkbook([paymentsSheet(payments)]));
    const sheet = workbook.getWorksheet('Плащания')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Дете',
      'Група',
      'Брой дни',
      'Сума',
      'Надплатено',
      'Дата',
      'Платено на',
      'В брой',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:H1');

    const [first, second] = [sheet.getRow(2), sheet.getRow(3)];
    expect(first.getCell(1).value).toBe('Елена Димитрова');
    expect(first.getCell(3).value).toBe(3);
    expect(second.getCell(3).value).toBe(12);
    expect(first.getCell(4).value).toBe(12.5);
    expect(first.getCell(4).numFmt).toBe('#,##0.00');
    expect(first.getCell(5).value).toBe(19.99);
    expect(second.getCell(5).value).toBe(-0.05);
    // Real dates: a calendar day stays that day; a moment is Sofia's wall clock (9:05 in winter, 0:30 next day in summer).
    expect(first.getCell(6).value).toEqual(new Date('2026-11-21T00:00:00Z'));
    expect(first.getCell(6).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(7).value).toEqual(new Date('2026-11-21T09:05:00Z'));
    expect(second.getCell(7).value).toEqual(new Date('2026-07-02T00:30:00Z'));
    expect(first.getCell(7).numFmt).toBe('dd.mm.yyyy h:mm');
    expect([first.getCell(8).value, second.getCell(8).value]).toEqual(['Да', 'Не']);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(6).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Елена Димитрова'.length);
    expect(sheet.getColumn(1).width).toBeLessThanOrEqual(60);
  });

  it('refuses a value of the wrong kind instead of writing a wrong number', async () => {
    await expect(renderWorkbook([paymentsSheet([{ ...payments[0]!, amount: '12,50' }])])).rejects.toThrow('Not a decimal');
    await expect(renderWorkbook([paymentsSheet([{ ...payments[0]!, count: 1.5 }])])).rejects.toThrow('Not an integer');
  });

  it('names sheets as Excel allows: at most 31 characters, no reserved characters, unique', async () => {
    expect(excelSheetName('Присъствия на деца в група „Слънчице“ за ноември')).toHaveLength(31);
    expect(excelSheetName('Такси: 2026/2027 [ноември]?')).toBe('Такси 2026 2027 ноември');
    expect(excelSheetName('   ')).toBe('Лист');
    expect(excelSheetName('Плащания', new Set(['плащания']))).toBe('Плащания (2)');
    const workbook = await readBack(await renderWorkbook([paymentsSheet(payments), paymentsSheet([], 'плащания')]));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Плащания', 'плащания (2)']);
    expect(workbook.worksheets[1]!.rowCount).toBe(1);
  });

  it('streams 10,000 rows from an async iterable, writing the file while rows are still being made', async () => {
    // Enough rows for the zip to flush most of the file before the last row is made (about three quarters of it at
    // 5,000); a writer that held the rows would write nothing until then. How long a large export takes and how much
    // memory it holds are measurements, not a unit test's business: on a shared machine they measure the neighbours.
    const ROWS = 10_000;
    let bytes = 0;
    let bytesWhenLastRowWasMade = -1;
    async function* rows(): AsyncIterable<Payment> {
      for (let index = 0; index < ROWS; index++) {
        if (index === ROWS - 1) bytesWhenLastRowWasMade = bytes;
        yield { ...payments[index % 2]!, child: `Дете ${index + 1}`, cents: index };
      }
    }
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await writeWorkbook([paymentsSheet(rows())], output);
    expect(bytesWhenLastRowWasMade).toBeGreaterThan(bytes / 2);
  });
});
