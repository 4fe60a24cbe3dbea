/**
 * Test helper: the pages of a PDF as text, read with pdf.js (the 4.x legacy build runs on Node 20).
 * Items on one line are joined with nothing between them, lines with "\n"; pages come as separate strings.
 */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(text);
  }
  await document.destroy();
  return pages;
}

/** The metadata of a PDF (title, author, …). */
export async function pdfInfo(pdf: Uint8Array): Promise<{ numPages: number; info: Record<string, unknown> }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const { info } = await document.getMetadata();
  const numPages = document.numPages;
  await document.destroy();
  return { numPages, info: info as Record<string, unknown> };
}
