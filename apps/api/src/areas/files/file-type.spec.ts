import { sniffStoredFileType } from './file-type.js';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipWith = (...names: string[]) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(names.join('\0'))]);
const compoundWith = (stream: string) => Buffer.concat([OLE2, Buffer.alloc(504), Buffer.from(`${stream}\0`, 'utf16le')]);

describe('sniffStoredFileType: the kind by content, never by name', () => {
  it.each([
    ['a WebP picture', Buffer.concat([Buffer.from('RIFF\x1a\0\0\0WEBPVP8L', 'latin1'), Buffer.alloc(8)]), 'image/webp'],
    [
      'a PPTX',
      zipWith('[Content_Types].xml', 'ppt/presentation.xml'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['an old Word DOC', compoundWith('WordDocument'), 'application/msword'],
    ['an old Excel XLS', compoundWith('Workbook'), 'application/vnd.ms-excel'],
    ['an Excel 5 XLS', compoundWith('Book'), 'application/vnd.ms-excel'],
    ['UTF-8 text in Cyrillic with tabs and CRLF', Buffer.from('Име\tГрупа\r\nМария\tПчелички\r\n'), 'text/plain'],
  ])('recognises %s', (_name, data, type) => {
    expect(sniffStoredFileType(data)).toBe(type);
  });

  it.each([
    ['an executable', Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1')],
    ['an OLE2 file that is neither Word nor Excel', compoundWith('Something')],
    ['text with control characters', Buffer.from('abc\x01def', 'latin1')],
    ['Windows-1251 text (not UTF-8)', Buffer.from([0xcc, 0xe0, 0xf0, 0xe8, 0xff])],
    ['an empty file', Buffer.alloc(0)],
    ['a ZIP that is not an office document', zipWith('photo.jpg')],
  ])('refuses %s', (_name, data) => {
    expect(sniffStoredFileType(data)).toBeNull();
  });
});
