import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  type EditableKindergartenSubject,
  geographyRoutes,
  identityRoutes,
  type InstitutionOverviewRow,
  type KindergartenRecord,
  kindergartensAdminRoutes,
  kindergartensRoutes,
  type LoggedInUser,
  Role,
  UserType,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { kindergartensArea } from '../routes';
import { currentSchoolYear } from './create-kindergarten-modal';
import { moved } from './subjects-page';
import { dayjs } from '../../../shared/dates/dates';

const wait = { timeout: 10_000 };
const asDirector = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));
const asTeacher = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Teacher,
  access: defaultAccess(Role.Teacher),
}));
const asMaster = answer(identityRoutes.getUserData, (): LoggedInUser => ({
  ...aDirector,
  baseRoleType: Role.Master,
  userType: UserType.Master,
  kindergartens: [],
  access: defaultAccess(Role.Master),
}));

const row: InstitutionOverviewRow = {
  id: 5,
  name: 'ДГ № 7 „Звездица“',
  type: 2,
  institutionCode: '1600123',
  town: 'гр. Пловдив',
  municipality: 'Пловдив',
  address: 'ул. Райна Княгиня 5',
  phone: null,
  email: null,
  isActive: true,
  motherKindergartenId: null,
  motherKindergartenName: null,
  branchesCount: 1,
};
const record: KindergartenRecord = {
  id: 5,
  type: 2,
  name: 'ДГ № 7 „Звездица“',
  address: 'ул. Райна Княгиня 5',
  settlementId: 56784,
  town: 'гр. Пловдив',
  municipalityId: 1,
  municipality: 'Пловдив',
  area: 'Пловдив',
  institutionCode: '1600123',
  phone: '032 123 456',
  email: 'dg7@example.bg',
  automaticExcuseWithMedicalNote: false,
  motherKindergartenId: null,
  motherKindergartenName: null,
  isActive: true,
  branches: [{ id: 6, name: 'ДГ № 7 — филиал', town: 'с. Марково', institutionCode: null, isActive: true }],
};

