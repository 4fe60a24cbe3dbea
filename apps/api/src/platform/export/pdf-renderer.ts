import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type PdfDocument, tableLayouts, toDocDefinition } from './pdf-document.js';

type PdfMake = typeof import('pdfmake');
interface VirtualFs {
  writeFileSync(name: string, content: Buffer): void;
}

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let ready: Promise<PdfMake> | undefined;

/**
 * pdfmake, configured once per process: the Roboto fonts it ships (they cover Bulgarian, № and €) are read into its
 * virtual file system, and then no document may fetch a URL or read a file — a report cannot be made to leak one.
 * Loaded with a dynamic import: pdfmake is CommonJS and is needed only when a report is made.
 */
export function configuredPdfMake(): Promise<PdfMake> {
  ready ??= (async () => {
    const { default: instance } = (await import('pdfmake')) as unknown as { default: PdfMake };
    const fontsDir = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
    const virtualFs = (instance as unknown as { virtualfs: VirtualFs }).virtualfs;
    for (const file of Object.values(FONT_FILES)) virtualFs.writeFileSync(file, await readFile(join(fontsDir, file)));
    instance.setFonts({ Roboto: { ...FONT_FILES } });
    instance.setTableLayouts(tableLayouts);
    instance.setUrlAccessPolicy(() => false);
    instance.setLocalAccessPolicy(() => false);
    return instance;
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

/** Renders a document description to PDF bytes. */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const instance = await configuredPdfMake();
  return instance.createPdf(toDocDefinition(document)).getBuffer();
}
