import { Injectable } from '@nestjs/common';
import {
  ApplicationType,
  applicationTypeLabels,
  type ApplicationsReference,
  type ApplicationsReferenceQuery,
  type AttendanceRequestRow,
  attendanceRequestMessages as messages,
  type FamilyAbsenceLimitRow,
  GroupAgeType,
  RequestStatus,
  requestStatusLabels,
  type SaveFamilyAbsenceLimit,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDateTime,
  excelSheet,
  exportFile,
  type ExportFile,
  type PdfDocument,
  renderPdf,
  renderWorkbook,
  sofiaToday,
} from '../../../platform/export/index.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { RequestDocumentsRepository } from '../data/request-documents.repository.js';

/** Наредба № 5/2016 чл. 10, ал. 2 as amended ДВ бр. 75/2021 (docs/attendance.md "Legal sources"). */
export const FAMILY_REASON_LEGAL_BASIS =
  'Наредба № 5 от 03.06.2016 г. за предучилищното образование, чл. 10, ал. 2 — отсъствие по семейни причини с писмено ' +
  'уведомяване от родителя в срока, определен с правилника за дейността на детската градина.';

const ageTypes = [
  GroupAgeType.Nursery,
  GroupAgeType.Kindergarten,
  GroupAgeType.KindergartenFirstGroup,
  GroupAgeType.KindergartenPGGroups,
];

const period = (row: { fromDate: string; toDate: string }): string =>
  row.fromDate === row.toDate ? bgDate(row.fromDate) : `${bgDate(row.fromDate)} – ${bgDate(row.toDate)}`;

/** Monday of the week of a day. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The printable request form, the requests reference with its exports, and the family-absence caps
 * (docs/attendance-requests.md).
 */
@Injectable()
export class RequestDocumentsService {
  constructor(private readonly documents: RequestDocumentsRepository) {}

  // ---- the request form ----

