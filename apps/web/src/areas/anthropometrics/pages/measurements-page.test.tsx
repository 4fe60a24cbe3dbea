import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type AnthropometricRow,
  anthropometricsRoutes,
  BmiClass,
  defaultAccess,
  Gender,
  identityRoutes,
  Role,
  type StudentGroup,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../app/shell/menu';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { anthropometricsMenu } from '../menu';
import { anthropometricsArea } from '../routes';

const wait = { timeout: 10_000 };
const groups: StudentGroup[] = [{ classId: 3, className: 'Пчелица', students: [] }];
const sheet: AnthropometricRow[] = [
  {
    id: 11,
    studentId: 7,
    studentName: 'Ана Колева',
    gender: Gender.Female,
    birthDate: '2022-05-01',
    measuredOn: '2026-10-01',
    heightCm: '104.5',
    weightKg: '16.80',
    bmi: '15.4',
    ageMonths: 53,
    bmiZScore: '0.12',
    bmiClass: BmiClass.Normal,
    bmiClassLabel: 'Нормално',
  },
  {
    id: null,
    studentId: 8,
    studentName: 'Калоян Иванов',
    gender: Gender.Male,
    birthDate: '2021-06-10',
    measuredOn: null,
    heightCm: null,
    weightKg: null,
    bmi: null,
    ageMonths: null,
    bmiZScore: null,
    bmiClass: null,
    bmiClassLabel: null,
  },
];

const api = (role: Role) =>
  stubRoutes(
    answer(studentsRoutes.grouped, () => groups),
    answer(anthropometricsRoutes.list, () => ({ result: sheet, rowsCount: sheet.length })),
    answer(anthropometricsRoutes.save, () => ({ isSuccessful: true, entityId: null })),
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
  );

describe('/kids/measurements', () => {
  it('shows the group’s sheet, computes BMI-for-age while typing and saves only the changed children', async () => {
    const calls = api(Role.Director);
    renderArea(anthropometricsArea, '/kids/measurements?classId=3&date=2026-10-01');
    const ana = (await screen.findByText('Ана Колева', {}, wait)).closest('tr')!;
    expect(within(ana).getByText('Нормално')).toBeDefined();
    expect(within(ana).getByText('15,4')).toBeDefined();
    expect(calls.some((call) => call.path === '/api/StudentAnthropometrics?classId=3&date=2026-10-01')).toBe(true);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Ръст на Калоян Иванов'), '110');
    expect(await screen.findByText('Попълнете и ръста, и теглото.', {}, wait)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Поправете отбелязаните редове.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Тегло на Калоян Иванов'), '26,5');
    const kaloyan = screen.getByText('Калоян Иванов').closest('tr')!;
    expect(await within(kaloyan).findByText('Затлъстяване', {}, wait)).toBeDefined();
    expect(within(kaloyan).getByText('21,9')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      measuredOn: '2026-10-01',
      items: [{ studentId: 8, heightCm: '110.0', weightKg: '26.50' }],
    });
    expect(await screen.findByText('Запазени са измерванията на 1 дете.', {}, wait)).toBeDefined();
    expect(screen.getByText('Експорт в Excel')).toBeDefined();
  }, 60_000);

  it('asks for a group before showing a sheet', async () => {
    api(Role.Director);
    renderArea(anthropometricsArea, '/kids/measurements');
    expect(await screen.findByText('Изберете група и дата, за да въведете или прегледате измерванията.', {}, wait)).toBeDefined();
  });

  it('lets a parent read the sheet without inputs to save', async () => {
    api(Role.Parent);
    renderArea(anthropometricsArea, '/kids/measurements?classId=3&date=2026-10-01');
    await screen.findByText('Ана Колева', {}, wait);
    expect((screen.getByLabelText('Ръст на Ана Колева') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
  });

  it('shows the menu entry to who reads resource 46', () => {
    const labels = (role: Role) =>
      buildMenu(anthropometricsMenu, { role, access: defaultAccess(role), isRouted: () => true, hasRoute: () => true }).flatMap(
        (section) => section.items.map((item) => item.label),
      );
    expect(labels(Role.Director)).toEqual(['Антропометрични данни']);
    expect(labels(Role.Teacher)).toEqual(['Антропометрични данни']);
    expect(labels(Role.Parent)).toEqual(['Антропометрични данни']);
    expect(labels(Role.Manciple)).toEqual([]);
  });
});
