import type { StoredFileType } from '@kg/contracts';
import { sniffImageType } from './image-type.js';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODT_MIMETYPE = 'mimetypeapplication/vnd.oasis.opendocument.text';

/**
 * The kind of a stored file by its content — PDF, JPEG, PNG, DOCX, XLSX or ODT — or null for anything else.
 * Office Open XML and OpenDocument files are ZIP archives: DOCX/XLSX hold `[Content_Types].xml` and a `word/` or
 * `xl/` part (the names are in the local headers, uncompressed); an ODT starts with its uncompressed `mimetype`
 * entry (ODF 1.2 §3.3). The name and the type the browser sent are never trusted.
 */
export function sniffStoredFileType(data: Buffer): StoredFileType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImageType(data);
  if (image === 'image/png' || image === 'image/jpeg') return image;
  if (data.length < 30 || !data.subarray(0, 4).equals(ZIP)) return null;
  if (data.subarray(30, 30 + ODT_MIMETYPE.length).toString('latin1') === ODT_MIMETYPE)
    return 'application/vnd.oasis.opendocument.text';
  if (!data.includes('[Content_Types].xml', 0, 'latin1')) return null;
  if (data.includes('word/document.xml', 0, 'latin1'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (data.includes('xl/workbook.xml', 0, 'latin1')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return null;
}