describe('the master’s kindergartens', () => {
  it('lists kindergartens, keeps the search and filters in the URL and shows the empty state', async () => {
    const calls = stubRoutes(
      asMaster,
      answer(kindergartensAdminRoutes.overview, (call) =>
        call.path.includes('search=') ? { result: [], rowsCount: 0 } : { result: [row], rowsCount: 1 },
      ),
    );
    const router = renderArea(kindergartensArea, '/admin/kindergartens?active=true');
    const line = (await screen.findByText('ДГ № 7 „Звездица“', {}, wait)).closest('tr')!;
    expect(within(line).getByText('1600123')).toBeDefined();
    expect(within(line).getByText('1 филиала')).toBeDefined();
    expect(within(line).getByRole('link').getAttribute('href')).toBe('/admin/kindergartens/5');
    expect(calls.some((call) => call.path.includes('active=true'))).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Търсене по име, населено място или код' }), 'липсваща{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search='));
    expect(router.state.location.search).toContain('active=true');
    expect(await screen.findByText('Няма детски градини по избраните критерии.', {}, wait)).toBeDefined();
  });

  it('groups the branches under their mother kindergartens', async () => {
    const calls = stubRoutes(
      asMaster,
      answer(kindergartensAdminRoutes.overview, () => ({ result: [row], rowsCount: 1 })),
      answer(kindergartensAdminRoutes.groupOverview, () => ({
        result: [
          {
            id: 5,
            name: 'ДГ № 7 „Звездица“',
            town: 'гр. Пловдив',
            institutionCode: null,
            isActive: true,
            branches: record.branches,
          },
        ],
        rowsCount: 1,
      })),
    );
    const router = renderArea(kindergartensArea, '/admin/kindergartens');
    await screen.findByText('1 филиала', {}, wait);
    const user = userEvent.setup();
    await user.click(screen.getByText('По основни градини'));
    await waitFor(() => expect(router.state.location.search).toContain('view=grouped'));
    const branch = await screen.findByRole('link', { name: 'ДГ № 7 — филиал (с. Марково)' }, wait);
    expect(branch.getAttribute('href')).toBe('/admin/kindergartens/6');
    expect(calls.some((call) => call.path.startsWith('/api/kindergarten/group-institutions-overview'))).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Вид' })).toBeNull();
  });

  it('creates an empty kindergarten with its first school year and the director’s invitation', async () => {
    const calls = stubRoutes(
      asMaster,
      answer(kindergartensAdminRoutes.overview, () => ({ result: [], rowsCount: 0 })),
      answer(geographyRoutes.cities, () => ({
        result: [
          {
            id: 56784,
            ekatte: '56784',
            name: 'Пловдив',
            type: 1,
            typeName: 'гр.',
            districtId: 1,
            districtName: 'Пловдив',
            areaId: 1,
            areaName: 'Пловдив',
          },
        ],
        rowsCount: 1,
      })),
      answer(kindergartensAdminRoutes.createEmpty, () => ({ isSuccessful: true, entityId: 9 })),
      answer(kindergartensAdminRoutes.data, () => ({ ...record, id: 9, branches: [] })),
    );
    const router = renderArea(kindergartensArea, '/admin/kindergartens');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Нова детска градина' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Създай' }));
    expect((await within(dialog).findAllByText('Полето е задължително.', {}, wait)).length).toBeGreaterThan(0);

    await user.type(within(dialog).getByLabelText('Наименование'), 'ДГ № 7 „Звездица“');
    await user.type(within(dialog).getByLabelText('Населено място'), 'Плов');
    await user.click(await screen.findByTitle('гр. Пловдив, общ. Пловдив, обл. Пловдив', {}, wait));
    await user.type(within(dialog).getByLabelText('Адрес'), 'ул. Райна Княгиня 5');
    await user.type(within(dialog).getByLabelText('Код по НЕИСПУО'), '1600123');
    await user.click(within(dialog).getByLabelText('Покани директор по имейл'));
    await user.type(await within(dialog).findByLabelText('Име на директора'), 'Росица');
    await user.type(within(dialog).getByLabelText('Фамилия на директора'), 'Петрова');
    await user.type(within(dialog).getByLabelText('Имейл на директора'), 'director@example.bg');
    await user.click(within(dialog).getByRole('button', { name: 'Създай' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/kindergartens/9'), wait);
    const [from, to] = currentSchoolYear();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 2,
      name: 'ДГ № 7 „Звездица“',
      settlementId: 56784,
      institutionCode: '1600123',
      motherKindergartenId: null,
      address: 'ул. Райна Княгиня 5',
      phone: null,
      email: null,
      automaticExcuseWithMedicalNote: false,
      schoolYear: { fromDate: from.format('YYYY-MM-DD'), toDate: to.format('YYYY-MM-DD') },
      director: { firstName: 'Росица', lastName: 'Петрова', email: 'director@example.bg' },
    });
  }, 60_000);

  it('edits a kindergarten and lists its branches', async () => {
    const calls = stubRoutes(
      asMaster,
      answer(kindergartensAdminRoutes.data, () => record),
      answer(kindergartensAdminRoutes.overview, () => ({ result: [], rowsCount: 0 })),
      answer(kindergartensAdminRoutes.update, () => ({ isSuccessful: true, entityId: 5 })),
    );
    renderArea(kindergartensArea, '/admin/kindergartens/5');
    expect(await screen.findByText('ДГ № 7 — филиал', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.path === '/api/kindergarten/kindergarten-data?kindergartenId=5')).toBe(true);
    const user = userEvent.setup({ delay: null });
    const name = screen.getByLabelText('Наименование');
    await user.clear(name);
    await user.type(name, 'ДГ № 7 „Звезди“');
    await user.click(screen.getByLabelText('Активна'));
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      id: 5,
      name: 'ДГ № 7 „Звезди“',
      settlementId: 56784,
      isActive: false,
      institutionCode: '1600123',
    });
    expect(await screen.findByText('Данните на детската градина са запазени.', {}, wait)).toBeDefined();
  }, 60_000);

  it('shows the not-found page for an unknown kindergarten', async () => {
    stubRoutes(asMaster);
    renderArea(kindergartensArea, '/admin/kindergartens/999');
    expect(await screen.findByText('Детската градина не е намерена.', {}, wait)).toBeDefined();
  });
});

