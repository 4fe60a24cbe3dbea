import { renderPdf } from './pdf-renderer.js';
import { type PdfDocument, toDocDefinition } from './pdf-document.js';
import { configuredPdfMake } from './pdf-renderer.js';
import { pdfInfo, pdfPages } from './test/pdf-text.js';

const generatedAt = new Date('2026-11-21T12:05:00Z');

const report = (rows: number, orientation: PdfDocument['orientation'] = 'portrait'): PdfDocument => ({
  title: 'Присъствие по групи',
  subtitle: 'Група „Слънчице“ · ноември 2026',
  kindergartenName: 'ДГ № 5 „Звездичка“',
  orientation,
  generatedAt,
  blocks: [
    {
      kind: 'fields',
      title: 'Данни',
      fields: [
        { label: 'Учител', value: 'Елена Димитрова' },
        { label: 'Телефон', value: null },
      ],
    },
    {
      kind: 'table',
      title: 'Деца',
      columns: [{ header: '№', width: 25, align: 'right' }, { header: 'Име' }, { header: 'Такса', width: 70, align: 'right' }],
      rows: Array.from({ length: rows }, (_, index) => [index + 1, `Дете Иванов ${index + 1}`, '12,50 €']),
    },
    { kind: 'table', title: 'Празна', columns: [{ header: 'Колона' }], rows: [], emptyText: 'Няма отсъствия.' },
    { kind: 'paragraph', text: 'Бележка под линия.', style: 'note' },
  ],
});

describe('PDF builder', () => {
  it('renders a Bulgarian A4 document: header, title, fields, table, "Страница X от Y"', async () => {
    const started = performance.now();
    const pdf = await renderPdf(report(3));
    const elapsed = performance.now() - started;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page] = await pdfPages(pdf);
    expect(page).toContain('ДГ № 5 „Звездичка“');
    expect(page).toContain('Присъствие по групи');
    expect(page).toContain('Група „Слънчице“ · ноември 2026');
    expect(page).toContain('Елена Димитрова');
    expect(page).toContain('Дете Иванов 3');
    expect(page).toContain('12,50 €');
    expect(page).toContain('Няма отсъствия.');
    expect(page).toContain('Изготвено на 21.11.2026 14:05');
    expect(page).toContain('Страница 1 от 1');
    const { info } = await pdfInfo(pdf);
    expect(info).toMatchObject({ Title: 'Присъствие по групи', Creator: 'Асистент за детски градини' });
    console.log(`one-page PDF rendered in ${elapsed.toFixed(0)} ms`);
  });

  it('repeats the table header on every page and numbers the pages', async () => {
    const pdf = await renderPdf(report(120));
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Страница ${index + 1} от ${pages.length}`);
      expect(page).toContain('ДГ № 5 „Звездичка“');
      expect(page).toMatch(/№\s*Име\s*Такса/);
    });
    expect(pages.join('\n')).toContain('Дете Иванов 120');
  });

  it('lays out landscape pages and falls back to the product name without a kindergarten', () => {
    const definition = toDocDefinition({ ...report(1, 'landscape'), kindergartenName: null });
    expect(definition.pageSize).toBe('A4');
    expect(definition.pageOrientation).toBe('landscape');
    expect(JSON.stringify(definition.content)).not.toContain('Звездичка');
    const header = (definition.header as (page: number, count: number, size: { width: number; height: number }) => unknown)(
      1,
      1,
      {
        width: 842,
        height: 595,
      },
    );
    expect(JSON.stringify(header)).toContain('Асистент за детски градини');
  });

  it('never fetches a URL nor reads a local file for a document', async () => {
    const pdfmake = await configuredPdfMake();
    const withRemoteImage = { content: [{ image: 'logo' }], images: { logo: 'https://example.invalid/logo.png' } };
    await expect(pdfmake.createPdf(withRemoteImage).getBuffer()).rejects.toThrow(/denied/);
    const withLocalImage = { content: [{ image: '/etc/hostname' }] };
    await expect(pdfmake.createPdf(withLocalImage).getBuffer()).rejects.toThrow(/denied/);
  });
});
