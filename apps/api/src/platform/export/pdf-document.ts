import type { Content, ContextPageSize, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { bgDate, bgDateTime } from './format.js';

/**
 * A report as data: what it says, not how pdfmake draws it. Every PDF of the product is one of these, so they all
 * share the A4 page, the header with the kindergarten's name, the "Страница X от Y" footer and the table style.
 */
export interface PdfDocument {
  /** The big title on the first page and the document's title in the page header, e.g. "Справка за профила". */
  title: string;
  /** A line under the title: a person, a group, a period. */
  subtitle?: string;
  /** Shown on the left of every page header; the product's name when the report belongs to no kindergarten. */
  kindergartenName?: string | null;
  orientation?: 'portrait' | 'landscape';
  /** When the report was made: the footer says "Изготвено на DD.MM.YYYY H:mm". Defaults to now. */
  generatedAt?: Date;
  /** Who made it (the PDF's author property), e.g. the signed-in user's name. */
  author?: string;
  blocks: PdfBlock[];
}

export type PdfBlock = PdfFields | PdfTable | PdfParagraph;

/** Label–value pairs: "Имейл: elena@…". */
export interface PdfFields {
  kind: 'fields';
  title?: string;
  fields: { label: string; value: string | null | undefined }[];
}

export interface PdfColumn {
  header: string;
  /** A width in points, '*' (share the rest) or 'auto' (fit the content). Default '*'. */
  width?: number | '*' | 'auto';
  align?: 'left' | 'center' | 'right';
  /** A background for the column's body cells, e.g. the days off of a monthly grid. */
  fill?: string;
}

/** A table whose header row repeats on every page; rows are the cells' texts (format them with ./format.js). */
export interface PdfTable {
  kind: 'table';
  title?: string;
  columns: PdfColumn[];
  rows: (string | number | null | undefined)[][];
  /** Shown instead of an empty table. Default "Няма данни.". */
  emptyText?: string;
  /** Small type and tight cells for a wide grid (a column per day of a month). */
  dense?: boolean;
}

export interface PdfParagraph {
  kind: 'paragraph';
  text: string;
  /** 'note' is small and grey (an explanation under a section). */
  style?: 'normal' | 'note';
}

export const PRODUCT_NAME = 'Асистент за детски градини';

const colors = { text: '#1f1f1f', muted: '#595959', rule: '#bfbfbf', headerFill: '#f0f0f0', zebra: '#fafafa' };
const MARGIN_X = 40;

function sectionTitle(title: string | undefined): Content[] {
  return title ? [{ text: title, style: 'section' }] : [];
}

function fieldsBlock(block: PdfFields): Content[] {
  const body: TableCell[][] = block.fields.map((field) => [
    { text: field.label, style: 'label' },
    { text: field.value === null || field.value === undefined || field.value === '' ? '—' : field.value },
  ]);
  return [...sectionTitle(block.title), { table: { widths: [150, '*'], body }, layout: 'kgFields', margin: [0, 0, 0, 6] }];
}

function tableBlock(block: PdfTable): Content[] {
  if (!block.rows.length) return [...sectionTitle(block.title), { text: block.emptyText ?? 'Няма данни.', style: 'note' }];
  const header: TableCell[] = block.columns.map((column) => ({
    text: column.header,
    style: 'tableHeader',
    alignment: column.align,
  }));
  const body: TableCell[][] = block.rows.map((row) =>
    block.columns.map((column, index) => ({
      text: row[index] === null || row[index] === undefined ? '' : String(row[index]),
      alignment: column.align,
      ...(column.fill ? { fillColor: column.fill } : {}),
    })),
  );
  return [
    ...sectionTitle(block.title),
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: block.columns.map((column) => column.width ?? '*'),
        body: [header, ...body],
      },
      layout: block.dense ? 'kgGrid' : 'kgTable',
      ...(block.dense ? { fontSize: 7 } : {}),
      margin: [0, 0, 0, 6],
    },
  ];
}

function blockContent(block: PdfBlock): Content[] {
  switch (block.kind) {
    case 'fields':
      return fieldsBlock(block);
    case 'table':
      return tableBlock(block);
    case 'paragraph':
      return [{ text: block.text, style: block.style === 'note' ? 'note' : 'paragraph' }];
  }
}