describe('the kindergarten’s settings', () => {
  it('lets the director change the contacts and the automatic excuse, showing the register’s data read-only', async () => {
    const calls = stubRoutes(
      asDirector,
      answer(kindergartensRoutes.configuration, () => record),
      answer(kindergartensRoutes.saveConfiguration, () => ({ isSuccessful: true, entityId: 5 })),
    );
    renderArea(kindergartensArea, '/platform/settings/configuration');
    expect(await screen.findByText('1600123', {}, wait)).toBeDefined();
    expect(screen.queryByLabelText('Наименование')).toBeNull();
    const user = userEvent.setup({ delay: null });
    const phone = screen.getByLabelText('Телефон');
    await user.clear(phone);
    await user.type(phone, 'abc');
    expect(await screen.findByText('Моля, въведете валиден телефонен номер.', {}, wait)).toBeDefined();
    await user.clear(phone);
    await user.click(screen.getByLabelText('Автоматично уважаване на отсъствия с медицинска бележка'));
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      address: 'ул. Райна Княгиня 5',
      phone: null,
      email: 'dg7@example.bg',
      automaticExcuseWithMedicalNote: true,
    });
  }, 60_000);

  it('shows a teacher the configuration without a save button', async () => {
    stubRoutes(
      asTeacher,
      answer(kindergartensRoutes.configuration, () => record),
    );
    renderArea(kindergartensArea, '/platform/settings/configuration');
    expect(await screen.findByText('1600123', {}, wait)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Запази' })).toBeNull();
  });

  it('orders and chooses the educational directions; the mandatory ones stay chosen', async () => {
    const subjects: EditableKindergartenSubject[] = [
      { id: 1, name: 'Български език и литература', mandatory: true, selected: true },
      { id: 2, name: 'Математика', mandatory: true, selected: true },
      { id: 8, name: 'Чужд език', mandatory: false, selected: false },
    ];
    const calls = stubRoutes(
      asDirector,
      answer(kindergartensRoutes.editSubjects, () => subjects),
      answer(kindergartensRoutes.updateSubjects, () => ({ isSuccessful: true, entityId: 2 })),
    );
    renderArea(kindergartensArea, '/platform/settings/subjects');
    const user = userEvent.setup({ delay: null });
    expect((await screen.findByLabelText('Математика', {}, wait)).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText('Чужд език'));
    await user.click(screen.getByRole('button', { name: 'Нагоре: Чужд език' }));
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ subjectIds: [1, 8, 2] });
    expect(await screen.findByText('Образователните направления са запазени.', {}, wait)).toBeDefined();
  }, 60_000);

  it('shows the product’s version, the kindergarten and the data sources on the about page', async () => {
    stubRoutes(
      asDirector,
      answer(kindergartensRoutes.configuration, () => record),
    );
    renderArea(kindergartensArea, '/platform/about');
    expect(await screen.findByText('032 123 456', {}, wait)).toBeDefined();
    expect(screen.getByText('0.1.0')).toBeDefined();
    expect(screen.getByText('governmentbg/NEISPUO')).toBeDefined();
  });

  it('shows a parent the selected kindergarten from their user data', async () => {
    stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) })),
    );
    renderArea(kindergartensArea, '/platform/about');
    expect(await screen.findByText('ДГ № 5 „Детелина“', {}, wait)).toBeDefined();
  });
});

describe('helpers', () => {
  it('moves an item up and down, never past the ends', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('takes the school year of 12 months from 15 September', () => {
    expect(currentSchoolYear(dayjs('2026-09-14')).map((day) => day.format('YYYY-MM-DD'))).toEqual(['2025-09-15', '2026-09-14']);
    expect(currentSchoolYear(dayjs('2026-09-15')).map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-09-15', '2027-09-14']);
    expect(currentSchoolYear(dayjs('2027-01-10')).map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-09-15', '2027-09-14']);
  });
});
