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
import { Db } from '../../../platform/database/db.service.js';
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
import { REQUEST_COLUMNS, REQUEST_FROM, requestWhere } from './request-sql.js';

const LEGAL_BASIS =
  'Наредба № 5 от 03.06.2016 г. за предучилищното образование, чл. 10 — отсъствия по уважителни (семейни) причини ' +
  'след предварително писмено уведомление от родителя.';

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
  constructor(private readonly db: Db) {}

  // ---- the request form ----

  async form(user: AuthUser, id: number): Promise<ExportFile> {
    const where = requestWhere(user, {}).add('r.id = ?', id);
    // The parent the form is from: the one who filed it, or (a paper request the staff recorded) the child's first parent.
    const [row]: (AttendanceRequestRow & { parentName: string | null; kindergarten: string })[] = await this.db.manager.query(
      `SELECT ${REQUEST_COLUMNS}, k.name AS kindergarten,
              (SELECT concat_ws(' ', p.first_name, p.last_name) FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
                WHERE sp.student_id = s.id ORDER BY p.user_id IS NOT DISTINCT FROM r.requested_by DESC, sp.relation, p.id
                LIMIT 1) AS "parentName"
         ${REQUEST_FROM} JOIN kindergartens k ON k.id = r.kindergarten_id ${where.sql}`,
      where.params,
    );
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
        ...(familyReason ? [{ kind: 'paragraph' as const, text: `Основание: ${LEGAL_BASIS}`, style: 'note' as const }] : []),
        { kind: 'fields', title: 'Решение на директора', fields: [{ label: 'Решение', value: decision }] },
        { kind: 'paragraph', text: 'Подпис на родителя: ............................' },
        { kind: 'paragraph', text: 'Директор: ............................' },
      ],
    };
    return exportFile('pdf', await renderPdf(document), { title: 'Заявление', subject: row.studentName });
  }

  // ---- the reference ----

  async reference(user: AuthUser, query: ApplicationsReferenceQuery): Promise<ApplicationsReference> {
    const where = requestWhere(user, query);
    const rows: AttendanceRequestRow[] = await this.db.manager.query(
      `SELECT ${REQUEST_COLUMNS} ${REQUEST_FROM} ${where.sql}
        ORDER BY c.name COLLATE "bg-BG-x-icu" NULLS LAST, s.first_name COLLATE "bg-BG-x-icu", s.last_name COLLATE "bg-BG-x-icu", r.from_date, r.id`,
      where.params,
    );
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
    const stored: { ageType: number; validFrom: string; maxDays: number; updatedBy: string | null }[] =
      await this.db.manager.query(
        `SELECT l.age_type AS "ageType", l.valid_from AS "validFrom", l.max_days AS "maxDays",
                CASE WHEN u.id IS NULL THEN NULL ELSE concat_ws(' ', u.first_name, u.last_name) END AS "updatedBy"
           FROM family_absence_limits l LEFT JOIN users u ON u.id = l.updated_by
          WHERE l.kindergarten_id = $1 ORDER BY l.age_type, l.valid_from DESC`,
        [user.kindergartenId],
      );
    const [current] = await this.db.manager.query(
      `SELECT array(SELECT family_absence_limit($1, t::smallint, $2::date)::int FROM unnest($3::int[]) WITH ORDINALITY AS a (t, n) ORDER BY n) AS caps`,
      [user.kindergartenId, today, ageTypes],
    );
    return ageTypes.map((ageType, index) => {
      const history = stored
        .filter((row) => row.ageType === ageType)
        .map(({ validFrom, maxDays, updatedBy }) => ({ validFrom, maxDays, updatedBy }));
      const inForce = history.find((row) => row.validFrom <= today) ?? null;
      return {
        ageType,
        maxDays: current.caps[index],
        validFrom: inForce?.validFrom ?? null,
        isDefault: inForce === null,
        history,
      };
    });
  }

  async saveLimit(user: AuthUser, body: SaveFamilyAbsenceLimit): Promise<SaveResult> {
    await this.db.manager.query(
      `INSERT INTO family_absence_limits (kindergarten_id, age_type, valid_from, max_days, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kindergarten_id, age_type, valid_from) DO UPDATE
          SET max_days = EXCLUDED.max_days, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [user.kindergartenId, body.ageType, body.validFrom, body.maxDays, user.userId],
    );
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
