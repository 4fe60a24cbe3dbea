import ExcelJS from 'exceljs';
import type pg from 'pg';
import request from 'supertest';
import type { TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

/** A staff member (teachers row) of the kindergarten. */
export async function aStaffMember(db: pg.Pool, kindergartenId: number, firstName: string, lastName: string): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation) VALUES ($1, $2, $3, 'Учител') RETURNING id`,
    [kindergartenId, firstName, lastName],
  );
  return rows[0].id;
}

/** A locking day off of the kindergarten (type DayOff) on one day. */
export async function aDayOff(db: pg.Pool, kindergartenId: number, day: string, name = 'Ден на детската градина'): Promise<void> {
  await db.query(
    `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, from_date, to_date, name, type)
     SELECT $1, id, $2, $2, $3, 0 FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`,
    [kindergartenId, day, name],
  );
}

/** The body of a file download (200). */
export async function downloaded(t: TestApp, path: string, auth: Record<string, string>): Promise<Buffer> {
  const response = await request(t.http).get(path).set(auth).responseType('blob').expect(200);
  return response.body as Buffer;
}

/** The text of a downloaded PDF, pages joined. */
export async function pdfText(t: TestApp, path: string, auth: Record<string, string>): Promise<string> {
  return (await pdfPages(await downloaded(t, path, auth))).join('\n');
}

/** The first sheet of a downloaded workbook. */
export async function firstSheet(t: TestApp, path: string, auth: Record<string, string>): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloaded(t, path, auth)) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
