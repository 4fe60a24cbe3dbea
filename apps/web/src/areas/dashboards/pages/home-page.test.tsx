import { screen, within } from '@testing-library/react';
import {
  dashboardsRoutes,
  defaultAccess,
  identityRoutes,
  type KindergartenDashboard,
  type NationalDashboard,
  type ParentDashboard,
  Role,
  type StudentDashboard,
  type TeacherDashboard,
  UserType,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { dashboardsArea } from '../routes';
import { setTimeZone } from '../../../test/time-zone';

const wait = { timeout: 10_000 };
const months = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8];
const series = (october: number) => months.map((key) => ({ key, value: key === 10 ? october : 0 }));
const userOf = (role: Role) =>
  answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) }));
const event = {
  id: 4,
  title: 'Празник на есента',
  startsAt: '2026-11-02T09:00:00Z',
  endsAt: '2026-11-02T11:00:00Z',
  allDay: false,
};
const message = {
  id: 9,
  date: '2026-10-21T08:00:00Z',
  title: 'Екскурзия',
  text: 'Утре сме на екскурзия.',
  seenByCurrentUser: false,
  sentByCurrentUser: false,
};

const director: KindergartenDashboard = {
  kind: 'kindergarten',
  date: '2026-10-30',
  dayOffReason: null,
  months,
  studentAttendances: series(1234),
  studentAbsences: series(40),
  studentUnexcusedAbsences: series(7),
  studentExcusedAbsences: series(33),
  smp: series(1),
  studentsForDay: { total: 120, present: 98, absent: 12, unmarked: 10 },
  groupsForDay: [],
  teachersForDay: { total: 20, present: 17, absent: 2, unmarked: 1 },
  teachersMealTypesForDay: [{ mealType: 3, count: 15 }],
  birthdayStudents: [{ id: 5, name: 'Рая Петрова', birthDate: '2020-10-28', birthday: '2026-10-28', age: 6, title: 'Пчелица' }],
  birthdayStaff: [],
  attendanceStudents: [{ id: 5, name: 'Ана Иванова', title: 'Пчелица', count: 22 }],
  absenceStudents: [{ id: 6, name: 'Галя Петрова', title: 'Пчелица', count: 7 }],
  groupAttendances: [{ classId: 3, name: 'Пчелица', value: 1234 }],
  groupAbsences: [{ classId: 3, name: 'Пчелица', value: 40 }],
  upcommingEvents: [event],
  messages: [message],
};

