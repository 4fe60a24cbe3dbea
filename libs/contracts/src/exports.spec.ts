import { asciiFileName, attachmentDisposition, exportFileName, fileNameFromDisposition, safeFileName } from './exports.js';

describe('export file names', () => {
  it('follows the rule "<title> - <subject> - DD.MM.YYYY.<ext>"', () => {
    expect(exportFileName({ title: 'Справка за профила', subject: 'Елена Димитрова', day: '2026-11-21' }, 'pdf')).toBe(
      'Справка за профила - Елена Димитрова - 21.11.2026.pdf',
    );
    expect(exportFileName({ title: 'Меню', subject: null, day: '2027-01-05' }, 'excel')).toBe('Меню - 05.01.2027.xlsx');
  });

  it('keeps names safe for every file system and short', () => {
    expect(safeFileName('Такси: 2026/2027 <група> "Слънце"?')).toBe('Такси 2026 2027 група Слънце');
    expect(safeFileName('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileName('\u0000')).toBe('файл');
    const long = exportFileName({ title: 'Я'.repeat(300), day: '2026-11-21' }, 'pdf');
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('transliterates Bulgarian for the ASCII fallback', () => {
    expect(asciiFileName('Справка за профила - Елена Димитрова - 21.11.2026.pdf')).toBe(
      'Spravka za profila - Elena Dimitrova - 21.11.2026.pdf',
    );
    expect(asciiFileName('ДГ № 5 „Щастливо детство“ Слънчице')).toBe('DG No 5 _Shtastlivo detstvo_ Slanchitse');
    expect(asciiFileName('Мария ИЛИЯ Юлия')).toBe('Maria ILIA Yulia');
    expect(asciiFileName('Юлия Цветкова 100%.xlsx')).toBe('Yulia Tsvetkova 100_.xlsx');
  });
});

describe('Content-Disposition', () => {
  it('carries an ASCII fallback and the RFC 5987 UTF-8 name', () => {
    const header = attachmentDisposition("Справка - Иван (О'Нийл) 1*2.pdf");
    expect(header).toMatch(/^attachment; filename="Spravka - Ivan \(O'Niyl\) 1 2\.pdf"; filename\*=UTF-8''%D0%A1/);
    expect(header).not.toMatch(/filename\*=UTF-8''.*['()*]/);
    expect(/^[\x20-\x7e]+$/.test(header)).toBe(true);
    expect(fileNameFromDisposition(header)).toBe("Справка - Иван (О'Нийл) 1 2.pdf");
  });

  it('reads filename* first, then a quoted or plain filename, else nothing', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%D0%90%D0%B1%D0%B2.pdf`)).toBe('Абв.pdf');
    expect(fileNameFromDisposition(`attachment; filename*=utf-8'bg'%D0%90.xlsx; filename="a.xlsx"`)).toBe('А.xlsx');
    expect(fileNameFromDisposition('attachment; filename="Отчет \\"2026\\"; ноември.pdf"')).toBe('Отчет "2026"; ноември.pdf');
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="fallback.pdf"`)).toBe('fallback.pdf');
    expect(fileNameFromDisposition('attachment; filename="../../evil.sh"')).toBe('evil.sh');
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
