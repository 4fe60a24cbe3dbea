import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccountState,
  defaultAccess,
  Gender,
  IdentifierType,
  identityRoutes,
  type MyChild,
  type ParentRegistrationDetails,
  ParentRelation,
  parentRegistrationsMailsRoutes,
  parentRegistrationsRoutes,
  RequestKind,
  RequestStatus,
  Role,
  type StudentGroup,
  studentsRoutes,
  UserType,
} from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { AccountInvitation } from '../components/account-invitation';
import { parentRegistrationGuestRoutes } from '../guest-routes';
import { parentRegistrationsArea } from '../routes';

const wait = { timeout: 10_000 };
const request: ParentRegistrationDetails = {
  id: 5,
  kind: RequestKind.Enroll,
  status: RequestStatus.Pending,
  parentName: 'Мария Иванова',
  firstName: 'Мария',
  middleName: null,
  lastName: 'Иванова',
  email: 'maria@example.bg',
  phone: '0888123456',
  childName: 'Ива Иванова',
  createdAt: '2026-11-20T08:05:00.000Z',
  relation: ParentRelation.Mother,
  studentId: null,
  child: {
    firstName: 'Ива',
    middleName: null,
    lastName: 'Иванова',
    identifierType: IdentifierType.EGN,
    identifier: '2243015674',
    birthDate: '2022-03-01',
    gender: Gender.Female,
  },
  note: null,
  bySignedInParent: false,
  classId: null,
  className: null,
  rejectReason: null,
  decidedAt: null,
};
const groups: StudentGroup[] = [{ classId: 3, className: 'Пчелица', students: [] }];
const director = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));
const aParent = answer(identityRoutes.getUserData, () => ({
  ...aDirector,
  baseRoleType: Role.Parent,
  userType: UserType.Parent,
  access: defaultAccess(Role.Parent),
}));

