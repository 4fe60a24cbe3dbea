/** The export kit: PDF and Excel reports and their download. See docs/exports.md. */
export {
  excelSheet,
  excelSheetName,
  renderWorkbook,
  writeWorkbook,
  type ExcelColumn,
  type ExcelSheet,
  type ExcelSheetDefinition,
} from './excel.js';
export { exportFile, FileDownload, FileDownloadInterceptor, toStreamableFile, type ExportFile } from './file-download.js';
export { bgDate, bgDateTime, bgDecimal, fromCents, sofiaToday, yesNo, SOFIA_TIME_ZONE } from './format.js';
export {
  PRODUCT_NAME,
  toDocDefinition,
  type PdfBlock,
  type PdfColumn,
  type PdfDocument,
  type PdfFields,
  type PdfParagraph,
  type PdfTable,
} from './pdf-document.js';
export { renderPdf } from './pdf-renderer.js';
export { reportTablesFile, type ReportColumn, type ReportTable } from './report-tables.js';
