import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultAccess,
  identityRoutes,
  MealType,
  Role,
  StaffAttendanceStatus as S,
  staffAttendanceMealsRoutes as mealsRoutes,
  type StaffAttendanceReference,
  staffAttendanceRoutes as routes,
  type TeacherAttendanceMonth,
  type TeacherMealsMonth,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { aDirector, renderArea } from '../../test/render-app';
import { staffAttendanceArea } from './routes';

const wait = { timeout: 10_000 };
const userData = (role: Role) =>
  answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) }));
const days = ['2026-10-02', '2026-10-03', '2026-10-05'].map((forDate) => ({
  forDate,
  isDayOff: forDate === '2026-10-03',
  isDayLocked: forDate === '2026-10-03',
  lockReason: forDate === '2026-10-03' ? '03.10.2026 е събота или неделя.' : null,
}));
const month: TeacherAttendanceMonth = {
  days,
  teachers: [
    {
      teacherId: 1,
      teacherName: 'Ана Колева',
      occupation: 'Учител',
      attendances: days.map((day, index) => ({
        id: index === 0 ? 50 : null,
        forDate: day.forDate,
        type: index === 0 ? S.Attendance : null,
      })),
    },
    {
      teacherId: 2,
      teacherName: 'Бояна Петрова',
      occupation: 'Готвач',
      attendances: days.map((day) => ({ id: null, forDate: day.forDate, type: null })),
    },
  ],
};

describe('staff attendance pages', () => {
  it('marks cells by keyboard and a whole day by its header, then saves only the changed cells', async () => {
    const calls = stubRoutes(
      userData(Role.Director),
      answer(routes.month, (_call, params) => (params.month === '10' ? month : json(404))),
      answer(routes.save, () => ({ saved: 3, deleted: 0 })),
    );
    renderArea(staffAttendanceArea, '/staff/attendances?month=2026-10');
    const cell = await screen.findByRole('gridcell', { name: 'Бояна Петрова, 02.10.2026: няма отметка' }, wait);
    expect(screen.getByRole('gridcell', { name: 'Ана Колева, 03.10.2026: 03.10.2026 е събота или неделя.' })).toHaveProperty(
      'ariaDisabled',
      'true',
    );
    fireEvent.keyDown(cell, { key: 'б' });
    expect(cell.textContent).toBe('Б');
    fireEvent.click(screen.getByRole('button', { name: /: попълни 05\.10\.2026$/ }));
    fireEvent.keyDown(screen.getByRole('gridcell', { name: 'Ана Колева, 02.10.2026: Присъствие' }), { key: 'Delete' });
    fireEvent.click(screen.getByRole('button', { name: 'Запази (4)' }));
    expect(await screen.findByText('Присъствията са записани.', {}, wait)).toBeDefined();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      cells: [
        { teacherId: 2, forDate: '2026-10-02', type: S.SickLeave },
        { teacherId: 1, forDate: '2026-10-05', type: S.Attendance },
        { teacherId: 2, forDate: '2026-10-05', type: S.Attendance },
        { teacherId: 1, forDate: '2026-10-02', type: null },
      ],
    });
  });

  it('shows a teacher the grid read-only, and the server’s message when loading fails', async () => {
    stubRoutes(
      userData(Role.Teacher),
      answer(routes.month, (_call, params) =>
        params.month === '10' ? month : json(500, { statusCode: 500, message: 'Сървърът не отговаря.' }),
      ),
    );
    const router = renderArea(staffAttendanceArea, '/staff/attendances?month=2026-10');
    await screen.findByText('Ана Колева', {}, wait);
    expect(screen.queryByRole('button', { name: /Запази/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /: попълни 05\.10\.2026$/ })).toBeNull();
    await router.navigate('/staff/attendances?month=2026-11');
    expect(await screen.findByText('Сървърът не отговаря.', {}, wait)).toBeDefined();
  });

  it('toggles the chosen meals in a cell, saves, and fills the month by default', async () => {
    const meals: TeacherMealsMonth = {
      days,
      teachers: [
        {
          teacherId: 1,
          teacherName: 'Ана Колева',
          occupation: 'Учител',
          pattern: null,
          meals: { '2026-10-02': [MealType.Lunch] },
        },
      ],
    };
    const calls = stubRoutes(
      userData(Role.Manciple),
      answer(mealsRoutes.month, () => meals),
      answer(mealsRoutes.save, () => ({ saved: 1, deleted: 1 })),
      answer(mealsRoutes.fill, () => ({ saved: 12, deleted: 0 })),
    );
    renderArea(staffAttendanceArea, '/staff/meals?month=2026-10');
    fireEvent.click(await screen.findByRole('button', { name: 'Ана Колева, 02.10.2026: Обяд' }, wait));
    fireEvent.click(screen.getByRole('button', { name: 'Ана Колева, 05.10.2026: без хранене' }));
    expect(screen.queryByRole('button', { name: /03\.10\.2026/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Запази (2)' }));
    expect(await screen.findByText('Храненията са записани.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      cells: [
        { teacherId: 1, forDate: '2026-10-02', mealTypes: [] },
        { teacherId: 1, forDate: '2026-10-05', mealTypes: [MealType.Lunch] },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Попълни месеца по подразбиране' }, wait));
    fireEvent.click(await screen.findByRole('button', { name: 'Попълни' }, wait));
    expect(await screen.findByText('Добавени хранения: 12.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.path === '/api/meals/teachers/fill')?.body).toEqual({ month: 10, year: 2026 });
  });

  it('lists the staff references and shows the attendance reference with its totals row', async () => {
    const reference: StaffAttendanceReference = {
      rows: [{ teacherId: 1, teacherName: 'Ана Колева', counts: { [S.Attendance]: 3, [S.SickLeave]: 2 }, workedDays: 3 }],
      total: { teacherId: null, teacherName: 'Общо', counts: { [S.Attendance]: 3, [S.SickLeave]: 2 }, workedDays: 3 },
    };
    const calls = stubRoutes(
      userData(Role.Director),
      answer(routes.reference, () => reference),
    );
    const router = renderArea(staffAttendanceArea, '/staff/references');
    expect(await screen.findByRole('link', { name: 'Отработени дни' }, wait)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Хранене на персонала' })).toBeDefined();
    await router.navigate('/staff/references/attendances?fromDate=2026-10-01&toDate=2026-10-31');
    const total = (await screen.findByText('Общо', {}, wait)).closest('tr')!;
    expect(within(total).getAllByText('3')).toHaveLength(2);
    expect(within(total).getByText('2')).toBeDefined();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeDefined();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/TeacherAttendances/reference?fromDate=2026-10-01&toDate=2026-10-31')).toBe(
        true,
      ),
    );
  });
});