describe('home dashboards', () => {
  it('shows the director the kindergarten’s figures in Bulgarian, with the months’ chart and the links', async () => {
    stubRoutes(
      userOf(Role.Director),
      answer(dashboardsRoutes.dashboard, () => director),
    );
    renderArea(dashboardsArea, '/');
    const today = await screen.findByText('Децата днес', {}, wait);
    const card = today.closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('98')).toBeDefined();
    expect(within(card).getByText('/ 120')).toBeDefined();
    const chart = screen.getByRole('img', { name: /Присъствия и отсъствия на децата по месеци/ });
    expect(chart).toBeDefined();
    const table = screen.getByRole('table', { name: /Присъствия и отсъствия на децата по месеци/ });
    const october = within(table).getByRole('rowheader', { name: 'Октомври' }).closest('tr')!;
    expect([...october.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['1234', '7', '33']);
    expect(screen.getByText('Обяд')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Празник на есента' }).getAttribute('href')).toBe('/calendar?id=4');
    expect(screen.getByRole('link', { name: 'Екскурзия' }).getAttribute('href')).toBe('/messages/9');
    expect(screen.getByText('28.10 · 6 г.')).toBeDefined();
  });

  it('hides a chart with nothing to show and says why; marks her sent messages; an all-day event on its day anywhere', async () => {
    // A browser west of Sofia (New York, UTC−5): the event's day must not move to the 24th.
    const previous = setTimeZone('America/New_York');
    try {
      expect(new Date(Date.UTC(2026, 11, 25, 12)).getTimezoneOffset()).toBe(300);
      const quiet: KindergartenDashboard = {
        ...director,
        smp: series(0),
        upcommingEvents: [{ id: 5, title: 'Коледа', startsAt: '2026-12-25', endsAt: '2026-12-25', allDay: true }],
        messages: [{ ...message, id: 10, title: 'Излет в петък', seenByCurrentUser: true, sentByCurrentUser: true }, message],
      };
      stubRoutes(
        userOf(Role.Director),
        answer(dashboardsRoutes.dashboard, () => quiet),
      );
      renderArea(dashboardsArea, '/');
      const smp = (await screen.findByText('Деца над прага за месечни помощи', {}, wait)).closest('.ant-card') as HTMLElement;
      expect(within(smp).queryByRole('img')).toBeNull();
      expect(
        within(smp).getByText(
          'През учебната година няма дете от подготвителна група с повече от 3 дни неизвинени отсъствия в месеца.',
        ),
      ).toBeDefined();
      // The chart with figures stays.
      expect(screen.getByRole('img', { name: /Присъствия и отсъствия на децата по месеци/ })).toBeDefined();

      const messages = screen.getByText('Последни съобщения').closest('.ant-card') as HTMLElement;
      const items = within(messages).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Излет в петък', 'Екскурзия']);
      expect(within(items[0]!).getByText('Изпратено')).toBeDefined();
      expect(within(items[1]!).queryByText('Изпратено')).toBeNull();

      const christmas = screen.getByRole('link', { name: 'Коледа' }).closest('li') as HTMLElement;
      expect(within(christmas).getByText('25.12.2026 (цял ден)')).toBeDefined();
    } finally {
      setTimeZone(previous);
    }
  }, 60_000);

  it('shows a teacher their groups today, the days left unmarked and the substitutions', async () => {
    const teacher: TeacherDashboard = {
      kind: 'teacher',
      date: '2026-10-30',
      dayOffReason: null,
      groupsForDay: [{ classId: 3, name: 'Пчелица', total: 20, present: 15, absent: 3, unmarked: 2 }],
      teachersSubstitutions: [
        { id: 1, classId: 4, className: 'Мечо', absentTeacherName: 'Ели Колева', substituteTeacherName: 'Ана Димова', shift: 1 },
      ],
      birthdayStudents: [],
      missingAttendances: [{ classId: 3, className: 'Пчелица', forDate: '2026-10-28', unmarked: 2 }],
      upcommingEvents: [],
      messages: [],
    };
    stubRoutes(
      userOf(Role.Teacher),
      answer(dashboardsRoutes.dashboard, () => teacher),
    );
    renderArea(dashboardsArea, '/');
    expect(await screen.findByText('Пчелица днес', {}, wait)).toBeDefined();
    expect(screen.getByText('28.10.2026 · Пчелица')).toBeDefined();
    expect(screen.getByText('Ана Димова замества Ели Колева')).toBeDefined();
    expect(screen.getByText('Няма предстоящи събития')).toBeDefined();
  });

  it('shows a parent one card per child with the family-reason days and the link to the child’s dashboard', async () => {
    const parent: ParentDashboard = {
      kind: 'parent',
      date: '2026-10-30',
      dayOffReason: null,
      months,
      parentDashboardModels: [
        {
          studentId: 6,
          name: 'Галя Петрова',
          className: 'Пчелица',
          attendances: series(15),
          absences: series(7),
          familyReasonUsed: 2,
          familyReasonCap: 10,
        },
      ],
      upcommingEvents: [event],
      messages: [],
    };
    const child: StudentDashboard = {
      studentId: 6,
      name: 'Галя Петрова',
      className: 'Пчелица',
      months,
      attendancesPerMonth: series(15),
      absencesPerMonth: series(7),
      upcomingEvents: [],
    };
    stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, userType: UserType.Parent })),
      answer(dashboardsRoutes.dashboard, () => parent),
      answer(dashboardsRoutes.studentDashboard, () => child),
    );
    const router = renderArea(dashboardsArea, '/');
    expect(await screen.findByText('Отсъствия по семейни причини: 2 от 10 дни за учебната година', {}, wait)).toBeDefined();
    const link = screen.getByRole('link', { name: 'Табло на детето' });
    expect(link.getAttribute('href')).toBe('/dashboard/children/6');
    await router.navigate('/dashboard/children/6');
    expect(await screen.findByRole('heading', { name: 'Галя Петрова' }, wait)).toBeDefined();
    expect(screen.getByRole('img', { name: 'Присъствия и отсъствия на Галя Петрова по месеци' })).toBeDefined();
  });

  it('shows MON the aggregates with the attendance rate in per cent, and an error with a retry when the call fails', async () => {
    const national: NationalDashboard = {
      date: '2026-10-30',
      months,
      kindergartens: 1830,
      groups: 9120,
      children: 210345,
      attendanceRate: 86.5,
      attendanceRatePerMonth: [{ key: 10, value: 86.5 }],
      smpChildren: 412,
    };
    stubRoutes(
      userOf(Role.MON),
      answer(dashboardsRoutes.nationalDashboard, () => national),
    );
    renderArea(dashboardsArea, '/');
    expect(await screen.findByText('210 345', {}, wait)).toBeDefined();
    expect(screen.getAllByText('86,5 %').length).toBeGreaterThan(0);

    stubRoutes(
      userOf(Role.Director),
      answer(dashboardsRoutes.dashboard, () => json(500, { statusCode: 500, message: 'Възникна грешка.' })),
    );
    renderArea(dashboardsArea, '/');
    expect(await screen.findByRole('button', { name: 'Опитай отново' }, wait)).toBeDefined();
  });
});