describe('parent registration pages', () => {
  it('lists the pending requests, opens one and approves it into the chosen group', async () => {
    const calls = stubRoutes(
      director,
      answer(parentRegistrationsRoutes.list, () => ({ result: [request], rowsCount: 1 })),
      answer(parentRegistrationsRoutes.get, () => request),
      answer(studentsRoutes.grouped, () => groups),
      answer(parentRegistrationsRoutes.approve, () => ({ isSuccessful: true, entityId: 5 })),
    );
    renderArea(parentRegistrationsArea, '/parents/registration-parents/5');
    const row = (await screen.findAllByText('Мария Иванова', {}, wait))[0]!.closest('tr')!;
    expect(within(row).getByText('Записване')).toBeDefined();
    expect(within(row).getByText('Чака одобрение')).toBeDefined();
    expect(calls.some((call) => call.path.startsWith('/api/ParentRegistrations?') && call.path.includes('status=0'))).toBe(true);

    const drawer = await screen.findByRole('dialog', {}, wait);
    expect(within(drawer).getByText('01.03.2022')).toBeDefined();
    const user = userEvent.setup();
    expect(within(drawer).getByText('Одобри').closest('button')!.disabled).toBe(true);
    await user.click(within(drawer).getByRole('combobox', { name: 'Група' }));
    await user.click(await screen.findByTitle('Пчелица'));
    await user.click(within(drawer).getByText('Одобри'));
    await user.click((await screen.findAllByRole('button', { name: 'Одобри' })).at(-1)!);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/ParentRegistrations/5/approve')?.body).toEqual({ classId: 3 }),
    );
  }, 30_000);

  it('asks for a reason before a rejection, and shows an empty list in Bulgarian', async () => {
    const calls = stubRoutes(
      director,
      answer(parentRegistrationsRoutes.list, () => ({ result: [], rowsCount: 0 })),
      answer(parentRegistrationsRoutes.get, () => request),
      answer(studentsRoutes.grouped, () => groups),
      answer(parentRegistrationsRoutes.reject, () => ({ isSuccessful: true, entityId: 5 })),
    );
    renderArea(parentRegistrationsArea, '/parents/registration-parents/5');
    expect(await screen.findByText('Няма заявки по избраните критерии.', {}, wait)).toBeDefined();
    const drawer = await screen.findByRole('dialog', {}, wait);
    await within(drawer).findByText('Отхвърли', {}, wait);
    const user = userEvent.setup();
    await user.click(within(drawer).getByText('Отхвърли'));
    expect(await within(drawer).findByText('Посочете причината за отказа.')).toBeDefined();
    await user.type(within(drawer).getByRole('textbox', { name: 'Причина за отказа' }), 'Няма места.');
    await user.click(within(drawer).getByText('Отхвърли'));
    await user.click((await screen.findAllByRole('button', { name: 'Отхвърли' })).at(-1)!);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/ParentRegistrations/5/reject')?.body).toEqual({ reason: 'Няма места.' }),
    );
  }, 30_000);

  it('a parent sees their children and asks to delist one', async () => {
    const child: MyChild = {
      id: 9,
      firstName: 'Ива',
      middleName: null,
      lastName: 'Иванова',
      fullName: 'Ива Иванова',
      identifierType: IdentifierType.EGN,
      identifier: '2243015674',
      birthDate: '2022-03-01',
      gender: Gender.Female,
      className: 'Пчелица',
      isDetached: false,
    };
    const calls = stubRoutes(
      aParent,
      answer(parentRegistrationsRoutes.myChildren, () => [child]),
      answer(parentRegistrationsRoutes.list, () => ({ result: [], rowsCount: 0 })),
      answer(parentRegistrationsRoutes.apply, () => ({ isSuccessful: true, entityId: 12 })),
    );
    renderArea(parentRegistrationsArea, '/parent-child-application');
    const row = (await screen.findByText('Ива Иванова', {}, wait)).closest('tr')!;
    expect(within(row).getByText('Пчелица')).toBeDefined();
    expect(await screen.findByText('Все още нямате заявки.', {}, wait)).toBeDefined();

    const user = userEvent.setup();
    await user.click(screen.getByText('Отписване'));
    await user.click(await screen.findByRole('combobox', { name: 'Дете' }));
    await user.click((await screen.findAllByTitle('Ива Иванова')).at(-1)!);
    await user.type(screen.getByRole('textbox', { name: 'Причина и дата на отписване' }), 'Местим се.');
    await user.click(screen.getByRole('button', { name: 'Изпрати заявката' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        kind: RequestKind.Delist,
        studentId: 9,
        relation: null,
        child: null,
        note: 'Местим се.',
      }),
    );
  }, 30_000);

  it('the public form checks the ЕГН with the contract’s message before sending', async () => {
    const calls = stubRoutes(
      answer(parentRegistrationsRoutes.towns, () => [{ id: 68134, name: 'София', municipality: 'Столична' }]),
    );
    renderArea({ routes: parentRegistrationGuestRoutes() }, '/registration-parents');
    expect(await screen.findByRole('heading', { name: 'Регистрация на родител' }, wait)).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'ЕГН' }), '2203010000');
    await user.click(screen.getByRole('button', { name: 'Изпрати заявката' }));
    expect(await screen.findByText('Невалидно ЕГН.', {}, wait)).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 30_000);

  it('shows the account state of a record and sends the invitation', async () => {
    let state = AccountState.None;
    const calls = stubRoutes(
      answer(parentRegistrationsMailsRoutes.state, () => ({ state, email: 'dora@example.bg' })),
      answer(parentRegistrationsMailsRoutes.send, () => {
        state = AccountState.Invited;
        return { state, email: 'dora@example.bg', message: 'Поканата е изпратена.' };
      }),
    );
    renderArea({ routes: [{ path: 'x', element: <AccountInvitation userType={UserType.Parent} id={4} canInvite /> }] }, '/x');
    expect(await screen.findByText('Няма профил', {}, wait)).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Изпрати покана' }));
    expect(await screen.findByText('Поканен', {}, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userType: UserType.Parent, id: 4 });
    expect(screen.getByRole('button', { name: 'Изпрати поканата отново' })).toBeDefined();
  }, 30_000);
});
