import ExcelJS from 'exceljs';
import request from 'supertest';
import type { TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

/** The references' calls and their exports (docs/payment-references.md). */
export const REFERENCES_BASE = '/api/activities/payments/references';

/** A reference's (or an export's) path under REFERENCES_BASE with the query, added to a query it may already have. */
export const referenceUrl = (path: string, query: Record<string, unknown>): string => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${REFERENCES_BASE}/${path}${path.includes('?') ? '&' : '?'}${search}`;
};

/** The bytes of a file answer. */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** Downloads an export as `auth` expecting 200; the answer's body is the file's bytes. */
export const downloadReference = (
  t: TestApp,
  path: string,
  query: Record<string, unknown>,
  auth: Record<string, string>,
): Promise<request.Response> => request(t.http).get(referenceUrl(path, query)).set(auth).buffer(true).parse(binary).expect(200);

/** The text of every page of a PDF, one string. */
export const pdfText = async (pdf: Buffer): Promise<string> => (await pdfPages(pdf)).join('\n');

/** The first sheet of a workbook: its rows, each from its first column (ExcelJS counts rows and columns from 1). */
export async function sheetRows(workbookBytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(workbookBytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!.getSheetValues()
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));
}
