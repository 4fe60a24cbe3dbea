import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultAccess,
  Gender,
  type GuestStudentRow,
  IdentifierType,
  identityRoutes,
  kindergartensRoutes,
  makeEgn,
  type RelocationCertificateRow,
  Role,
  type StudentDetails,
  type StudentGroup,
  studentsCertificateRoutes,
  studentsGuestRoutes,
  studentsRoutes,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { studentsArea } from '../routes';

const wait = { timeout: 10_000 };
const groups: StudentGroup[] = [{ classId: 3, className: 'Пчелица', students: [] }];
const director = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));
const guestEgn = makeEgn({ year: 2021, month: 5, day: 10 }, Gender.Female, 4);

const guest: GuestStudentRow = {
  id: 41,
  studentId: 900,
  fullName: 'Гергана Иванова Петрова',
  homeKindergartenId: 5,
  homeKindergartenName: 'ДГ „Слънце“',
  classId: 3,
  className: 'Пчелица',
  fromDate: '2026-11-02',
  toDate: '2026-11-13',
  note: null,
};

const kid: StudentDetails = {
  id: 7,
  firstName: 'Калоян',
  middleName: 'Петров',
  lastName: 'Иванов',
  fullName: 'Калоян Петров Иванов',
  birthDate: '2021-03-04',
  gender: Gender.Male,
  hasSpecialNeeds: false,
  isDetached: false,
  leaveDate: null,
  classId: 3,
  className: 'Пчелица',
  identifierType: IdentifierType.EGN,
  identifier: makeEgn({ year: 2021, month: 3, day: 4 }, Gender.Male, 1),
  address: null,
  placements: [],
  parents: [],
};

const certificate: RelocationCertificateRow = {
  relocationCertificateId: 12,
  studentId: 7,
  studentName: 'Калоян Петров Иванов',
  number: '15',
  issueDate: '2026-10-01',
  leaveDate: '2026-10-02',
  targetKindergartenId: null,
  targetKindergartenName: 'ДГ „Изгрев“',
  targetSettlement: 'гр. Варна',
  reason: 'Смяна на адреса',
  isLatest: true,
};