/** The pdfmake definition of a document: pure, so its layout is tested without rendering. */
export function toDocDefinition(document: PdfDocument): TDocumentDefinitions {
  const generatedAt = document.generatedAt ?? new Date();
  const kindergarten = document.kindergartenName || PRODUCT_NAME;
  return {
    pageSize: 'A4',
    pageOrientation: document.orientation ?? 'portrait',
    pageMargins: [MARGIN_X, 62, MARGIN_X, 48],
    language: 'bg-BG',
    info: {
      title: document.title,
      subject: document.subtitle,
      author: document.author ?? kindergarten,
      creator: PRODUCT_NAME,
      producer: PRODUCT_NAME,
    },
    header: (_page: number, _count: number, pageSize: ContextPageSize): Content => ({
      margin: [MARGIN_X, 24, MARGIN_X, 0],
      stack: [
        {
          columns: [
            { text: kindergarten, style: 'pageHeader', bold: true, width: '*' },
            { text: document.title, style: 'pageHeader', alignment: 'right', width: 'auto' },
          ],
        },
        {
          canvas: [
            { type: 'line', x1: 0, y1: 4, x2: pageSize.width - 2 * MARGIN_X, y2: 4, lineWidth: 0.5, lineColor: colors.rule },
          ],
        },
      ],
    }),
    footer: (page: number, count: number): Content => ({
      margin: [MARGIN_X, 16, MARGIN_X, 0],
      columns: [
        { text: `Изготвено на ${bgDateTime(generatedAt)} · ${PRODUCT_NAME}`, style: 'pageFooter', width: '*' },
        { text: `Страница ${page} от ${count}`, style: 'pageFooter', alignment: 'right', width: 'auto' },
      ],
    }),
    content: [
      { text: document.title, style: 'title' },
      ...(document.subtitle ? [{ text: document.subtitle, style: 'subtitle' }] : []),
      { text: `Към ${bgDate(generatedAt)} г.`, style: 'note', margin: [0, 0, 0, 10] },
      ...document.blocks.flatMap(blockContent),
    ],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15, color: colors.text },
    styles: {
      title: { fontSize: 17, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 12, color: colors.muted, margin: [0, 0, 0, 2] },
      section: { fontSize: 12, bold: true, margin: [0, 12, 0, 5] },
      label: { color: colors.muted },
      paragraph: { margin: [0, 0, 0, 6] },
      note: { fontSize: 8.5, color: colors.muted, margin: [0, 0, 0, 6] },
      tableHeader: { bold: true, fontSize: 9.5 },
      pageHeader: { fontSize: 8.5, color: colors.muted },
      pageFooter: { fontSize: 8, color: colors.muted },
    },
  };
}

/** The table layouts the blocks use, registered with pdfmake once. */
export const tableLayouts: Record<'kgTable' | 'kgGrid' | 'kgFields', CustomTableLayout> = {
  kgTable: {
    hLineWidth: (row, node) => (row === 0 || row === 1 || row === node.table.body.length ? 0.75 : 0.25),
    vLineWidth: () => 0,
    hLineColor: (row) => (row <= 1 ? '#8c8c8c' : colors.rule),
    fillColor: (row) => (row === 0 ? colors.headerFill : row % 2 === 0 ? colors.zebra : null),
    paddingLeft: () => 5,
    paddingRight: () => 5,
    paddingTop: () => 3,
    paddingBottom: () => 3,
  },
  kgGrid: {
    hLineWidth: (row, node) => (row === 0 || row === 1 || row === node.table.body.length ? 0.75 : 0.25),
    vLineWidth: () => 0.25,
    hLineColor: (row) => (row <= 1 ? '#8c8c8c' : colors.rule),
    vLineColor: () => colors.rule,
    fillColor: (row) => (row === 0 ? colors.headerFill : null),
    paddingLeft: () => 1.5,
    paddingRight: () => 1.5,
    paddingTop: () => 1.5,
    paddingBottom: () => 1.5,
  },
  kgFields: {
    hLineWidth: () => 0,
    vLineWidth: () => 0,
    paddingLeft: () => 0,
    paddingRight: () => 8,
    paddingTop: () => 2,
    paddingBottom: () => 2,
  },
};