  async form(user: AuthUser, id: number): Promise<ExportFile> {
    const row = await this.documents.formRow(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    const familyReason = row.type === ApplicationType.FamilyReasonAbsence;
    const decision =
      row.status === RequestStatus.Pending
        ? 'Заявлението чака решение на директора.'
        : `${requestStatusLabels[row.status]} на ${bgDateTime(new Date(row.decidedAt!))}${row.decidedBy ? ` от ${row.decidedBy}` : ''}` +
          (row.decisionComment ? `. Мотиви: ${row.decisionComment}` : '.');
    const body = familyReason
      ? `Уведомявам Ви, че детето ми ${row.studentName} от група „${row.className ?? '—'}“ ще отсъства от детската ` +
        `градина по семейни причини от ${bgDate(row.fromDate)} до ${bgDate(row.toDate)} включително ` +
        `(${row.workingDays} работни дни).`
      : `Декларирам, че детето ми ${row.studentName} от група „${row.className ?? '—'}“ ще посещава детската градина ` +
        `през лятото от ${bgDate(row.fromDate)} до ${bgDate(row.toDate)} включително (${row.workingDays} работни дни).`;
    const document: PdfDocument = {
      title: 'ЗАЯВЛЕНИЕ',
      subtitle: applicationTypeLabels[row.type],
      kindergartenName: row.kindergarten,
      blocks: [
        { kind: 'paragraph', text: `До Директора на ${row.kindergarten}` },
        {
          kind: 'fields',
          fields: [
            { label: 'От (родител)', value: row.parentName ?? row.requestedBy },
            { label: 'За детето', value: row.studentName },
            { label: 'Група', value: row.className },
            { label: 'Период', value: period(row) },
            { label: 'Брой работни дни', value: String(row.workingDays) },
            { label: 'Причина', value: row.reason },
            { label: 'Дата на подаване', value: bgDate(sofiaDay(row.createdAt)) },
          ],
        },
        { kind: 'paragraph', text: body },
        ...(familyReason
          ? [{ kind: 'paragraph' as const, text: `Основание: ${FAMILY_REASON_LEGAL_BASIS}`, style: 'note' as const }]
          : []),
        { kind: 'fields', title: 'Решение на директора', fields: [{ label: 'Решение', value: decision }] },
        { kind: 'paragraph', text: 'Подпис на родителя: ............................' },
        { kind: 'paragraph', text: 'Директор: ............................' },
      ],
    };
    return exportFile('pdf', await renderPdf(document), { title: 'Заявление', subject: row.studentName });
  }

  // ---- the reference ----

  async reference(user: AuthUser, query: ApplicationsReferenceQuery): Promise<ApplicationsReference> {
    const rows = await this.documents.referenceRows(user, query);
    const totals = [RequestStatus.Pending, RequestStatus.Approved, RequestStatus.Rejected].map((status) => {
      const ofStatus = rows.filter((row) => row.status === status);
      return { status, requests: ofStatus.length, workingDays: ofStatus.reduce((sum, row) => sum + row.workingDays, 0) };
    });
    return { rows, totals, weeks: query.type === ApplicationType.Attendance ? summerWeeks(rows) : [] };
  }

  async export(user: AuthUser, type: 'pdf' | 'excel', query: ApplicationsReferenceQuery): Promise<ExportFile> {
    const { rows, totals, weeks } = await this.reference(user, query);
    const title =
      query.type === ApplicationType.FamilyReasonAbsence
        ? 'Заявления за отсъствие по семейни причини'
        : 'Заявления за посещение през лятото';
    const subject =
      query.fromDate || query.toDate
        ? `${bgDate(query.fromDate ?? null) || '…'} – ${bgDate(query.toDate ?? null) || '…'}`
        : undefined;
    if (type === 'excel') {
      const sheets = [
        excelSheet<AttendanceRequestRow>({
          name: 'Заявления',
          columns: [
            { header: 'Дете', type: 'text', value: (row) => row.studentName },
            { header: 'Група', type: 'text', value: (row) => row.className },
            { header: 'От дата', type: 'date', value: (row) => row.fromDate },
            { header: 'До дата', type: 'date', value: (row) => row.toDate },
            { header: 'Работни дни', type: 'integer', value: (row) => row.workingDays },
            { header: 'Причина', type: 'text', value: (row) => row.reason },
            { header: 'Статус', type: 'text', value: (row) => requestStatusLabels[row.status] },
            { header: 'Подадено от', type: 'text', value: (row) => row.requestedBy },
            { header: 'Подадено на', type: 'dateTime', value: (row) => row.createdAt },
            { header: 'Решение от', type: 'text', value: (row) => row.decidedBy },
            { header: 'Коментар', type: 'text', value: (row) => row.decisionComment },
          ],
          rows,
        }),
        excelSheet<(typeof totals)[number]>({
          name: 'Общо',
          columns: [
            { header: 'Статус', type: 'text', value: (row) => requestStatusLabels[row.status] },
            { header: 'Заявления', type: 'integer', value: (row) => row.requests },
            { header: 'Работни дни', type: 'integer', value: (row) => row.workingDays },
          ],
          rows: totals,
        }),
      ];
      if (weeks.length) {
        sheets.push(
          excelSheet<(typeof weeks)[number]>({
            name: 'Деца по седмици',
            columns: [
              { header: 'От', type: 'date', value: (row) => row.weekStart },
              { header: 'До', type: 'date', value: (row) => row.weekEnd },
              { header: 'Деца', type: 'integer', value: (row) => row.children },
            ],
            rows: weeks,
          }) as never,
        );
      }
      return exportFile('excel', await renderWorkbook(sheets), { title, subject });
    }
    const document: PdfDocument = {
      title,
      subtitle: subject,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Дете' },
            { header: 'Група' },
            { header: 'Период', width: 120 },
            { header: 'Дни', width: 35, align: 'right' },
            { header: 'Причина' },
            { header: 'Статус', width: 80 },
            { header: 'Подадено от' },
          ],
          rows: rows.map((row) => [
            row.studentName,
            row.className,
            period(row),
            row.workingDays,
            row.reason,
            requestStatusLabels[row.status],
            row.requestedBy,
          ]),
        },
        {
          kind: 'table',
          title: 'Общо по статус',
          columns: [{ header: 'Статус' }, { header: 'Заявления', align: 'right' }, { header: 'Работни дни', align: 'right' }],
          rows: totals.map((row) => [requestStatusLabels[row.status], row.requests, row.workingDays]),
        },
        ...(weeks.length
          ? [
              {
                kind: 'table' as const,
                title: 'Деца, заявени по седмици',
                columns: [{ header: 'Седмица' }, { header: 'Деца', align: 'right' as const }],
                rows: weeks.map((week) => [`${bgDate(week.weekStart)} – ${bgDate(week.weekEnd)}`, week.children]),
              },
            ]
          : []),
      ],
    };
    return exportFile('pdf', await renderPdf(document), { title, subject });
  }

  // ---- family-absence caps ----

  async limits(user: AuthUser): Promise<FamilyAbsenceLimitRow[]> {
    const today = sofiaToday();
    const stored = await this.documents.storedLimits(user);
    const caps = await this.documents.capsOn(user, today, ageTypes);
    return ageTypes.map((ageType, index) => {
      const history = stored
        .filter((row) => row.ageType === ageType)
        .map(({ validFrom, maxDays, updatedBy }) => ({ validFrom, maxDays, updatedBy }));
      const inForce = history.find((row) => row.validFrom <= today) ?? null;
      return {
        ageType,
        maxDays: caps[index],
        validFrom: inForce?.validFrom ?? null,
        isDefault: inForce === null,
        history,
      };
    });
  }

  async saveLimit(user: AuthUser, body: SaveFamilyAbsenceLimit): Promise<SaveResult> {
    await this.documents.saveLimit(user, body);
    return { isSuccessful: true, entityId: null };
  }
}

/** The day (Europe/Sofia) of a moment. */
function sofiaDay(moment: string | Date): string {
  return sofiaToday(new Date(moment));
}

/** Children declared (pending or approved) per week of the summer, Monday to Sunday, counting each child once. */
function summerWeeks(rows: AttendanceRequestRow[]): ApplicationsReference['weeks'] {
  const weeks = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.status === RequestStatus.Rejected) continue;
    for (let week = mondayOf(row.fromDate); week <= row.toDate; week = addDays(week, 7)) {
      if (!weeks.has(week)) weeks.set(week, new Set());
      weeks.get(week)!.add(row.studentId);
    }
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, children]) => ({ weekStart, weekEnd: addDays(weekStart, 6), children: children.size }));
}