describe('guest children and relocation certificates', () => {
  it('lists the guests under the “Гостуващи деца” view and removes one after confirmation', async () => {
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(studentsGuestRoutes.list, () => ({ result: [guest], rowsCount: 1 })),
      answer(studentsGuestRoutes.remove, () => ({ isSuccessful: true, entityId: 41 })),
      director,
    );
    renderArea(studentsArea, '/kids/records?guests=true');
    const row = (await screen.findByText('ДГ „Слънце“', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Гост')).toBeDefined();
    expect(within(row).getByText('02.11.2026 – 13.11.2026')).toBeDefined();
    expect(calls.some((call) => call.path.startsWith('/api/Students/overview-models'))).toBe(false);

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Премахни' }));
    expect(await screen.findByText(/Сигурни ли сте, че искате да премахнете гостуването/, {}, wait)).toBeDefined();
    await user.click(screen.getAllByRole('button', { name: 'Премахни' }).at(-1)!);
    await waitFor(
      () => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/Students/guest-student/41')).toBe(true),
      wait,
    );
  }, 60_000);

  it('edits a guest placement in the same dialog, prefilled and without the ЕГН search, through the same call', async () => {
    const groupsWithTwo: StudentGroup[] = [...groups, { classId: 4, className: 'Калинка', students: [] }];
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => groupsWithTwo),
      answer(studentsGuestRoutes.list, () => ({
        result: [{ ...guest, note: 'Докато майка ѝ е в командировка' }],
        rowsCount: 1,
      })),
      answer(studentsGuestRoutes.save, () => ({ isSuccessful: true, entityId: 41 })),
      director,
    );
    renderArea(studentsArea, '/kids/records?guests=true');
    const row = (await screen.findByText('ДГ „Слънце“', {}, wait)).closest('tr')!;
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Редакция' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText('Редакция на гостуване')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Търси' })).toBeNull();
    expect(within(dialog).getByText('Детска градина: ДГ „Слънце“')).toBeDefined();
    expect(within(dialog).getByLabelText<HTMLInputElement>('От дата').value).toBe('02.11.2026');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Бележка').value).toBe('Докато майка ѝ е в командировка');

    await user.click(within(dialog).getByLabelText('Група'));
    await user.click(await screen.findByTitle('Калинка', {}, wait));
    const toDate = within(dialog).getByLabelText('До дата');
    await user.clear(toDate);
    await user.type(toDate, '20.11.2026{Enter}');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Гостуването на Гергана Иванова Петрова е променено.', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 41,
      classId: 4,
      fromDate: '2026-11-02',
      toDate: '2026-11-20',
      note: 'Докато майка ѝ е в командировка',
    });
  }, 120_000);

  it('finds a child of another kindergarten by ЕГН and places it in a group for some days', async () => {
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(studentsRoutes.list, () => ({ result: [], rowsCount: 0 })),
      answer(studentsGuestRoutes.candidates, () => [
        { studentId: 900, fullName: 'Гергана Иванова Петрова', homeKindergartenId: 5, homeKindergartenName: 'ДГ „Слънце“' },
      ]),
      answer(studentsGuestRoutes.save, () => ({ isSuccessful: true, entityId: 41 })),
      director,
    );
    renderArea(studentsArea, '/kids/records');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Гост дете' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.type(within(dialog).getByRole('textbox', { name: 'ЕГН' }), '123');
    expect(within(dialog).getByText('Невалиден идентификатор.')).toBeDefined();
    await user.clear(within(dialog).getByRole('textbox', { name: 'ЕГН' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'ЕГН' }));
    await user.paste(guestEgn);
    await user.click(within(dialog).getByRole('button', { name: 'Търси' }));
    expect(await within(dialog).findByText('Детска градина: ДГ „Слънце“', {}, wait)).toBeDefined();

    await user.click(within(dialog).getByLabelText('Група'));
    await user.click(await screen.findByTitle('Пчелица', {}, wait));
    await user.type(within(dialog).getByLabelText('От дата'), '02.11.2026{Enter}');
    await user.type(within(dialog).getByLabelText('До дата'), '13.11.2026{Enter}');
    await user.click(screen.getByRole('button', { name: 'Добави' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      identifierType: IdentifierType.EGN,
      identifier: guestEgn,
      homeKindergartenId: 5,
      classId: 3,
      fromDate: '2026-11-02',
      toDate: '2026-11-13',
      note: null,
    });
    expect(calls.find((call) => call.path.startsWith('/api/Students/guest-candidates'))?.path).toContain(
      `identifier=${guestEgn}`,
    );
  }, 120_000);

  it('shows the child’s certificates with the PDF and deletes the latest after confirmation', async () => {
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(studentsRoutes.get, () => kid),
      answer(studentsCertificateRoutes.list, () => ({ result: [certificate], rowsCount: 1 })),
      answer(studentsCertificateRoutes.remove, () => ({ isSuccessful: true, entityId: 12 })),
      answer(kindergartensRoutes.external, () => ({ result: [], rowsCount: 0 })),
      director,
    );
    renderArea(studentsArea, '/kids/records/7');
    const row = (await screen.findByText('ДГ „Изгрев“, гр. Варна', {}, wait)).closest('tr')!;
    expect(within(row).getByText('01.10.2026')).toBeDefined();
    expect(within(row).getByRole('button', { name: /PDF/ })).toBeDefined();
    expect(calls.some((call) => call.path.includes('relocation-certificate-overview-models?studentId=7'))).toBe(true);

    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Изтрий' }));
    expect(await screen.findByText(/Детето ще бъде възстановено в групата си/, {}, wait)).toBeDefined();
    await user.click(screen.getAllByRole('button', { name: 'Изтрий' }).at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith('?id=12'))).toBe(true), wait);
  }, 120_000);

  it('issues a certificate to a kindergarten outside the platform after confirmation', async () => {
    const calls = stubRoutes(
      answer(studentsRoutes.grouped, () => groups),
      answer(studentsRoutes.get, () => kid),
      answer(studentsCertificateRoutes.list, () => ({ result: [], rowsCount: 0 })),
      answer(studentsCertificateRoutes.issue, () => ({ isSuccessful: true, entityId: 13 })),
      answer(kindergartensRoutes.external, () => ({ result: [], rowsCount: 0 })),
      director,
    );
    renderArea(studentsArea, '/kids/records/7');
    expect(await screen.findByText('Няма издадени удостоверения.', {}, wait)).toBeDefined();
    const user = userEvent.setup({ delay: null });
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    // The form opens only on purpose, in its own dialog.
    expect(screen.queryByRole('form', { name: 'Издаване на удостоверение' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Издаване…' }));
    const form = await screen.findByRole('form', { name: 'Издаване на удостоверение' }, wait);
    await paste(within(form).getByLabelText('Номер'), '16');
    await user.type(within(form).getByLabelText('Дата на отписване'), '02.10.2026{Enter}');
    await user.click(within(form).getByText('Извън платформата'));
    await paste(await within(form).findByLabelText('Наименование на детската градина', {}, wait), 'ДГ „Дъга“');
    await paste(within(form).getByLabelText('Населено място'), 'гр. Русе');
    await paste(within(form).getByLabelText('Причина за преместването'), 'Смяна на адреса');
    await user.click(within(form).getByRole('button', { name: 'Издай удостоверение' }));
    expect(
      (await screen.findAllByText(/Калоян Петров Иванов ще бъде отписано от детската градина на 02\.10\.2026/, {}, wait)).length,
    ).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Издай' }, wait));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), wait);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      studentId: 7,
      number: '16',
      targetKindergartenName: 'ДГ „Дъга“',
      targetSettlement: 'гр. Русе',
      reason: 'Смяна на адреса',
      leaveDate: '2026-10-02',
    });
  }, 120_000);
});
