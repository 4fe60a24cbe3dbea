import { Gender, IdentifierType, identifierTypeLabels } from '@kg/contracts';
import { bgDate, type PdfDocument } from '../../../platform/export/index.js';

/** What the certificate says, read in one query. */
export interface RelocationCertificateSheet {
  number: string;
  issueDate: string;
  leaveDate: string;
  targetKindergartenName: string;
  targetSettlement: string | null;
  reason: string;
  studentName: string;
  identifierType: IdentifierType;
  identifier: string;
  birthDate: string;
  gender: Gender;
  kindergartenName: string;
  kindergartenAddress: string;
  institutionCode: string | null;
  settlementName: string;
  municipalityName: string;
  regionName: string;
  className: string | null;
  periodName: string | null;
}

/**
 * The relocation certificate in the wording of the form of Наредба № 8 от 11.08.2016 г. за информацията и
 * документите за системата на предучилищното и училищното образование ("Удостоверение за преместване"), written
 * from what the form says, not copied from the published image: docs/students.md marks it for a check against it.
 */
export function relocationCertificatePdf(sheet: RelocationCertificateSheet): PdfDocument {
  const female = sheet.gender === Gender.Female;
  const attended = female ? 'посещавала' : 'посещавал';
  const born = female ? 'родена' : 'роден';
  const detached = female ? 'отписана' : 'отписан';
  const target = [sheet.targetKindergartenName, sheet.targetSettlement].filter(Boolean).join(', ');
  const group = sheet.className
    ? ` ${attended} група „${sheet.className}“${sheet.periodName ? ` през учебната ${sheet.periodName} година` : ''},`
    : '';
  return {
    title: 'Удостоверение за преместване',
    subtitle: `№ ${sheet.number} / ${bgDate(sheet.issueDate)} г.`,
    kindergartenName: sheet.kindergartenName,
    blocks: [
      {
        kind: 'fields',
        title: 'Детска градина',
        fields: [
          { label: 'Наименование', value: sheet.kindergartenName },
          { label: 'Код по НЕИСПУО', value: sheet.institutionCode },
          { label: 'Населено място', value: sheet.settlementName },
          { label: 'Община', value: sheet.municipalityName },
          { label: 'Област', value: sheet.regionName },
          { label: 'Адрес', value: sheet.kindergartenAddress },
        ],
      },
      {
        kind: 'paragraph',
        text:
          `Удостоверява се, че ${sheet.studentName}, ${identifierTypeLabels[sheet.identifierType]} ${sheet.identifier}, ` +
          `${born} на ${bgDate(sheet.birthDate)} г.,${group} е ${detached} от детската градина на ` +
          `${bgDate(sheet.leaveDate)} г. поради преместване в ${target}.`,
      },
      {
        kind: 'fields',
        fields: [
          { label: 'Причина за преместването', value: sheet.reason },
          { label: 'Приемаща детска градина', value: target },
        ],
      },
      {
        kind: 'paragraph',
        text:
          'Приемащата детска градина уведомява писмено детската градина, издала удостоверението, за записването ' +
          'на детето в срок до 7 дни от записването му.',
        style: 'note',
      },
      { kind: 'paragraph', text: '\n\nДиректор: ................................................\n(подпис и печат)' },
    ],
  };
}
