import { screen, within } from '@testing-library/react';
import {
  attendanceStateReportsRoutes as routes,
  type NeispuoAttendanceMonth,
  type SmpReport,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { renderArea } from '../../../test/render-app';
import { attendanceStateReportsArea } from '../routes';

const wait = { timeout: 10_000 };
const smp: SmpReport = {
  month: 10,
  year: 2026,
  preparatoryChildren: 18,
  flaggedChildren: 2,
  rows: [
    {
      studentId: 1,
      studentName: 'Борис Иванов Петров',
      maskedIdentifier: '210510****',
      className: 'Звездички',
      parents: 'Стоян Петров',
      unexcusedDays: 4,
      dates: ['2026-10-05', '2026-10-06', '2026-10-09', '2026-10-12'],
      alertSocialAssistance: true,
      stopBenefit: true,
    },
    {
      studentId: 2,
      studentName: 'Виктор Георгиев',
      maskedIdentifier: '210611****',
      className: 'Звездички',
      parents: '',
      unexcusedDays: 3,
      dates: ['2026-10-01', '2026-10-15', '2026-10-29'],
      alertSocialAssistance: true,
      stopBenefit: false,
    },
  ],
};

describe('/attendances/references/smp', () => {
  it('shows the month’s flagged children with their dates and the counts, for the month in the URL', async () => {
    const calls = stubRoutes(
      answer(routes.smpReport, (_call, params) => (params.month === '10' && params.year === '2026' ? smp : json(404))),
    );
    renderArea(attendanceStateReportsArea, '/attendances/references/smp?month=10&year=2026');
    const boris = (await screen.findByText('Борис Иванов Петров', {}, wait)).closest('tr')!;
    expect(within(boris).getByText('Прекратяване на месечната помощ')).toBeDefined();
    expect(within(boris).getByText('05.10.2026, 06.10.2026, 09.10.2026, 12.10.2026')).toBeDefined();
    const viktor = screen.getByText('Виктор Георгиев').closest('tr')!;
    expect(within(viktor).queryByText('Прекратяване на месечната помощ')).toBeNull();
    expect(
      screen.getByText(/месечната помощ за дете се прекратява и може да бъде\s+отпусната отново не по-рано от една година/),
    ).toBeDefined();
    expect(within(viktor).getByText('Уведомяване на дирекция „Социално подпомагане“')).toBeDefined();
    expect(screen.getByText('18')).toBeDefined();
    expect(screen.getByRole('button', { name: /Изтегли PDF/ })).toBeDefined();
    expect(calls.map((call) => call.path)).toContain('/api/AttendanceReferences/smp/10/2026');
  });

  it('says so when no child has unexcused absences, and shows the server’s error', async () => {
    stubRoutes(
      answer(routes.smpReport, (_call, params) =>
        params.month === '9'
          ? { ...smp, month: 9, flaggedChildren: 0, rows: [] }
          : json(403, { statusCode: 403, message: 'Нямате права за това действие.' }),
      ),
    );
    renderArea(attendanceStateReportsArea, '/attendances/references/smp?month=9&year=2026');
    expect(
      await screen.findByText(
        'Няма деца в задължително предучилищно образование с неизвинени отсъствия за Септември 2026 г.',
        {},
        wait,
      ),
    ).toBeDefined();
    renderArea(attendanceStateReportsArea, '/attendances/references/smp?month=8&year=2026');
    expect(await screen.findByText('Нямате права за това действие.', {}, wait)).toBeDefined();
  });
});

describe('/attendances/references/neispuo', () => {
  it('shows each child’s month in NEISPUO terms for the picked group', async () => {
    const month: NeispuoAttendanceMonth = {
      month: 10,
      year: 2026,
      rows: [
        {
          studentId: 4,
          studentName: 'Галя Колева',
          classId: 3,
          className: 'Звездички',
          present: 15,
          unexcused: 0,
          excusedHealth: 5,
          excusedFamily: 2,
          excusedOther: 0,
          unexcusedDays: [],
          excusedDays: ['2026-10-07', '2026-10-08'],
        },
      ],
    };
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => [{ classId: 3, className: 'Звездички', students: [] }]),
      answer(routes.neispuoMonth, () => month),
    );
    renderArea(attendanceStateReportsArea, '/attendances/references/neispuo?month=10&year=2026&classId=3');
    const galya = (await screen.findByText('Галя Колева', {}, wait)).closest('tr')!;
    expect(within(galya).getByText('Извинени: 07.10, 08.10')).toBeDefined();
    expect(within(galya).getByText('15')).toBeDefined();
    expect(calls.map((call) => call.path)).toContain('/api/Neispuo/attendances?month=10&year=2026&classId=3');
  });
});
