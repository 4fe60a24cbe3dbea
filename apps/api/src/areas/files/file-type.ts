import type { StoredFileType } from '@kg/contracts';
import { sniffImageType } from './image-type.js';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODT_MIMETYPE = 'mimetypeapplication/vnd.oasis.opendocument.text';
/** The signature of an OLE2 compound file (the old binary DOC and XLS). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const utf16 = (name: string): Buffer => Buffer.from(name, 'utf16le');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An OLE2 file is a DOC when it holds a `WordDocument` stream, an XLS when it holds `Workbook` (or the older `Book`). */
function sniffCompoundFile(data: Buffer): StoredFileType | null {
  if (data.includes(utf16('WordDocument'))) return 'application/msword';
  if (data.includes(utf16('Workbook')) || data.includes(utf16('Book\0'))) return 'application/vnd.ms-excel';
  return null;
}

/** Control bytes a text file does not hold: all below space except tab, line feed, form feed and carriage return; DEL. */
const isControlByte = (byte: number): boolean => (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) || byte === 0x7f;

/** Plain text: valid UTF-8 without control characters other than tab, line feed, form feed and carriage return. */
function isPlainText(data: Buffer): boolean {
  if (data.length === 0 || data.some(isControlByte)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind of a stored file by its content — PDF, JPEG, PNG, WebP, DOCX, XLSX, PPTX, DOC, XLS, ODT or UTF-8 text — or
 * null for anything else.
 * Office Open XML and OpenDocument files are ZIP archives: DOCX/XLSX hold `[Content_Types].xml` and a `word/` or
 * `xl/` part (the names are in the local headers, uncompressed); an ODT starts with its uncompressed `mimetype`
 * entry (ODF 1.2 §3.3). The name and the type the browser sent are never trusted.
 */
export function sniffStoredFileType(data: Buffer): StoredFileType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImageType(data);
  if (image) return image;
  if (data.subarray(0, 8).equals(OLE2)) return sniffCompoundFile(data);
  if (data.length < 30 || !data.subarray(0, 4).equals(ZIP)) return isPlainText(data) ? 'text/plain' : null;
  if (data.subarray(30, 30 + ODT_MIMETYPE.length).toString('latin1') === ODT_MIMETYPE)
    return 'application/vnd.oasis.opendocument.text';
  if (!data.includes('[Content_Types].xml', 0, 'latin1')) return null;
  if (data.includes('word/document.xml', 0, 'latin1'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (data.includes('xl/workbook.xml', 0, 'latin1')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (data.includes('ppt/presentation.xml', 0, 'latin1'))
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return null;
}
