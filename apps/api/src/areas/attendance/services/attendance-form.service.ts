import { Injectable } from '@nestjs/common';
import {
  AttendanceKind,
  attendanceModeLabels,
  childAttendanceLegend,
  childAttendanceStatusCodes,
  monthLabels,
  type Month,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { exportFile, type ExportFile, type PdfDocument, renderPdf } from '../../../platform/export/index.js';
import { StudentAttendancesService } from './student-attendances.service.js';

/** Printed in the cells of days off and locked days (no status can be entered there). */
export const DAY_OFF_MARK = '·';

/** The shade of the days off on the form. */
const DAY_OFF_FILL = '#d9d9d9';

/**
 * The printable monthly attendance form of a group (дневник – присъствия; docs/attendance.md): one row per child
 * with a short code per day, the child's present / excused / unexcused totals (attendance_kind()), the day's count
 * of present children, the legend and the signature lines.
 */
@Injectable()
export class AttendanceFormService {
  constructor(private readonly grid: StudentAttendancesService) {}

  async pdf(user: AuthUser, classId: number, month: number, year: number): Promise<ExportFile> {
    const { group, days, rows, cells } = await this.grid.grid(user, classId, month, year);
    const kinds = new Map(cells.map((cell) => [`${cell.studentId}/${cell.forDate}`, cell.kind]));
    const presentPerDay = days.map(
      (day) => cells.filter((cell) => cell.forDate === day.forDate && cell.kind === AttendanceKind.Present).length,
    );
    const monthName = `${monthLabels[month as Month]} ${year}`;
    const tableRows = rows.map((row, index) => {
      const count = (kind: AttendanceKind) => days.filter((day) => kinds.get(`${row.studentId}/${day.forDate}`) === kind).length;
      return [
        index + 1,
        row.studentName,
        ...row.attendances.map((cell) =>
          cell.type !== null ? childAttendanceStatusCodes[cell.type] : cell.isDayOff || cell.isDayLocked ? DAY_OFF_MARK : '',
        ),
        count(AttendanceKind.Present),
        count(AttendanceKind.Excused),
        count(AttendanceKind.Unexcused),
      ];
    });
    const totalRow = [
      '',
      'Присъстващи деца',
      ...presentPerDay.map((present, index) => (days[index]!.isDayOff && !present ? DAY_OFF_MARK : present)),
      '',
      '',
      '',
    ];
    const document: PdfDocument = {
      title: 'Дневник – присъствия на децата',
      subtitle: `Група „${group.name}“ · ${monthName} · учебна ${group.yearName} г.`,
      kindergartenName: group.kindergartenName,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Група', value: group.name },
            { label: 'Месец', value: monthName },
            { label: 'Учебна година', value: group.yearName },
            { label: 'Организация', value: attendanceModeLabels[group.attendanceMode] },
          ],
        },
        {
          kind: 'table',
          columns: [
            { header: '№', width: 16, align: 'right' },
            { header: 'Дете', width: 110 },
            ...days.map((day) => ({
              header: String(Number(day.forDate.slice(8))),
              width: 14,
              align: 'center' as const,
              fill: day.isDayOff ? DAY_OFF_FILL : undefined,
            })),
            { header: 'П', width: 18, align: 'right' },
            { header: 'У', width: 18, align: 'right' },
            { header: 'Н', width: 18, align: 'right' },
          ],
          dense: true,
          rows: rows.length ? [...tableRows, totalRow] : [],
          emptyText: 'Няма деца в групата през месеца.',
        },
        {
          kind: 'paragraph',
          style: 'note',
          text: `Легенда: ${childAttendanceLegend.join('; ')}; ${DAY_OFF_MARK} – почивен, неучебен или заключен ден. П – присъствия, У – уважителни и Н – неуважителни отсъствия през месеца.`,
        },
        {
          kind: 'paragraph',
          text: 'Учител: ................................          Директор: ................................',
        },
      ],
    };
    return exportFile('pdf', await renderPdf(document), {
      title: 'Дневник – присъствия',
      subject: `${group.name} ${monthName}`,
    });
  }
}
